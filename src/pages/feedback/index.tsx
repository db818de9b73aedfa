import {
  type ActionType,
  PageContainer,
  type ProColumns,
  type ProDescriptionsItemProps,
  ProDescriptions,
  ProTable,
} from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Drawer, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { Thumbnail } from '@/components/SafeLink';
import ClampedText from '@/components/ClampedText';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useRememberedTable } from '@/hooks/useRememberedTable';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  exportFeedback,
  listFeedback,
  processFeedback,
  type FeedbackItem,
  type FeedbackListQuery,
  type FeedbackSortField,
  type FeedbackStatus,
} from '@/services/feedback';
import { sortQuery } from '@/utils/listQuery';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import { enumCell } from '@/components/StatusBadge';

interface FeedbackSearch {
  email?: string;
  status?: FeedbackStatus;
  submittedFrom?: string;
  submittedTo?: string;
}

const SORT_FIELDS: readonly FeedbackSortField[] = ['submittedAt', 'processedAt'];

/** Users' feedback: filter by status, mailbox and time; read it in full; mark it processed after the confirmation. */
const FeedbackPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const remembered = useRememberedTable('menu.feedback', ['processedBy,name', 'processedAt']);
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<FeedbackListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'submitted'),
  });
  const [viewing, setViewing] = useState<FeedbackItem>();
  const t = (id: string) => intl.formatMessage({ id: `pages.feedback.${id}` });
  const act = useFormSave(() => actionRef.current?.reload());

  const process = (item: FeedbackItem) =>
    act(async () => {
      const { data } = await processFeedback(item.id);
      setViewing((current) => (current?.id === data.id ? data : current));
    });

  const processAction = (item: FeedbackItem) =>
    access.can('feedback:process') &&
    item.status === 'untreated' && (
      <ConfirmAction key="process" title={t('confirmProcess')} onConfirm={() => process(item)}>
        {t('process')}
      </ConfirmAction>
    );

  const columns: ProColumns<FeedbackItem>[] = [
    dateTimeColumn<FeedbackItem, 'submittedAt'>(t('time'), 'submittedAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('submittedAt'),
    }),
    timeRangeSearchColumn<FeedbackItem>(intl.formatMessage, t('time'), 'submitted'),
    { title: t('email'), dataIndex: 'email', copyable: true },
    {
      title: t('picture'),
      dataIndex: 'pictureUrl',
      hideInSearch: true,
      render: (_, item) => <Thumbnail src={item.pictureUrl} alt={t('picture')} />,
    },
    {
      title: t('content'),
      dataIndex: 'content',
      hideInSearch: true,
      width: 360,
      render: (_, item) => <ClampedText text={item.content} preserveLineBreaks />,
    },
    {
      title: t('status'),
      dataIndex: 'status',
      ...enumCell<FeedbackItem>(
        {
          untreated: { text: t('status.untreated'), status: 'Warning' },
          processed: { text: t('status.processed'), status: 'Success' },
        },
        (item) => item.status,
      ),
    },
    {
      title: t('processedBy'),
      dataIndex: ['processedBy', 'name'],
      hideInSearch: true,
      render: (_, item) => item.processedBy?.name ?? '-',
    },
    dateTimeColumn<FeedbackItem, 'processedAt'>(t('processedAt'), 'processedAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('processedAt'),
    }),
    actionsColumn(
      intl,
      (item) =>
        [
          <RowAction key="view" onClick={() => setViewing(item)}>
            {t('view')}
          </RowAction>,
          processAction(item),
        ].filter(Boolean),
      { hideInDescriptions: true },
    ),
  ];
  // ProDescriptions hands a column's render the raw value, not the formatted cell: the drawer takes the columns unwrapped.
  const tableColumns = useStableCells(columns, [access]);

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.feedback' })}</PageTitle>}>
      <ProTable<FeedbackItem, FeedbackSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={tableColumns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        dateFormatter={toInstant}
        {...listQuery.tableProps}
        {...remembered.tableProps}
        pagination={remembered.pagination(listQuery.tableProps.pagination, listQuery.pageSizeInUrl)}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              email: params.email,
              status: params.status,
              submittedFrom: params.submittedFrom,
              submittedTo: params.submittedTo,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listFeedback,
          )
        }
        toolBarRender={() => [
          access.can('feedback:export') && (
            <ExportButton key="export" onExport={() => exportFeedback(listQuery.exportQuery(), intl.locale)} />
          ),
        ]}
        {...loadState}
      />
      <Drawer
        open={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        title={t('detailTitle')}
        width={Math.min(640, window.innerWidth)}
        extra={viewing && processAction(viewing)}
        destroyOnHidden
      >
        {viewing && (
          <ProDescriptions<FeedbackItem>
            column={1}
            dataSource={viewing}
            columns={
              columns.map((column) =>
                column.dataIndex === 'content'
                  ? {
                      ...column,
                      render: () => (
                        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                          {viewing.content}
                        </Typography.Paragraph>
                      ),
                    }
                  : column.dataIndex === 'pictureUrl'
                    ? { ...column, render: () => <Thumbnail src={viewing.pictureUrl} alt={t('picture')} size={240} /> }
                    : column,
              ) as ProDescriptionsItemProps<FeedbackItem>[]
            }
          />
        )}
      </Drawer>
    </PageContainer>
  );
};

export default FeedbackPage;
