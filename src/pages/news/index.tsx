import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import type React from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import { useContentRowActions } from '@/components/ContentForm/useContentRowActions';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import { actionsColumn } from '@/components/RowAction';
import { SafeLink, Thumbnail } from '@/components/SafeLink';
import { visibilityColumn } from '@/components/VisibilityToggle';
import ClampedText from '@/components/ClampedText';
import { useEditing } from '@/hooks/useEditing';
import { useStableCells } from '@/hooks/useStableCells';
import {
  deleteNews,
  exportNews,
  listNews,
  setNewsVisibility,
  type NewsItem,
  type NewsListQuery,
  type NewsSortField,
} from '@/services/news';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import NewsForm from './components/NewsForm';
import { ellipsisCell } from '@/components/EllipsisCell';

const SORT_FIELDS: readonly NewsSortField[] = ['publishedAt', 'createdAt', 'title'];

/** News: filter, sort and page on the server; create, edit, show or hide, delete and export, each by its code. */
const NewsPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<NewsListQuery>({
    live: ['news'],
    toFormValues: (params) => timeRangeFormValues(params, 'published'),
  });
  const form = useEditing<NewsItem>();
  const t = useMessages('pages.news');

  const rowActions = useContentRowActions<NewsItem>({
    area: 'news',
    onEdit: form.edit,
    setVisibility: setNewsVisibility,
    remove: deleteNews,
    onChanged: list.reload,
  });

  const columns = useStableCells<NewsItem>([
    {
      title: t('title'),
      dataIndex: 'title',
      ...list.sortable('title'),
      ...ellipsisCell<NewsItem>((news) => news.title, { width: 220 }),
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
    dateTimeColumn<NewsItem, 'publishedAt'>(t('time'), 'publishedAt', list.sortable('publishedAt')),
    timeRangeSearchColumn<NewsItem>(intl.formatMessage, t('time'), 'published'),
    { title: t('link'), dataIndex: 'link', hideInSearch: true, render: (_, news) => <SafeLink href={news.link} /> },
    visibilityColumn<NewsItem>(intl),
    dateTimeColumn<NewsItem, 'createdAt'>(t('createdAt'), 'createdAt', list.sortable('createdAt')),
    actionsColumn(intl, (news) => rowActions(news)),
  ]);

  return (
    <ListPage<NewsItem, NewsListQuery>
      titleId="menu.news"
      hiddenColumns={['link', 'createdAt']}
      list={list}
      columns={columns}
      search={{ defaultCollapsed: false }}
      dateFormatter={toInstant}
      filters={['title', 'status', 'publishedFrom', 'publishedTo']}
      sortFields={SORT_FIELDS}
      load={listNews}
      exportCsv={access.can('news:export') && exportNews}
      toolBar={[access.can('news:create') && <CreateButton key="new" onClick={form.create} />]}
    >
      <NewsForm open={form.open} news={form.target} onOpenChange={form.onOpenChange} onSaved={list.reload} />
    </ListPage>
  );
};

export default NewsPage;
