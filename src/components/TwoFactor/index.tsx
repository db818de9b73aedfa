import { ModalForm } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import { Alert, App, Spin } from 'antd';
import React, { useEffect, useState } from 'react';
import type { HeaderDialogProps } from '@/components/HeaderActions';
import {
  confirmTotp,
  disableTotp,
  startTotpEnrolment,
  twoFactorState,
  type TotpEnrolment,
  type TwoFactorState,
} from '@/services/twoFactor';
import TotpCodeInput from './TotpCodeInput';
import TotpEnrolmentDetails from './TotpEnrolmentDetails';

/** The header's two-factor dialog: enrol an authenticator app and confirm with a code, or turn it off with a code. */
const TwoFactorDialog: React.FC<HeaderDialogProps> = ({ open, onOpenChange }) => {
  const { message } = App.useApp();
  const t = useMessages('component.twoFactor');
  const [state, setState] = useState<TwoFactorState>();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the dialog opens, not when the parent passes a new callback
  useEffect(() => {
    setState(undefined);
    setEnrolment(undefined);
    if (!open) return;
    const load = async () => {
      const { data } = await twoFactorState();
      setState(data);
      if (!data.enabled) setEnrolment((await startTotpEnrolment()).data);
    };
    load().catch(() => onOpenChange(false));
  }, [open]);

  const submit = async ({ code }: { code: string }) => {
    try {
      if (state?.enabled) await disableTotp(code);
      else await confirmTotp(code);
    } catch {
      // The request error handler has already shown the translated reason; keep the dialog open.
      return false;
    }
    message.success(t(state?.enabled ? 'disabled' : 'enabled'));
    return true;
  };

  return (
    <ModalForm<{ code: string }>
      title={t('title')}
      width={440}
      open={open}
      modalProps={{ destroyOnHidden: true }}
      onOpenChange={onOpenChange}
      onFinish={submit}
      submitter={{ searchConfig: { submitText: state?.enabled ? t('disable') : t('confirm') } }}
    >
      {!state && <Spin />}
      {state?.enabled && (
        <Alert
          type={state.required ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={t(state.required ? 'onRequired' : 'on')}
        />
      )}
      {state && !state.enabled && enrolment && <TotpEnrolmentDetails enrolment={enrolment} />}
      {state && <TotpCodeInput autoFocus />}
    </ModalForm>
  );
};

export default TwoFactorDialog;
