import { ellipsisCell } from '@/components/EllipsisCell';
import { ProDescriptions, type ProDescriptionsItemProps, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages, isMessageId } from '@/locales/intl';
import { Drawer, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { useListPage } from '@/components/ListPage';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { useStableCells } from '@/hooks/useStableCells';
import { listAuditLogs } from '@/services/auditLogs';
import type { AuditLogItem } from '@/services/types';
import AuditChanges from './components/AuditChanges';
import { actionMessageId, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, entityTypeMessageId } from './components/auditVocabulary';

type AuditLogListQuery = Parameters<typeof listAuditLogs>[0];

/** The API filters by instants: the chosen times go as ISO 8601, read in the browser's zone. */
const toInstant = (value: Dayjs) => value.toISOString();

/** The append-only audit log, newest first: who did what to which record, when and from where. Read-only. */
const AuditLogPage: React.FC = () => {
  const intl = useIntl();
  const list = useListPage<AuditLogListQuery>({ inUrl: false });
  const [viewing, setViewing] = useState<AuditLogItem>();
  const t = useMessages('pages.permissions.auditLog');
  /** A recorded code in words when the panel knows it, else as recorded. */
  const label = (messageId: string, code: string) =>
    isMessageId(intl, messageId) ? intl.formatMessage({ id: messageId }) : code;
  const optionsOf = (codes: readonly string[], messageIdOf: (code: string) => string) =>
    codes.map((code) => ({ label: label(messageIdOf(code), code), value: code }));

  const columns: ProColumns<AuditLogItem>[] = [
    dateTimeColumn<AuditLogItem, 'createdAt'>(t('createdAt'), 'createdAt'),
    {
      title: t('createdAt'),
      key: 'timeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
    },
    {
      title: t('admin'),
      dataIndex: 'adminEmail',
      render: (_, log) => log.adminEmail ?? <Typography.Text type="secondary">{t('system')}</Typography.Text>,
    },
    {
      title: t('action'),
      dataIndex: 'action',
      valueType: 'select',
      fieldProps: { showSearch: true, optionFilterProp: 'label', options: optionsOf(AUDIT_ACTIONS, actionMessageId) },
      render: (_, log) => <Tag title={log.action}>{label(actionMessageId(log.action), log.action)}</Tag>,
    },
    {
      title: t('entityType'),
      dataIndex: 'entityType',
      valueType: 'select',
      fieldProps: { options: optionsOf(AUDIT_ENTITY_TYPES, entityTypeMessageId) },
      render: (_, log) => label(entityTypeMessageId(log.entityType), log.entityType),
    },
    {
      title: t('entityId'),
      dataIndex: 'entityId',
      ...ellipsisCell<AuditLogItem>((log) => log.entityId, { width: 160 }),
    },
    { title: t('ip'), dataIndex: 'ip', hideInSearch: true },
    { title: t('userAgent'), dataIndex: 'userAgent', hideInSearch: true, hideInTable: true },
    actionsColumn(
      intl,
      (log) => [
        <RowAction key="changes" onClick={() => setViewing(log)}>
          {t('viewChanges')}
        </RowAction>,
      ],
      { hideInDescriptions: true },
    ),
  ];
  // ProDescriptions hands a column's render the raw value, not the formatted cell: the drawer takes the columns unwrapped.
  const tableColumns = useStableCells(columns);

  return (
    <ListPage<AuditLogItem, AuditLogListQuery>
      titleId="menu.permissions.auditLog"
      hiddenColumns={['ip']}
      list={list}
      columns={tableColumns}
      dateFormatter={toInstant}
      filters={['adminEmail', 'action', 'entityType', 'entityId', 'from', 'to']}
      load={listAuditLogs}
    >
      <Drawer
        open={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        title={t('changes.title')}
        width={Math.min(960, window.innerWidth)}
        destroyOnHidden
      >
        {viewing && (
          <>
            <ProDescriptions<AuditLogItem>
              column={2}
              dataSource={viewing}
              columns={columns as ProDescriptionsItemProps<AuditLogItem>[]}
            />
            <AuditChanges before={viewing.before} after={viewing.after} />
          </>
        )}
      </Drawer>
    </ListPage>
  );
};

export default AuditLogPage;
