import { ModalForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import { Alert } from 'antd';
import React, { useRef, useState } from 'react';
import TotpCodeInput from '@/components/TwoFactor/TotpCodeInput';
import { stepUp } from '@/services/stepUp';
import { apiErrorBodyOf } from '@/utils/apiError';

interface StepUpValues {
  method: 'password' | 'code';
  password?: string;
  code?: string;
}

/** Asks for the password or a TOTP code, and tells whether the server accepted the step-up. */
const StepUpModal: React.FC<{
  open: boolean;
  onDone: (proven: boolean) => void;
}> = ({ open, onDone }) => {
  const t = useMessages('component.stepUp');
  const [method, setMethod] = useState<StepUpValues['method']>('password');
  const proven = useRef(false);

  return (
    <ModalForm<StepUpValues>
      title={t('title')}
      width={420}
      open={open}
      modalProps={{ destroyOnHidden: true, zIndex: 1100 }}
      initialValues={{ method: 'password' }}
      onValuesChange={(changed: Partial<StepUpValues>) => changed.method && setMethod(changed.method)}
      onOpenChange={(isOpen) => {
        if (isOpen) proven.current = false;
        else onDone(proven.current);
      }}
      submitter={{ searchConfig: { submitText: t('submit') } }}
      onFinish={async (values) => {
        try {
          await stepUp(
            values.method === 'code' ? { code: (values.code ?? '').trim() } : { password: values.password ?? '' },
          );
        } catch {
          // The request error handler has shown the translated reason; the dialog stays.
          return false;
        }
        proven.current = true;
        return true;
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('explain')} />
      <ProFormRadio.Group
        name="method"
        radioType="button"
        options={[
          { label: t('password'), value: 'password' },
          { label: t('code'), value: 'code' },
        ]}
      />
      {method === 'password' ? (
        <ProFormText.Password
          name="password"
          label={t('password')}
          fieldProps={{ autoComplete: 'current-password', autoFocus: true }}
          rules={[{ required: true, message: t('password.required') }]}
        />
      ) : (
        <TotpCodeInput autoFocus />
      )}
    </ModalForm>
  );
};

/**
 * Runs a money action; when the server answers STEP_UP_REQUIRED, asks the administrator to prove
 * it is them and retries the action once (with the same Idempotency-Key, which the action holds).
 */
export function useStepUp(): {
  guard: <T>(action: () => Promise<T>) => Promise<T>;
  stepUpDialog: React.ReactNode;
} {
  const [waiting, setWaiting] = useState<{
    resolve: (proven: boolean) => void;
  }>();

  const guard = async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (apiErrorBodyOf(error)?.errorCode !== 'STEP_UP_REQUIRED') throw error;
      const proven = await new Promise<boolean>((resolve) => setWaiting({ resolve }));
      if (!proven) throw error;
      return action();
    }
  };

  const stepUpDialog = (
    <StepUpModal
      open={waiting !== undefined}
      onDone={(proven) => {
        waiting?.resolve(proven);
        setWaiting(undefined);
      }}
    />
  );
  return { guard, stepUpDialog };
}
