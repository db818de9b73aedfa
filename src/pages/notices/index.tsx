import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import ConfirmAction from '@/components/ConfirmAction';
import RowAction, { actionsColumn } from '@/components/RowAction';
import { SafeLink } from '@/components/SafeLink';
import VisibilityToggle, { visibilityColumn } from '@/components/VisibilityToggle';
import ClampedText from '@/components/ClampedText';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import type { Visibility } from '@/services/content';
import {
  deleteNotice,
  exportNotices,
  listNotices,
  setNoticeVisibility,
  type NoticeItem,
  type NoticeListQuery,
  type NoticePlatform,
} from '@/services/notices';
import { sortQuery } from '@/utils/listQuery';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import NoticeForm, { platformOptions } from './components/NoticeForm';

interface NoticeSearch {
  content?: string;
  status?: Visibility;
  platform?: NoticePlatform;
  createdFrom?: string;
  createdTo?: string;
}

const SORT_FIELDS = ['createdAt'] as const;

/** Site notices: filter, sort and page on the server; create, edit, show or hide, delete and export, each by its code. */
const NoticesPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<NoticeListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'created'),
  });
  const [form, setForm] = useState<{ open: boolean; notice?: NoticeItem }>({ open: false });
  const act = useFormSave(() => actionRef.current?.reload());
  const t = (id: string) => intl.formatMessage({ id: `pages.notices.${id}` });

  const rowActions = (notice: NoticeItem) =>
    [
      access.can('notices:update') && (
        <RowAction key="edit" onClick={() => setForm({ open: true, notice })}>
          {intl.formatMessage({ id: 'common.action.edit' })}
        </RowAction>
      ),
      access.can('notices:toggle') && (
        <VisibilityToggle
          key="toggle"
          status={notice.status}
          onChange={(next) => act(() => setNoticeVisibility(notice.id, next))}
        />
      ),
      access.can('notices:delete') && (
        <ConfirmAction
          key="delete"
          danger
          title={intl.formatMessage({ id: 'pages.content.confirmDelete' })}
          okButtonProps={{ danger: true }}
          onConfirm={() => act(() => deleteNotice(notice.id))}
        >
          {intl.formatMessage({ id: 'common.action.delete' })}
        </ConfirmAction>
      ),
    ].filter(Boolean);

  const columns = useStableCells<NoticeItem>(
    [
      {
        title: t('content'),
        dataIndex: 'content',
        width: 320,
        render: (_, notice) => <ClampedText text={notice.content} />,
      },
      {
        title: t('link'),
        dataIndex: 'link',
        hideInSearch: true,
        render: (_, notice) => <SafeLink href={notice.link} />,
      },
      visibilityColumn<NoticeItem>(intl),
      {
        title: t('platform'),
        dataIndex: 'platform',
        valueType: 'select',
        fieldProps: { options: platformOptions(intl.formatMessage) },
      },
      {
        title: t('createdBy'),
        dataIndex: ['createdBy', 'name'],
        hideInSearch: true,
        render: (_, notice) => <span title={notice.createdBy.email}>{notice.createdBy.name}</span>,
      },
      dateTimeColumn<NoticeItem, 'createdAt'>(t('createdAt'), 'createdAt', {
        sorter: true,
        defaultSortOrder: listQuery.defaultSortOrder('createdAt'),
      }),
      timeRangeSearchColumn<NoticeItem>(t('createdAt'), 'created'),
      actionsColumn(intl, (notice) => rowActions(notice)),
    ],
    [access],
  );

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.notices' })}</PageTitle>}>
      <ProTable<NoticeItem, NoticeSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        dateFormatter={toInstant}
        {...listQuery.tableProps}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              content: params.content,
              status: params.status,
              platform: params.platform,
              createdFrom: params.createdFrom,
              createdTo: params.createdTo,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listNotices,
          )
        }
        toolBarRender={() => [
          access.can('notices:export') && (
            <ExportButton key="export" onExport={() => exportNotices(listQuery.exportQuery(), intl.locale)} />
          ),
          access.can('notices:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {intl.formatMessage({ id: 'common.action.new' })}
            </Button>
          ),
        ]}
        {...loadState}
      />
      <NoticeForm
        open={form.open}
        notice={form.notice}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={() => actionRef.current?.reload()}
      />
    </PageContainer>
  );
};

export default NoticesPage;
