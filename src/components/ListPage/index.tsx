import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  PageContainer,
  type ProColumns,
  ProTable,
  type ProTableProps,
} from '@ant-design/pro-components';
import { useIntl, type MessageId } from '@/locales/intl';
import { Button } from 'antd';
import React, { useCallback, useRef, useState } from 'react';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import { type ActionsColumn, hasRowAction, ROW_ACTIONS } from '@/components/RowAction';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useLiveChanges } from '@/hooks/useLiveChanges';
import { useRememberedTable } from '@/hooks/useRememberedTable';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import type { ApiList, SortOrder } from '@/services/types';
import { acknowledgedSoFar, heldByReading, type LiveChange } from '@/utils/liveEvents';
import { sortQuery } from '@/utils/listQuery';

type ListQueryOptions = Parameters<typeof useUrlListQuery>[0];

/**
 * What a list page holds on to: the table's handle, its load state and its query. With `inUrl`
 * (the default) the filters, page and sort live in the URL (`useUrlListQuery`); without it the table
 * keeps them, and only the newest request counts.
 */
export function useListPage<Query extends object>({
  inUrl = true,
  live,
  ...options
}: NonNullable<ListQueryOptions> & {
  inUrl?: boolean;
  /**
   * Kinds of record (`deposit`, `operation`…) whose live changes read the list's page again quietly:
   * the rows change in place, without the loading veil, filters, page and scroll kept.
   */
  live?: readonly string[];
} = {}) {
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<Query>(options);
  const latest = useLatestRequest();
  const reload = useCallback(() => {
    actionRef.current?.reload();
  }, []);
  // Set while a live change's reading is under way: the table keeps showing its rows, unveiled.
  const [quiet, setQuiet] = useState(false);
  /** Reads the page again as a live change asks: the rows change in place. */
  const follow = useCallback(() => {
    setQuiet(true);
    void actionRef.current?.reload();
  }, []);
  // Where one's own changes stood when the latest reading began: a live change it holds is not read again.
  const readingSince = useRef(-1);
  const held = useCallback((change: LiveChange) => heldByReading(change, readingSince.current), []);
  useLiveChanges(live, follow, held);
  const loaded = useCallback(() => setQuiet(false), []);
  const send = useCallback(
    <Answer extends ApiList<unknown>>(query: Query, load: (query: Query, signal: AbortSignal) => Promise<Answer>) => {
      readingSince.current = acknowledgedSoFar();
      return inUrl ? listQuery.send(query, load) : latest<Answer>((signal) => load(query, signal));
    },
    [inUrl, listQuery.send, latest],
  );
  const tableProps = inUrl ? listQuery.tableProps : { pagination: { defaultPageSize: 20, showSizeChanger: true } };
  const pageSizeInUrl = inUrl ? listQuery.pageSizeInUrl : undefined;
  /** A column sorted by the list call, in the order a shared link asks for. */
  const sortable = (field: string) => ({ sorter: true, defaultSortOrder: listQuery.defaultSortOrder(field) });
  return { actionRef, loadState, listQuery, reload, follow, send, tableProps, pageSizeInUrl, sortable, quiet, loaded };
}

type ListPageState<Query extends object> = ReturnType<typeof useListPage<Query>>;

type Paging = 'current' | 'pageSize' | 'sortField' | 'sortOrder';
type Filter<Query> = Exclude<keyof Query, Paging> & string;
type SortField<Query> = Query extends { sortField?: infer Field } ? NonNullable<Field> & string : never;
/** The search form's fields, as ProTable hands them to `request`: named as the query names them. */
type Search<Query> = { [Key in Filter<Query>]?: Query[Key] };

interface ListTableProps<Item extends object, Query extends object>
  extends Omit<ProTableProps<Item, Search<Query>>, 'columns' | 'request' | 'toolBarRender' | 'actionRef'> {
  list: ListPageState<Query>;
  columns: ProColumns<Item>[];
  /** The search form's fields the list call receives, under the same names. */
  filters: readonly Filter<Query>[];
  /** The columns the list call sorts by. */
  sortFields?: readonly SortField<Query>[];
  /** The typed list call. */
  load: (query: Query, signal: AbortSignal) => Promise<ApiList<Item>>;
  /**
   * The toolbar's buttons, left to right, the primary one last (beside the table's settings, as every list
   * here has it); a `false` (an action the administrator may not take) is left out.
   */
  toolBar?: (React.ReactNode | false)[];
  /** The CSV of the current filter, in the interface language: the toolbar's first button; `false` where it may not be taken. */
  exportCsv?: false | ((filters: Partial<Query>, locale: string) => Promise<unknown>);
  /** Names the list where its column settings, density and page size are remembered. */
  tableKey: string;
  /** Columns (their `key` or `dataIndex`) left out until shown in the column settings, so the rest fit a 1366 px screen. */
  hiddenColumns?: readonly string[];
}

/**
 * A list's ProTable: the typed list call with its page, filters and sort, the load-failed state,
 * the search form and the toolbar, the columns, density and page size a person chose remembered,
 * scrolling sideways when the columns shown do not fit.
 */
export function ListTable<Item extends object, Query extends object>({
  list,
  filters,
  sortFields = [],
  load,
  toolBar,
  exportCsv,
  search,
  columns,
  onLoad,
  tableKey,
  hiddenColumns,
  ...table
}: ListTableProps<Item, Query>) {
  const intl = useIntl();
  const remembered = useRememberedTable(tableKey, hiddenColumns);
  // Rows on this page with an action this administrator may take: none, and there is no Actions column.
  const [anyRowAction, setAnyRowAction] = useState(true);
  const actionsOf = (column: ProColumns<Item>) => (column as Partial<ActionsColumn<Item>>)[ROW_ACTIONS];
  const shownColumns = anyRowAction
    ? columns
    : columns.map((column) => (actionsOf(column) ? { ...column, hideInTable: true } : column));
  return (
    <ProTable<Item, Search<Query>>
      rowKey="id"
      scroll={{ x: 'max-content' }}
      actionRef={list.actionRef}
      search={search === false ? false : { labelWidth: 'auto', ...search }}
      {...list.tableProps}
      {...remembered.tableProps}
      pagination={remembered.pagination(list.tableProps.pagination, list.pageSizeInUrl)}
      request={(params, sort) => {
        const query: Record<string, unknown> = { current: params.current, pageSize: params.pageSize };
        for (const filter of filters) query[filter] = params[filter];
        const sorted: { sortField?: string; sortOrder?: SortOrder } = sortQuery(sort, sortFields);
        return list.send({ ...query, ...sorted } as Query, load);
      }}
      toolBarRender={
        (toolBar || exportCsv) &&
        (() =>
          [
            exportCsv && (
              <ExportButton key="export" onExport={() => exportCsv(list.listQuery.exportQuery(), intl.locale)} />
            ),
            ...(toolBar ?? []),
          ].filter(Boolean))
      }
      {...list.loadState}
      onRequestError={() => {
        list.loaded();
        list.loadState.onRequestError();
      }}
      // Controlled only while a live change is read (src/components/ListPage: quiet), else ProTable's own.
      loading={list.quiet ? false : undefined}
      {...table}
      columns={shownColumns}
      onLoad={(rows) => {
        const render = columns.map(actionsOf).find(Boolean);
        setAnyRowAction(!render || rows.some((row) => hasRowAction(render(row))));
        list.loaded();
        list.loadState.onLoad();
        onLoad?.(rows);
      }}
    />
  );
}

interface ListPageProps<Item extends object, Query extends object>
  extends Omit<ListTableProps<Item, Query>, 'tableKey'> {
  /** The page's menu translation key, its title. */
  titleId: MessageId;
  /** What stands above the table. */
  header?: React.ReactNode;
  /** What the page opens over the table: its forms and drawers. */
  children?: React.ReactNode;
}

/** A list page: its title, the list's table and what the page opens over it. */
function ListPage<Item extends object, Query extends object>({
  titleId,
  header,
  children,
  ...table
}: ListPageProps<Item, Query>) {
  const intl = useIntl();
  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: titleId })}</PageTitle>}>
      {header}
      <ListTable<Item, Query> tableKey={titleId} {...table} />
      {children}
    </PageContainer>
  );
}

/** A toolbar's primary button that opens the create form, labelled "New" unless told otherwise. */
export function CreateButton({ onClick, children }: { onClick: () => void; children?: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children ?? intl.formatMessage({ id: 'common.action.new' })}
    </Button>
  );
}

export default ListPage;
