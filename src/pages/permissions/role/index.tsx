import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { deleteRole, listRoles } from '@/services/roles';
import type { RoleItem } from '@/services/types';
import RoleForm from './components/RoleForm';
import { ellipsisCell } from '@/components/EllipsisCell';

interface RoleSearch {
  name?: string;
  identifier?: string;
}

/** Roles and the permissions they grant, edited and deleted as each row's abilities allow; a role in use cannot be deleted. */
const RolePage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const latest = useLatestRequest();
  const [form, setForm] = useState<{ open: boolean; role?: RoleItem }>({ open: false });
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `pages.permissions.role.${id}` }, values);

  const remove = async (role: RoleItem) => {
    try {
      await deleteRole(role.id);
    } catch {
      return;
    }
    message.success(intl.formatMessage({ id: 'common.success.operation' }));
    actionRef.current?.reload();
  };

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
        width: 240,
        ...ellipsisCell<RoleItem>((role) => role.description),
      },
      { title: t('adminCount'), dataIndex: 'adminCount', hideInSearch: true, align: 'right' },
      dateTimeColumn<RoleItem, 'createdAt'>(t('createdAt'), 'createdAt'),
      actionsColumn(intl, (role) =>
        [
          role.abilities.update && (
            <RowAction key="edit" onClick={() => setForm({ open: true, role })}>
              {intl.formatMessage({ id: 'common.action.edit' })}
            </RowAction>
          ),
          deleteAction(role),
        ].filter(Boolean),
      ),
    ],
    [access],
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.permissions.role' })}</PageTitle>}>
      <ProTable<RoleItem, RoleSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={(params) =>
          latest((signal) =>
            listRoles(
              { current: params.current, pageSize: params.pageSize, name: params.name, identifier: params.identifier },
              signal,
            ),
          )
        }
        toolBarRender={() =>
          access.can('roles:create')
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
                  {intl.formatMessage({ id: 'common.action.new' })}
                </Button>,
              ]
            : []
        }
        {...loadState}
      />
      <RoleForm
        open={form.open}
        role={form.role}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={() => actionRef.current?.reload()}
      />
    </PageContainer>
  );
};

export default RolePage;
