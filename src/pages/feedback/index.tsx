import { type ProColumns, type ProDescriptionsItemProps, ProDescriptions } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Drawer, Typography } from 'antd';
import React, { useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ListPage, { useListPage } from '@/components/ListPage';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { Thumbnail } from '@/components/SafeLink';
import ClampedText from '@/components/ClampedText';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import {
  exportFeedback,
  listFeedback,
  processFeedback,
  type FeedbackItem,
  type FeedbackListQuery,
  type FeedbackSortField,
} from '@/services/feedback';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import { enumCell } from '@/components/StatusBadge';

const SORT_FIELDS: readonly FeedbackSortField[] = ['submittedAt', 'processedAt'];

/** Users' feedback: filter by status, mailbox and time; read it in full; mark it processed after the confirmation. */
const FeedbackPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  // Feedback the product hands over shows as it arrives.
  const list = useListPage<FeedbackListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'submitted'),
    live: ['feedback'],
  });
  const [viewing, setViewing] = useState<FeedbackItem>();
  const t = useMessages('pages.feedback');
  const act = useFormSave(list.reload);

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
    dateTimeColumn<FeedbackItem, 'submittedAt'>(t('time'), 'submittedAt', list.sortable('submittedAt')),
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
    dateTimeColumn<FeedbackItem, 'processedAt'>(t('processedAt'), 'processedAt', list.sortable('processedAt')),
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
    <ListPage<FeedbackItem, FeedbackListQuery>
      titleId="menu.feedback"
      hiddenColumns={['processedBy,name', 'processedAt']}
      list={list}
      columns={tableColumns}
      search={{ defaultCollapsed: false }}
      dateFormatter={toInstant}
      filters={['email', 'status', 'submittedFrom', 'submittedTo']}
      sortFields={SORT_FIELDS}
      load={listFeedback}
      exportCsv={access.can('feedback:export') && exportFeedback}
    >
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
    </ListPage>
  );
};

export default FeedbackPage;
