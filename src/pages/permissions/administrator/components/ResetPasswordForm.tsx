import { ModalForm } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import { Alert } from 'antd';
import React from 'react';
import ConfirmPasswordField from '@/components/ConfirmPasswordField';
import { useFormSave } from '@/hooks/useFormSave';
import { resetAdminPassword } from '@/services/admins';
import type { AdminItem } from '@/services/types';
import PasswordField from './PasswordField';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

interface ResetPasswordFormProps {
  /** Whose password to reset; none keeps the form closed. */
  admin?: AdminItem;
  onClose: () => void;
}

/** Sets a new password for another administrator, whose sessions then end. */
const ResetPasswordForm: React.FC<ResetPasswordFormProps> = ({ admin, onClose }) => {
  const save = useFormSave();
  const t = useMessages('pages.permissions.administrator');

  const submit = async ({ password }: ResetPasswordValues) => {
    if (!admin) return false;
    return save(() => resetAdminPassword(admin.id, password));
  };

  return (
    <ModalForm<ResetPasswordValues>
      name="resetPassword"
      title={t('resetPassword.title', { email: admin?.email ?? '' })}
      open={Boolean(admin)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      width={440}
      modalProps={{ destroyOnHidden: true }}
      onFinish={submit}
    >
      <Alert type="info" showIcon message={t('resetPassword.note')} style={{ marginBottom: 16 }} />
      <PasswordField name="password" label={t('newPassword')} />
      <ConfirmPasswordField
        label={t('confirmPassword')}
        passwordName="password"
        requiredMessage={t('confirmPassword.required')}
        mismatchMessage={t('confirmPassword.mismatch')}
      />
    </ModalForm>
  );
};

export default ResetPasswordForm;
