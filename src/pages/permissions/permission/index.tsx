import { useRememberedTable } from '@/hooks/useRememberedTable';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { App, Button, Space, Tag } from 'antd';
import React, { useMemo, useRef, useState } from 'react';
import PageTitle from '@/components/PageTitle';
import RowAction, { actionsColumn, EditAction } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { SafeLink } from '@/components/SafeLink';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import { listPermissions, movePermission } from '@/services/permissions';
import type { PermissionItem } from '@/services/types';
import { menuIcon } from '@/utils/menuData';
import {
  allPermissionIds,
  buildPermissionTree,
  hiddenInLanguage,
  type PermissionNode,
  permissionName,
  siblingPlaces,
} from '@/utils/permissionTree';
import { isExternalMenuAddress } from '../../../../contract/menuAddress';
import PermissionForm from './components/PermissionForm';
import { usePermissionDeletion } from './components/usePermissionDeletion';

const isBeforeLast = (place?: { index: number; count: number }) => place !== undefined && place.index < place.count - 1;

interface FormState {
  open: boolean;
  permission?: PermissionItem;
  parentId?: number;
}

/**
 * The menu tree with the function permissions beneath, as the layout shows it; permissions are
 * added here by code, and edited and deleted as each row's abilities allow (the built-in ones keep
 * their identity and stay).
 */
const PermissionPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const remembered = useRememberedTable('menu.permissions.permission', ['nameZh', 'nameEn']);
  const loadState = useTableLoadState(actionRef);
  const [tree, setTree] = useState<PermissionNode[]>([]);
  const [expandedIds, setExpandedIds] = useState<readonly React.Key[]>([]);
  const [form, setForm] = useState<FormState>({ open: false });
  const { message } = App.useApp();
  const refreshSession = useRefreshSession();
  // What is edited here is the sidebar: one's own follows at once, everyone else's at their next navigation.
  const reload = () => {
    actionRef.current?.reload();
    void refreshSession();
  };
  const confirmDeletion = usePermissionDeletion(reload);
  const places = useMemo(() => siblingPlaces(tree), [tree]);
  // One move at a time, each from the order on screen: a second click waits for the first move's new order.
  const [moving, setMoving] = useState(false);
  const move = async (permission: PermissionNode, index: number) => {
    setMoving(true);
    try {
      await movePermission(permission.id, index);
      message.success(intl.formatMessage({ id: 'common.success.operation' }));
      void refreshSession();
      await actionRef.current?.reload();
    } catch {
      // The request plugin has shown why.
    } finally {
      setMoving(false);
    }
  };
  const t = useMessages('pages.permissions.permission');

  const columns = useStableCells<PermissionNode>(
    [
      {
        title: t('name'),
        key: 'name',
        render: (_, permission) => (
          <Space size="small">
            {menuIcon(permission.icon)}
            {permissionName(permission, intl.locale)}
            {permission.builtin && <Tag>{t('builtin')}</Tag>}
            {permission.type === 'menu' && hiddenInLanguage(permission, intl.locale) && (
              <Tag color="warning">{t('hiddenInLanguage')}</Tag>
            )}
          </Space>
        ),
      },
      { title: t('identifier'), dataIndex: 'identifier', copyable: true },
      {
        title: t('type'),
        dataIndex: 'type',
        render: (_, permission) =>
          permission.type === 'menu' ? <Tag color="blue">{t('type.menu')}</Tag> : <Tag>{t('type.function')}</Tag>,
      },
      {
        title: t('path'),
        dataIndex: 'path',
        render: (_, { path }) => (isExternalMenuAddress(path) ? <SafeLink href={path ?? ''} /> : (path ?? '-')),
      },
      { title: t('nameZh'), dataIndex: 'nameZh' },
      { title: t('nameEn'), dataIndex: 'nameEn' },
      { title: t('roleCount'), dataIndex: 'roleCount', align: 'right' },
      actionsColumn(intl, (permission) =>
        [
          access.can('permissions:create') && permission.type === 'menu' && (
            <RowAction key="addChild" onClick={() => setForm({ open: true, parentId: permission.id })}>
              {t('addChild')}
            </RowAction>
          ),
          permission.abilities.update && <EditAction key="edit" onClick={() => setForm({ open: true, permission })} />,
          permission.abilities.update && (places.get(permission.id)?.index ?? 0) > 0 && (
            <RowAction
              key="up"
              disabled={moving}
              aria-label={t('moveUp')}
              title={t('moveUp')}
              onClick={() => move(permission, (places.get(permission.id)?.index ?? 1) - 1)}
            >
              <ArrowUpOutlined aria-hidden />
            </RowAction>
          ),
          permission.abilities.update && isBeforeLast(places.get(permission.id)) && (
            <RowAction
              key="down"
              disabled={moving}
              aria-label={t('moveDown')}
              title={t('moveDown')}
              onClick={() => move(permission, (places.get(permission.id)?.index ?? 0) + 1)}
            >
              <ArrowDownOutlined aria-hidden />
            </RowAction>
          ),
          permission.abilities.delete && (
            <RowAction key="delete" danger onClick={() => confirmDeletion(permission)}>
              {intl.formatMessage({ id: 'common.action.delete' })}
            </RowAction>
          ),
        ].filter(Boolean),
      ),
    ],
    [access, places, moving],
  );

  const allExpanded = expandedIds.length > 0;
  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.permissions.permission' })}</PageTitle>}>
      <ProTable<PermissionNode>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        {...remembered.tableProps}
        search={false}
        pagination={false}
        request={async () => {
          const { data, total } = await listPermissions();
          const nested = buildPermissionTree(data);
          setTree(nested);
          return { success: true, data: nested, total };
        }}
        expandable={{ expandedRowKeys: expandedIds, onExpandedRowsChange: setExpandedIds }}
        toolBarRender={() => [
          <Button key="expand" onClick={() => setExpandedIds(allExpanded ? [] : allPermissionIds(tree))}>
            {t(allExpanded ? 'collapseAll' : 'expandAll')}
          </Button>,
          access.can('permissions:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {intl.formatMessage({ id: 'common.action.new' })}
            </Button>
          ),
        ]}
        {...loadState}
      />
      <PermissionForm
        open={form.open}
        permission={form.permission}
        parentId={form.parentId}
        tree={tree}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={reload}
      />
    </PageContainer>
  );
};

export default PermissionPage;
