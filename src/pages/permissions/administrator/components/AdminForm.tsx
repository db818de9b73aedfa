import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { useMessages } from '@/locales/intl';
import React from 'react';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { createAdmin, updateAdmin } from '@/services/admins';
import type { AdminItem } from '@/services/types';
import { taprootAddressRule } from '@/utils/taprootAddress';
import PasswordField from './PasswordField';
import { roleOptions } from './roleOptions';
import { useSingleLineNameRule } from '@/utils/singleLineName';

interface AdminFormValues {
  email: string;
  password?: string;
  name: string;
  description: string;
  roleId: number;
  walletAddress?: string;
}

interface AdminFormProps extends ItemFormProps {
  /** The administrator to edit; none to create one. */
  admin?: AdminItem;
  /** Editing one's own record: says why the role is locked. */
  editingSelf?: boolean;
}

/**
 * Creates an administrator, or edits one (the password is then changed by "Reset password", not
 * here). What an edit may change comes from the administrator's `abilities`; the roles offered are
 * those the server says the signed-in administrator may assign.
 */
const AdminForm: React.FC<AdminFormProps> = ({ admin, editingSelf = false, onSaved, ...modal }) => {
  const nameRule = useSingleLineNameRule();
  const save = useFormSave(onSaved);
  const t = useMessages('pages.permissions.administrator');
  const signedInAsSuper = useModel('@@initialState').initialState?.currentAdmin?.role.isSuper === true;
  // A new administrator has no abilities yet: binding a wallet at creation stays a super administrator's.
  const maySetWallet = admin ? admin.abilities.setWalletAddress : signedInAsSuper;
  const roleLocked = admin !== undefined && !admin.abilities.changeRole;

  const submit = async ({ email, password, name, description, roleId, walletAddress }: AdminFormValues) => {
    const wallet = maySetWallet ? { walletAddress: walletAddress?.trim() || null } : {};
    return save(() =>
      admin
        ? updateAdmin(admin.id, { email, name, description, roleId, ...wallet })
        : createAdmin({ email, password: password ?? '', name, description, roleId, ...wallet }),
    );
  };

  return (
    <FormModal<AdminFormValues>
      {...modal}
      name="administrator"
      title={t(admin ? 'form.editTitle' : 'form.createTitle')}
      width={520}
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
      <ProFormText
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('name.required') }, nameRule]}
      />
      <ProFormTextArea
        name="description"
        label={t('description')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
        rules={[{ required: true, whitespace: true, message: t('description.required') }]}
      />
      <ProFormSelect
        name="roleId"
        label={t('role')}
        request={() => roleOptions('assignable', admin?.roleId)}
        disabled={roleLocked}
        extra={roleLocked ? t(editingSelf ? 'role.ownLocked' : 'role.locked') : undefined}
        fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
        rules={[{ required: true, message: t('role.required') }]}
      />
      <ProFormText
        name="walletAddress"
        label={t('walletAddress')}
        placeholder={t('walletAddress.placeholder')}
        disabled={!maySetWallet}
        extra={maySetWallet ? undefined : t('walletAddress.superOnly')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[taprootAddressRule(t('walletAddress.notTaproot'))]}
      />
    </FormModal>
  );
};

export default AdminForm;
