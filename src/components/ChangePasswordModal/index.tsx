import { ModalForm, ProFormCaptcha, ProFormText } from '@ant-design/pro-components';
import { useIntl, type MessageId, type MessageValues } from '@/locales/intl';
import { App } from 'antd';
import React from 'react';
import ConfirmPasswordField from '@/components/ConfirmPasswordField';
import type { HeaderDialogProps } from '@/components/HeaderActions';
import { changePassword, sendPasswordCode } from '@/services/auth';
import { CODE_RESEND_SECONDS, passwordLengthRule } from '@/utils/password';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  code: string;
}

/** Change the signed-in administrator's password, confirmed by a code sent to their email. */
const ChangePasswordModal: React.FC<HeaderDialogProps> = ({ open, onOpenChange }) => {
  const intl = useIntl();
  const { message } = App.useApp();
  const t = (id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values);

  const sendCode = async () => {
    await sendPasswordCode();
    message.success(t('common.success.sent'));
  };

  const submit = async ({ currentPassword, newPassword, code }: ChangePasswordValues) => {
    try {
      await changePassword({ currentPassword, newPassword, code });
    } catch {
      // The request error handler has already shown the translated reason; keep the form open.
      return false;
    }
    message.success(t('common.success.operation'));
    return true;
  };

  return (
    <ModalForm<ChangePasswordValues>
      title={t('component.changePassword.title')}
      width={440}
      open={open}
      onOpenChange={onOpenChange}
      modalProps={{ destroyOnHidden: true }}
      onFinish={submit}
    >
      <ProFormText.Password
        name="currentPassword"
        label={t('component.changePassword.currentPassword')}
        fieldProps={{ autoComplete: 'current-password' }}
        rules={[{ required: true, message: t('component.changePassword.currentPassword.required') }]}
      />
      <ProFormText.Password
        name="newPassword"
        label={t('component.changePassword.newPassword')}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={[
          { required: true, message: t('component.changePassword.newPassword.required') },
          passwordLengthRule((bounds) => t('component.changePassword.newPassword.length', bounds)),
        ]}
      />
      <ConfirmPasswordField
        label={t('component.changePassword.confirmPassword')}
        passwordName="newPassword"
        requiredMessage={t('component.changePassword.confirmPassword.required')}
        mismatchMessage={t('component.changePassword.confirmPassword.mismatch')}
      />
      <ProFormCaptcha
        name="code"
        label={t('component.changePassword.code')}
        countDown={CODE_RESEND_SECONDS}
        fieldProps={{ autoComplete: 'one-time-code' }}
        captchaTextRender={(timing, count) =>
          timing
            ? t('component.changePassword.code.resend', { seconds: count })
            : t('component.changePassword.code.send')
        }
        onGetCaptcha={sendCode}
        rules={[{ required: true, message: t('component.changePassword.code.required') }]}
      />
    </ModalForm>
  );
};

export default ChangePasswordModal;
