import { addressColumn } from '@/components/HashText';
import { useAccess, useModel } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Space, Tag } from 'antd';
import React, { useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn, EditAction } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { useEditing } from '@/hooks/useEditing';
import { useFormSave } from '@/hooks/useFormSave';
import { listAdmins, setAdminEnabled } from '@/services/admins';
import type { AdminItem, AdminListQuery, AdminSortField } from '@/services/types';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import AdminForm from './components/AdminForm';
import ResetPasswordForm from './components/ResetPasswordForm';
import { roleOptions } from './components/roleOptions';
import { ellipsisCell } from '@/components/EllipsisCell';
import { enumCell } from '@/components/StatusBadge';

const SORT_FIELDS: readonly AdminSortField[] = ['email', 'name', 'createdAt'];

/** The role filter offers every role, assignable or not. */
const everyRoleOption = () => roleOptions('all');

/** Administrators: search, sort and page on the server; create one by its code; edit, enable or disable, reset a password as each row's abilities allow. */
const AdministratorPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const { initialState } = useModel('@@initialState');
  const refreshSession = useRefreshSession();
  const selfId = initialState?.currentAdmin?.id;
  // The role select's options carry numeric ids.
  const list = useListPage<AdminListQuery>({
    live: ['admin'],
    toFormValues: ({ roleId, ...filters }) => ({ ...filters, roleId: roleId ? Number(roleId) : undefined }),
  });
  const form = useEditing<AdminItem>();
  const [resetting, setResetting] = useState<AdminItem>();
  const t = useMessages('pages.permissions.administrator');

  const saved = async (admin: AdminItem | undefined) => {
    list.reload();
    // One's own name or email shows in the header too.
    if (admin?.id !== selfId) return;
    await refreshSession();
  };

  const save = useFormSave(list.reload);
  const toggle = (admin: AdminItem) => save(() => setAdminEnabled(admin.id, !admin.enabled));

  const rowActions = (admin: AdminItem) =>
    [
      admin.abilities.update && <EditAction key="edit" onClick={() => form.edit(admin)} />,
      (admin.enabled ? admin.abilities.disable : admin.abilities.enable) && (
        <ConfirmAction
          key="toggle"
          danger={admin.enabled}
          title={t(admin.enabled ? 'confirmDisable' : 'confirmEnable')}
          onConfirm={() => toggle(admin)}
        >
          {t(admin.enabled ? 'disable' : 'enable')}
        </ConfirmAction>
      ),
      admin.abilities.resetPassword && (
        <RowAction key="resetPassword" onClick={() => setResetting(admin)}>
          {t('resetPassword')}
        </RowAction>
      ),
    ].filter(Boolean);

  const columns = useStableCells<AdminItem>(
    [
      {
        title: t('email'),
        dataIndex: 'email',
        ...list.sortable('email'),
        copyable: true,
      },
      {
        title: t('name'),
        dataIndex: 'name',
        ...list.sortable('name'),
        render: (_, admin) =>
          admin.id === selfId ? (
            <Space size="small">
              {admin.name}
              <Tag>{t('you')}</Tag>
            </Space>
          ) : (
            admin.name
          ),
      },
      {
        title: t('description'),
        dataIndex: 'description',
        hideInSearch: true,
        ...ellipsisCell<AdminItem>((admin) => admin.description, { width: 240 }),
      },
      addressColumn<AdminItem>(t('walletAddress'), 'walletAddress', { hideInSearch: true }),
      {
        title: t('role'),
        dataIndex: 'roleId',
        valueType: 'select',
        request: everyRoleOption,
        fieldProps: { showSearch: true, optionFilterProp: 'label' },
        render: (_, admin) => (
          <Space size="small">
            {admin.roleName}
            {admin.roleIsSuper && <Tag color="gold">{intl.formatMessage({ id: 'pages.permissions.superTag' })}</Tag>}
          </Space>
        ),
      },
      {
        title: t('status'),
        dataIndex: 'enabled',
        ...enumCell<AdminItem>(
          {
            true: { text: t('status.enabled'), status: 'Success' },
            false: { text: t('status.disabled'), status: 'Default' },
          },
          (admin) => admin.enabled,
        ),
      },
      dateTimeColumn<AdminItem, 'createdAt'>(t('createdAt'), 'createdAt', list.sortable('createdAt')),
      actionsColumn(intl, (admin) => rowActions(admin)),
    ],
    [selfId],
  );

  return (
    <ListPage<AdminItem, AdminListQuery>
      titleId="menu.permissions.administrator"
      hiddenColumns={['description', 'createdAt']}
      list={list}
      columns={columns}
      filters={['email', 'name', 'roleId', 'enabled']}
      sortFields={SORT_FIELDS}
      load={listAdmins}
      toolBar={[access.can('admins:create') && <CreateButton key="new" onClick={form.create} />]}
    >
      <AdminForm
        open={form.open}
        admin={form.target}
        editingSelf={form.target !== undefined && form.target.id === selfId}
        onOpenChange={form.onOpenChange}
        onSaved={() => saved(form.target)}
      />
      <ResetPasswordForm admin={resetting} onClose={() => setResetting(undefined)} />
    </ListPage>
  );
};

export default AdministratorPage;
