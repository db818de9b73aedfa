import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Space, Tag, Tooltip } from 'antd';
import type React from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn, EditAction } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { useEditing } from '@/hooks/useEditing';
import { useFormSave } from '@/hooks/useFormSave';
import { deleteRole, listRoles } from '@/services/roles';
import type { RoleItem } from '@/services/types';
import RoleForm from './components/RoleForm';
import { ellipsisCell } from '@/components/EllipsisCell';

type RoleListQuery = Parameters<typeof listRoles>[0];

/** Roles and the permissions they grant, edited and deleted as each row's abilities allow; a role in use cannot be deleted. */
const RolePage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<RoleListQuery>({
    live: ['role'],
    inUrl: false,
  });
  const form = useEditing<RoleItem>();
  const t = useMessages('pages.permissions.role');

  const save = useFormSave(list.reload);
  const remove = (role: RoleItem) => save(() => deleteRole(role.id));

  /**
   * Delete as the role's abilities allow. A holder of roles:delete is told why the super role, or
   * a role still in use, cannot go (the server refuses the latter with ROLE_IN_USE).
   */
  const deleteAction = (role: RoleItem) => {
    const label = intl.formatMessage({ id: 'common.action.delete' });
    if (!role.abilities.delete && !(role.isSuper && access.can('roles:delete'))) return null;
    const refusal = role.isSuper
      ? t('superUndeletable')
      : role.adminCount > 0
        ? t('inUse', { count: role.adminCount })
        : undefined;
    if (refusal) {
      return (
        <Tooltip key="delete" title={refusal}>
          <span>
            <RowAction danger disabled>
              {label}
            </RowAction>
          </span>
        </Tooltip>
      );
    }
    return (
      <ConfirmAction
        key="delete"
        danger
        title={t('confirmDelete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove(role)}
      >
        {label}
      </ConfirmAction>
    );
  };

  const columns = useStableCells<RoleItem>(
    [
      {
        title: t('name'),
        dataIndex: 'name',
        render: (_, role) => (
          <Space size="small">
            {role.name}
            {role.isSuper && <Tag color="gold">{intl.formatMessage({ id: 'pages.permissions.superTag' })}</Tag>}
            {role.requiresTwoFactor && <Tag color="blue">{t('twoFactorRequired')}</Tag>}
          </Space>
        ),
      },
      { title: t('identifier'), dataIndex: 'identifier', copyable: true },
      {
        title: t('description'),
        dataIndex: 'description',
        hideInSearch: true,
        ...ellipsisCell<RoleItem>((role) => role.description, { width: 240 }),
      },
      { title: t('adminCount'), dataIndex: 'adminCount', hideInSearch: true, align: 'right' },
      dateTimeColumn<RoleItem, 'createdAt'>(t('createdAt'), 'createdAt'),
      actionsColumn(intl, (role) =>
        [role.abilities.update && <EditAction key="edit" onClick={() => form.edit(role)} />, deleteAction(role)].filter(
          Boolean,
        ),
      ),
    ],
    [access],
  );

  return (
    <ListPage<RoleItem, RoleListQuery>
      titleId="menu.permissions.role"
      hiddenColumns={['createdAt']}
      list={list}
      columns={columns}
      filters={['name', 'identifier']}
      load={listRoles}
      toolBar={[access.can('roles:create') && <CreateButton key="new" onClick={form.create} />]}
    >
      <RoleForm open={form.open} role={form.target} onOpenChange={form.onOpenChange} onSaved={list.reload} />
    </ListPage>
  );
};

export default RolePage;
