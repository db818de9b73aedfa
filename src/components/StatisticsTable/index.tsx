import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Table, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import ExportButton from '@/components/ExportButton';

export { amountColumn } from '@/components/Amount';
export { addressColumn } from '@/components/HashText';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import type { SortOrder } from '@/services/types';
import { formatCount } from '@/utils/decimal';
import { sortQuery } from '@/utils/listQuery';
import type { Translate } from '@/locales/intl';

/** The code that gates every statistics export. */
const STATISTICS_EXPORT_CODE = 'statistics:export';

const DAY_RANGE = 'dayRange';

/**
 * A search-only range of UTC days sent as `from` / `to` (`YYYY-MM-DD`), which the statistics API reads as
 * whole days. Its ends say "Start date" and "End date": two "Please select" did not fit beside a long label.
 */
export function dayRangeSearchColumn<Row>(translate: Translate, title: string, tooltip?: string): ProColumns<Row> {
  return {
    title,
    tooltip,
    key: DAY_RANGE,
    dataIndex: DAY_RANGE,
    valueType: 'dateRange',
    fieldProps: {
      placeholder: [translate({ id: 'common.range.startDate' }), translate({ id: 'common.range.endDate' })],
    },
    hideInTable: true,
    hideInSetting: true,
    search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
  };
}

/** A whole count, aligned right and grouped as the interface language writes numbers. */
export function countColumn<Row>(title: string, field: keyof Row & string, locale: string): ProColumns<Row> {
  return {
    title,
    dataIndex: field,
    hideInSearch: true,
    align: 'right',
    render: (_, row) => formatCount(row[field] as number, locale),
  };
}

/** The totals row's first cell: its label, then what the totals cover, dimmer. */
export const TotalsCaption: React.FC<{ label: string; children: React.ReactNode }> = ({ label, children }) => (
  <>
    {label} <Typography.Text type="secondary">{children}</Typography.Text>
  </>
);

/** A shared link's `from` / `to` back as the range field's value. */
function dayRangeFormValues(params: Record<string, string>): Record<string, unknown> {
  const { from, to, ...rest } = params;
  return from && to ? { ...rest, [DAY_RANGE]: [from, to] } : rest;
}

interface PageWithTotals<Row, Totals> {
  success: true;
  data: Row[];
  total: number;
  totals: Totals;
}

/** A traffic list (page views, wallet connections) as the table reads it: the answer's `summary` is its totals. */
export function summaryAsTotals<Query, Row, Summary>(
  list: (
    query: Query,
    signal: AbortSignal,
  ) => Promise<Omit<PageWithTotals<Row, Summary>, 'totals'> & { summary: Summary }>,
): (query: Query, signal: AbortSignal) => Promise<PageWithTotals<Row, Summary>> {
  return async (query, signal) => {
    const answer = await list(query, signal);
    return { ...answer, totals: answer.summary };
  };
}

type ListQuery = { current?: number; pageSize?: number; sortField?: string; sortOrder?: SortOrder } & Record<
  string,
  unknown
>;

interface StatisticsTableProps<Row extends object, Totals, Query extends object> {
  /** A column, or the row's key built from several (rows of a rollup have no id). */
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** Their cells render again only when their row or the interface language changes (`useStableCells`): they may read nothing else. */
  columns: ProColumns<Row>[];
  /** The columns the API sorts by (the rest are not sortable). */
  sortFields: readonly string[];
  /** The list call; it receives the table's filters (named as the API names them), page and sort, and the signal that cancels it once a newer one supersedes it. */
  request: (query: Query, signal: AbortSignal) => Promise<PageWithTotals<Row, Totals>>;
  /** The summary row's cells, keyed by column `dataIndex`; the first column says "Total" unless given. */
  summary: (totals: Totals) => Partial<Record<string, React.ReactNode>>;
  /** Downloads the current filter and sort, in the panel's language; the button shows only with the export code. */
  onExport?: (filters: Record<string, unknown>, locale: string) => Promise<unknown>;
  /** Told every filter the table sends, so a chart beside it can follow. */
  onQuery?: (filters: Record<string, unknown>) => void;
  /** Told every answer, so a chart drawn from the same data needs no second request. */
  onLoaded?: (page: PageWithTotals<Row, Totals>) => void;
  headerTitle?: React.ReactNode;
  /** To reload the table from outside (a chart's retry). */
  actionRef?: React.MutableRefObject<ActionType | undefined>;
  /** False for a short list answered whole (paged in the browser). */
  serverPaging?: boolean;
}

/**
 * The table of every statistics page: filters, page and sort in the URL, sorted, filtered and
 * paged in SQL, a summary row with the totals of the whole filter (not only the visible page),
 * the load-failed state and the export of the current view.
 */
function StatisticsTable<Row extends object, Totals, Query extends object = ListQuery>({
  rowKey,
  columns,
  sortFields,
  request,
  summary,
  onExport,
  onQuery,
  onLoaded,
  headerTitle,
  actionRef: givenActionRef,
  serverPaging = true,
}: StatisticsTableProps<Row, Totals, Query>) {
  const intl = useIntl();
  const access = useAccess();
  const ownActionRef = useRef<ActionType>();
  const actionRef = givenActionRef ?? ownActionRef;
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<ListQuery>({ toFormValues: dayRangeFormValues });
  const [totals, setTotals] = useState<Totals>();

  const sortableColumns = useStableCells<Row>(
    columns.map((column) =>
      typeof column.dataIndex === 'string' && sortFields.includes(column.dataIndex)
        ? { ...column, sorter: true, defaultSortOrder: listQuery.defaultSortOrder(column.dataIndex) }
        : column,
    ),
  );
  const shownColumns = sortableColumns.filter((column) => !column.hideInTable);
  const cells = totals === undefined ? undefined : summary(totals);

  return (
    <ProTable<Row, Record<string, unknown>>
      rowKey={rowKey}
      scroll={{ x: 'max-content' }}
      actionRef={actionRef}
      columns={sortableColumns}
      headerTitle={headerTitle}
      search={{ labelWidth: 'auto', defaultCollapsed: false }}
      {...listQuery.tableProps}
      request={async (params, sort) => {
        const { current, pageSize, ...filters } = params;
        const filtersAndSort = { ...filters, ...sortQuery(sort, sortFields) };
        onQuery?.(filtersAndSort);
        // The search form's field names are the API's filter names, so the query is the API's query.
        const page = await listQuery.send(
          { ...(serverPaging ? { current, pageSize } : {}), ...filtersAndSort },
          (query, signal) => request(query as Query, signal),
        );
        if (page.success) {
          setTotals(page.totals);
          onLoaded?.(page);
        }
        return page;
      }}
      summary={() =>
        cells && (
          <Table.Summary fixed>
            <Table.Summary.Row data-testid="statistics-summary">
              {shownColumns.map((column, index) => {
                const key = typeof column.dataIndex === 'string' ? column.dataIndex : String(index);
                return (
                  <Table.Summary.Cell key={key} index={index} align={column.align}>
                    {index === 0 ? (
                      <Typography.Text strong>
                        {cells[key] ?? intl.formatMessage({ id: 'pages.statisticsPositions.total' })}
                      </Typography.Text>
                    ) : (
                      cells[key]
                    )}
                  </Table.Summary.Cell>
                );
              })}
            </Table.Summary.Row>
          </Table.Summary>
        )
      }
      toolBarRender={() =>
        onExport && access.can(STATISTICS_EXPORT_CODE)
          ? [<ExportButton key="export" onExport={() => onExport(listQuery.exportQuery(), intl.locale)} />]
          : []
      }
      {...loadState}
    />
  );
}

export default StatisticsTable;
