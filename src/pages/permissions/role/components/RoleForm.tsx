import { ProForm, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import { Alert } from 'antd';
import React from 'react';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { createRole, updateRole } from '@/services/roles';
import type { RoleItem } from '@/services/types';
import PermissionTreeField from './PermissionTreeField';
import { useSingleLineNameRule } from '@/utils/singleLineName';

interface RoleFormValues {
  identifier: string;
  name: string;
  description?: string;
  requiresTwoFactor?: boolean;
  permissionIds?: number[];
}

interface RoleFormProps extends ItemFormProps {
  /** The role to edit; none to create one. */
  role?: RoleItem;
}

/** The API's rule for a role identifier. */
const ROLE_IDENTIFIER = /^[a-z][a-z0-9_]{1,63}$/;

/** Creates a role with its permissions, or edits one; the super administrator's grants are fixed. */
const RoleForm: React.FC<RoleFormProps> = ({ role, onSaved, ...modal }) => {
  const nameRule = useSingleLineNameRule();
  const save = useFormSave(onSaved);
  const t = useMessages('pages.permissions.role');
  const isSuper = role?.isSuper ?? false;

  const submit = async ({ identifier, name, description, requiresTwoFactor, permissionIds }: RoleFormValues) => {
    const body = { identifier, name, description: description ?? '', requiresTwoFactor: requiresTwoFactor ?? false };
    return save(() =>
      role
        ? updateRole(role.id, isSuper ? body : { ...body, permissionIds: permissionIds ?? [] })
        : createRole({ ...body, permissionIds: permissionIds ?? [] }),
    );
  };

  return (
    <FormModal<RoleFormValues>
      {...modal}
      name="role"
      title={t(role ? 'form.editTitle' : 'form.createTitle')}
      width={640}
      initialValues={
        role && {
          identifier: role.identifier,
          name: role.name,
          description: role.description,
          requiresTwoFactor: role.requiresTwoFactor,
          permissionIds: role.permissionIds,
        }
      }
      onFinish={submit}
    >
      <ProFormText
        name="name"
        label={t('name')}
        rules={[{ required: true, whitespace: true, message: t('name.required') }, nameRule]}
      />
      <ProFormText
        name="identifier"
        label={t('identifier')}
        fieldProps={{ autoComplete: 'off' }}
        rules={[
          { required: true, message: t('identifier.required') },
          { pattern: ROLE_IDENTIFIER, message: t('identifier.invalid') },
        ]}
      />
      <ProFormTextArea
        name="description"
        label={t('description')}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 4 } }}
      />
      <ProFormSwitch name="requiresTwoFactor" label={t('requiresTwoFactor')} extra={t('requiresTwoFactor.extra')} />
      {isSuper && <Alert type="info" showIcon message={t('superNote')} style={{ marginBottom: 8 }} />}
      <ProForm.Item
        name="permissionIds"
        label={t('permissions')}
        rules={isSuper ? [] : [{ required: true, type: 'array', min: 1, message: t('permissions.required') }]}
      >
        <PermissionTreeField holdsEverything={isSuper} heldByRole={role?.permissionIds} />
      </ProForm.Item>
    </FormModal>
  );
};

export default RoleForm;
