import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import type React from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import { useContentRowActions } from '@/components/ContentForm/useContentRowActions';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import { actionsColumn } from '@/components/RowAction';
import { SafeLink } from '@/components/SafeLink';
import { visibilityColumn } from '@/components/VisibilityToggle';
import ClampedText from '@/components/ClampedText';
import { useEditing } from '@/hooks/useEditing';
import { useStableCells } from '@/hooks/useStableCells';
import {
  deleteNotice,
  exportNotices,
  listNotices,
  setNoticeVisibility,
  type NoticeItem,
  type NoticeListQuery,
} from '@/services/notices';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import NoticeForm, { platformOptions } from './components/NoticeForm';

const SORT_FIELDS = ['createdAt'] as const;

/** Site notices: filter, sort and page on the server; create, edit, show or hide, delete and export, each by its code. */
const NoticesPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<NoticeListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'created'),
  });
  const form = useEditing<NoticeItem>();
  const t = useMessages('pages.notices');

  const rowActions = useContentRowActions<NoticeItem>({
    area: 'notices',
    onEdit: form.edit,
    setVisibility: setNoticeVisibility,
    remove: deleteNotice,
    onChanged: list.reload,
  });

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
      dateTimeColumn<NoticeItem, 'createdAt'>(t('createdAt'), 'createdAt', list.sortable('createdAt')),
      timeRangeSearchColumn<NoticeItem>(intl.formatMessage, t('createdAt'), 'created'),
      actionsColumn(intl, (notice) => rowActions(notice)),
    ],
    [access],
  );

  return (
    <ListPage<NoticeItem, NoticeListQuery>
      titleId="menu.notices"
      hiddenColumns={['createdBy,name']}
      list={list}
      columns={columns}
      search={{ defaultCollapsed: false }}
      dateFormatter={toInstant}
      filters={['content', 'status', 'platform', 'createdFrom', 'createdTo']}
      sortFields={SORT_FIELDS}
      load={listNotices}
      exportCsv={access.can('notices:export') && exportNotices}
      toolBar={[access.can('notices:create') && <CreateButton key="new" onClick={form.create} />]}
    >
      <NoticeForm notice={form.target} open={form.open} onOpenChange={form.onOpenChange} onSaved={list.reload} />
    </ListPage>
  );
};

export default NoticesPage;
