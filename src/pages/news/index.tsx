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
import { SafeLink, Thumbnail } from '@/components/SafeLink';
import VisibilityToggle, { visibilityColumn } from '@/components/VisibilityToggle';
import ClampedText from '@/components/ClampedText';
import { useFormSave } from '@/hooks/useFormSave';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import type { Visibility } from '@/services/content';
import {
  deleteNews,
  exportNews,
  listNews,
  setNewsVisibility,
  type NewsItem,
  type NewsListQuery,
  type NewsSortField,
} from '@/services/news';
import { sortQuery } from '@/utils/listQuery';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import NewsForm from './components/NewsForm';
import { ellipsisCell } from '@/components/EllipsisCell';

/** The search form's fields, as ProTable hands them to `request`. */
interface NewsSearch {
  title?: string;
  status?: Visibility;
  publishedFrom?: string;
  publishedTo?: string;
}

const SORT_FIELDS: readonly NewsSortField[] = ['publishedAt', 'createdAt', 'title'];

/** News: filter, sort and page on the server; create, edit, show or hide, delete and export, each by its code. */
const NewsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<NewsListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'published'),
  });
  const [form, setForm] = useState<{ open: boolean; news?: NewsItem }>({ open: false });
  const act = useFormSave(() => actionRef.current?.reload());
  const t = (id: string) => intl.formatMessage({ id: `pages.news.${id}` });

  const rowActions = (news: NewsItem) =>
    [
      access.can('news:update') && (
        <RowAction key="edit" onClick={() => setForm({ open: true, news })}>
          {intl.formatMessage({ id: 'common.action.edit' })}
        </RowAction>
      ),
      access.can('news:toggle') && (
        <VisibilityToggle
          key="toggle"
          status={news.status}
          onChange={(next) => act(() => setNewsVisibility(news.id, next))}
        />
      ),
      access.can('news:delete') && (
        <ConfirmAction
          key="delete"
          danger
          title={intl.formatMessage({ id: 'pages.content.confirmDelete' })}
          okButtonProps={{ danger: true }}
          onConfirm={() => act(() => deleteNews(news.id))}
        >
          {intl.formatMessage({ id: 'common.action.delete' })}
        </ConfirmAction>
      ),
    ].filter(Boolean);

  const columns = useStableCells<NewsItem>([
    {
      title: t('title'),
      dataIndex: 'title',
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('title'),
      width: 220,
      ...ellipsisCell<NewsItem>((news) => news.title),
    },
    {
      title: t('description'),
      dataIndex: 'description',
      hideInSearch: true,
      width: 280,
      render: (_, news) => <ClampedText text={news.description} />,
    },
    {
      title: t('image'),
      dataIndex: 'imageUrl',
      hideInSearch: true,
      render: (_, news) => <Thumbnail src={news.imageUrl} alt={news.title} />,
    },
    dateTimeColumn<NewsItem, 'publishedAt'>(t('time'), 'publishedAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('publishedAt'),
    }),
    timeRangeSearchColumn<NewsItem>(t('time'), 'published'),
    { title: t('link'), dataIndex: 'link', hideInSearch: true, render: (_, news) => <SafeLink href={news.link} /> },
    visibilityColumn<NewsItem>(intl),
    dateTimeColumn<NewsItem, 'createdAt'>(t('createdAt'), 'createdAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('createdAt'),
    }),
    actionsColumn(intl, (news) => rowActions(news)),
  ]);

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.news' })}</PageTitle>}>
      <ProTable<NewsItem, NewsSearch>
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
              title: params.title,
              status: params.status,
              publishedFrom: params.publishedFrom,
              publishedTo: params.publishedTo,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listNews,
          )
        }
        toolBarRender={() => [
          access.can('news:export') && (
            <ExportButton key="export" onExport={() => exportNews(listQuery.exportQuery(), intl.locale)} />
          ),
          access.can('news:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true })}>
              {intl.formatMessage({ id: 'common.action.new' })}
            </Button>
          ),
        ]}
        {...loadState}
      />
      <NewsForm
        open={form.open}
        news={form.news}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        onSaved={() => actionRef.current?.reload()}
      />
    </PageContainer>
  );
};

export default NewsPage;
