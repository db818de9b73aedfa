import {
  ProFormDependency,
  ProFormRadio,
  ProFormSelect,
  ProFormText,
  ProFormTreeSelect,
} from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Space } from 'antd';
import type { FormInstance } from 'antd/es/form';
import React, { useMemo } from 'react';
import { MENU_ICONS, type MenuIcon } from '../../../../../contract/vocabulary';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import WholeNumberField from '@/components/WholeNumberField';
import { useFormSave } from '@/hooks/useFormSave';
import { createPermission, updatePermission } from '@/services/permissions';
import type { PermissionItem, PermissionType } from '@/services/types';
import { menuIcon } from '@/utils/menuData';
import { menuTreeOptions, type PermissionNode } from '@/utils/permissionTree';
import { useSingleLineNameRule } from '@/utils/singleLineName';
import { menuAddressOf } from '../../../../../contract/menuAddress';

interface PermissionFormValues {
  type: PermissionType;
  identifier: string;
  nameZh: string;
  nameEn: string;
  path?: string;
  parentId?: number | null;
  sortOrder?: number | null;
  icon?: MenuIcon | null;
}

interface PermissionFormProps extends ItemFormProps {
  /** The permission to edit; none to create one. */
  permission?: PermissionItem;
  /** "Add child": the menu a new permission goes under. */
  parentId?: number;
  /** The current tree, for choosing the parent menu. */
  tree: PermissionNode[];
}

/** Creates a menu or function permission, or edits one: menus carry a route path, functions sit under a menu; a built-in one changes only its names and order. */
const PermissionForm: React.FC<PermissionFormProps> = ({ permission, parentId, tree, onSaved, ...modal }) => {
  const intl = useIntl();
  const nameRule = useSingleLineNameRule();
  const save = useFormSave(onSaved);
  const t = useMessages('pages.permissions.permission');
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
        icon: permission.icon,
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
    icon,
  }: PermissionFormValues) => {
    const body = {
      type,
      identifier,
      nameZh: nameZh?.trim() ?? '',
      nameEn: nameEn?.trim() ?? '',
      path: type === 'menu' ? (path ?? null) : null,
      icon: type === 'menu' ? (icon ?? null) : null,
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
      {(['nameZh', 'nameEn'] as const).map((field) => (
        <ProFormText
          key={field}
          name={field}
          label={t(field)}
          dependencies={['type', field === 'nameZh' ? 'nameEn' : 'nameZh']}
          rules={[
            // A function is named in both languages; a menu in at least one (it is not shown in the other).
            (form: Pick<FormInstance, 'getFieldValue'>) => ({
              validator: async (_: unknown, value?: string) => {
                if (value?.trim()) return;
                if (form.getFieldValue('type') !== 'menu') throw new Error(t(`${field}.required`));
                const other = form.getFieldValue(field === 'nameZh' ? 'nameEn' : 'nameZh') as string | undefined;
                if (!other?.trim()) throw new Error(t('names.oneRequired'));
              },
            }),
            nameRule,
          ]}
        />
      ))}
      <ProFormDependency name={['type']}>
        {({ type }: Partial<PermissionFormValues>) => (
          <>
            {type === 'menu' && (
              <>
                <ProFormText
                  name="path"
                  label={t('path')}
                  disabled={fixed}
                  placeholder="/news, https://…"
                  extra={fixed ? undefined : t('path.extra')}
                  rules={[
                    { required: true, whitespace: true, message: t('path.required') },
                    // A page of the panel or an external https address, judged as the server judges it.
                    {
                      validator: (_, value?: string) =>
                        !value?.trim() || menuAddressOf(value.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('path.invalid'))),
                    },
                  ]}
                />
                <ProFormSelect
                  name="icon"
                  label={t('icon')}
                  allowClear
                  options={MENU_ICONS.map((icon) => ({
                    value: icon,
                    title: icon,
                    label: (
                      <Space size="small">
                        {menuIcon(icon)}
                        {icon}
                      </Space>
                    ),
                  }))}
                />
              </>
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
      <WholeNumberField name="sortOrder" label={t('sortOrder')} min={0} max={100000} />
    </FormModal>
  );
};

export default PermissionForm;
