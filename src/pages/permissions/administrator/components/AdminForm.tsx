import { ModalForm, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import React from 'react';
import { useFormSave } from '@/hooks/useFormSave';
import { createAdmin, updateAdmin } from '@/services/admins';
import type { AdminItem } from '@/services/types';
import { taprootAddressRule } from '@/utils/taprootAddress';
import PasswordField from './PasswordField';
import { roleOptions } from './roleOptions';

interface AdminFormValues {
  email: string;
  password?: string;
  name: string;
  description: string;
  roleId: number;
  walletAddress?: string;
}

interface AdminFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The administrator to edit; none to create one. */
  admin?: AdminItem;
  /** Editing one's own record: the role stays, since no one may demote themselves. */
  editingSelf?: boolean;
  onSaved: () => void;
}

/** Creates an administrator, or edits one (the password is then changed by "Reset password", not here). */
const AdminForm: React.FC<AdminFormProps> = ({ open, onOpenChange, admin, editingSelf = false, onSaved }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string) => intl.formatMessage({ id: `pages.permissions.administrator.${id}` });
  // Binding a wallet lets its holder sign in as this administrator: super administrators only.
  const mayBindWallets = useModel('@@initialState').initialState?.currentAdmin?.role.isSuper === true;

  const submit = async ({ email, password, name, description, roleId, walletAddress }: AdminFormValues) => {
    const wallet = mayBindWallets ? { walletAddress: walletAddress?.trim() || null } : {};
    return save(() =>
      admin
        ? updateAdmin(admin.id, { email, name, description, roleId, ...wallet })
        : createAdmin({ email, password: password ?? '', name, description, roleId, ...wallet }),
    );
  };

  return (
    <ModalForm<AdminFormValues>
      name="administrator"
      title={t(admin ? 'form.editTitle' : 'form.createTitle')}
      open={open}
      onOpenChange={onOpenChange}
      width={520}
      modalProps={{ destroyOnHidden: true }}
      initialValues={
        admin && {
          email: admin.email,
          name: admin.name,
          description: admin.description,
          roleId: admin.roleId,
          walletAddress: admin.walletAddress ?? undefined,
        }
      }
      onFinish={submit}
    >
      <ProFormText
        name="email"
        label={t('email')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[
          { required: true, whitespace: true, message: t('email.required') },
          { type: 'email', message: t('email.invalid') },
        ]}
      />
      {!admin && <PasswordField name="password" label={t('password')} />}
      <ProFormText name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name.required') }]} />
      <ProFormTextArea
        name="description"
        label={t('description')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
        rules={[{ required: true, whitespace: true, message: t('description.required') }]}
      />
      <ProFormSelect
        name="roleId"
        label={t('role')}
        request={roleOptions}
        disabled={editingSelf}
        extra={editingSelf ? t('role.ownLocked') : undefined}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
        rules={[{ required: true, message: t('role.required') }]}
      />
      <ProFormText
        name="walletAddress"
        label={t('walletAddress')}
        placeholder={t('walletAddress.placeholder')}
        disabled={!mayBindWallets}
        extra={mayBindWallets ? undefined : t('walletAddress.superOnly')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[taprootAddressRule(t('walletAddress.notTaproot'))]}
      />
    </ModalForm>
  );
};

export default AdminForm;
