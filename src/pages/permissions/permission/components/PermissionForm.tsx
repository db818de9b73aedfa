import {
  ProFormDependency,
  ProFormDigit,
  ProFormRadio,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React, { useMemo } from 'react';
import FormModal, { type FormModalState } from '@/components/FormModal';
import { useFormSave } from '@/hooks/useFormSave';
import { createPermission, updatePermission } from '@/services/permissions';
import type { PermissionItem, PermissionType } from '@/services/types';
import { menuTreeOptions, type PermissionNode } from '@/utils/permissionTree';

interface PermissionFormValues {
  type: PermissionType;
  identifier: string;
  nameZh: string;
  nameEn: string;
  path?: string;
  parentId?: number | null;
  sortOrder?: number | null;
}

interface PermissionFormProps extends FormModalState {
  /** The permission to edit; none to create one. */
  permission?: PermissionItem;
  /** "Add child": the menu a new permission goes under. */
  parentId?: number;
  /** The current tree, for choosing the parent menu. */
  tree: PermissionNode[];
  onSaved: () => void;
}

/** Creates a menu or function permission, or edits one: menus carry a route path, functions sit under a menu; a built-in one changes only its names and order. */
const PermissionForm: React.FC<PermissionFormProps> = ({ permission, parentId, tree, onSaved, ...modal }) => {
  const intl = useIntl();
  const save = useFormSave(onSaved);
  const t = (id: string) => intl.formatMessage({ id: `pages.permissions.permission.${id}` });
  const parentOptions = useMemo(
    () => menuTreeOptions(tree, intl.locale, permission?.id),
    [tree, intl.locale, permission],
  );
  // A built-in permission keeps its identity: only its names and sort order change.
  const fixed = permission?.builtin ?? false;

  const initialValues: Partial<PermissionFormValues> = permission
    ? {
        type: permission.type,
        identifier: permission.identifier,
        nameZh: permission.nameZh,
        nameEn: permission.nameEn,
        path: permission.path ?? undefined,
        parentId: permission.parentId ?? undefined,
        sortOrder: permission.sortOrder,
      }
    : { type: parentId === undefined ? 'menu' : 'function', parentId };

  const submit = async ({
    type,
    identifier,
    nameZh,
    nameEn,
    path,
    parentId: parent,
    sortOrder,
  }: PermissionFormValues) => {
    const body = {
      type,
      identifier,
      nameZh,
      nameEn,
      path: type === 'menu' ? (path ?? null) : null,
      parentId: parent ?? null,
      ...(typeof sortOrder === 'number' ? { sortOrder } : {}),
    };
    return save(() => (permission ? updatePermission(permission.id, body) : createPermission(body)));
  };

  return (
    <FormModal<PermissionFormValues>
      {...modal}
      name="permission"
      title={t(permission ? 'form.editTitle' : 'form.createTitle')}
      width={560}
      initialValues={initialValues}
      onFinish={submit}
    >
      <ProFormRadio.Group
        name="type"
        label={t('type')}
        radioType="button"
        disabled={fixed}
        options={[
          { label: t('type.menu'), value: 'menu' },
          { label: t('type.function'), value: 'function' },
        ]}
        rules={[{ required: true, message: t('type.required') }]}
      />
      <ProFormText
        name="identifier"
        label={t('identifier')}
        disabled={fixed}
        extra={fixed ? t('builtin.fixed') : undefined}
        fieldProps={{ autoComplete: 'off' }}
        rules={[{ required: true, whitespace: true, message: t('identifier.required') }]}
      />
      <ProFormText
        name="nameZh"
        label={t('nameZh')}
        rules={[{ required: true, whitespace: true, message: t('nameZh.required') }]}
      />
      <ProFormText
        name="nameEn"
        label={t('nameEn')}
        rules={[{ required: true, whitespace: true, message: t('nameEn.required') }]}
      />
      <ProFormDependency name={['type']}>
        {({ type }: Partial<PermissionFormValues>) => (
          <>
            {type === 'menu' && (
              <ProFormText
                name="path"
                label={t('path')}
                disabled={fixed}
                placeholder="/news"
                rules={[
                  { required: true, whitespace: true, message: t('path.required') },
                  { pattern: /^\//, message: t('path.invalid') },
                ]}
              />
            )}
            <ProFormTreeSelect
              name="parentId"
              label={t('parent')}
              disabled={fixed}
              placeholder={type === 'menu' ? t('parent.topLevel') : undefined}
              allowClear
              fieldProps={{
                treeData: parentOptions,
                treeDefaultExpandAll: true,
                showSearch: true,
                treeNodeFilterProp: 'title',
              }}
              rules={type === 'function' ? [{ required: true, message: t('parent.required') }] : []}
            />
          </>
        )}
      </ProFormDependency>
      <ProFormDigit name="sortOrder" label={t('sortOrder')} min={0} max={100000} fieldProps={{ precision: 0 }} />
    </FormModal>
  );
};

export default PermissionForm;
