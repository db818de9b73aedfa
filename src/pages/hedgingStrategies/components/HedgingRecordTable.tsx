import { type ActionType, PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Space, Table, Tag, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import Amount from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import ExplorerHashText from '@/components/ExplorerHashText';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import { useStableCells } from '@/hooks/useStableCells';
import { useRememberedTable } from '@/hooks/useRememberedTable';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  exportHedgingRecords,
  HEDGING_NETWORKS,
  listHedgingRecords,
  type HedgingListQuery,
  type HedgingRecordPath,
  type HedgingRecords,
  type HedgingSortField,
  type HedgingTotals,
} from '@/services/hedgingStrategies';
import { sortQuery } from '@/utils/listQuery';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import { ellipsisCell } from '@/components/EllipsisCell';
import type { AmountUnit } from '../../../../contract/vocabulary';

type IntlShape = ReturnType<typeof useIntl>;
const SORT_FIELDS: readonly HedgingSortField[] = ['recordedAt', 'amount'];
const label = (intl: IntlShape, id: string) => intl.formatMessage({ id: `pages.hedgingStrategies.${id}` });
/** A network's name; locale keys spell `bitcoin-testnet` as `bitcoin_testnet`, and an unknown network shows as sent. */
const networkName = (intl: IntlShape, network: string) =>
  (HEDGING_NETWORKS as readonly string[]).includes(network)
    ? label(intl, `network.${network.replace(/-/g, '_')}`)
    : network;

/** The search form's fields, as ProTable hands them to `request`. */
type HedgingSearch = Omit<HedgingListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

// ---- column builders the four pages compose

/** A network, shown by name and filtered by a select of the known networks under the query key `dataIndex`. */
export function networkColumn<Item>(
  intl: IntlShape,
  titleId: string,
  dataIndex: keyof Item & string,
): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    valueType: 'select',
    valueEnum: Object.fromEntries(HEDGING_NETWORKS.map((network) => [network, { text: networkName(intl, network) }])),
    render: (_, item) => <Tag>{networkName(intl, String(item[dataIndex]))}</Tag>,
  };
}

/** A hash or address, shortened with copy and an explorer link for the row's network. */
export function chainColumn<Item>(
  intl: IntlShape,
  titleId: string,
  dataIndex: keyof Item & string,
  kind: 'tx' | 'address',
  networkOf: (item: Item) => string | null,
): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    render: (_, item) => (
      <ExplorerHashText value={String(item[dataIndex] ?? '')} network={networkOf(item)} kind={kind} />
    ),
  };
}

export function textColumn<Item>(intl: IntlShape, titleId: string, dataIndex: keyof Item & string): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    ...ellipsisCell<Item>((item) => item[dataIndex], { width: 180 }),
  };
}

/**
 * A decimal at the precision of its unit (the record's own token, or a fixed unit such as USDC for
 * prices), grouped, aligned right; sortable when it is the record's amount.
 */
export function decimalColumn<Item extends { token: string }>(
  intl: IntlShape,
  titleId: string,
  dataIndex: keyof Item & string,
  unit: AmountUnit | 'token',
  column: Partial<ProColumns<Item>> = {},
): ProColumns<Item> {
  return {
    title: label(intl, titleId),
    dataIndex,
    hideInSearch: true,
    align: 'right',
    render: (_, item) => <Amount value={String(item[dataIndex] ?? '')} unit={unit === 'token' ? item.token : unit} />,
    ...column,
  };
}

export function tokenColumn<Item>(intl: IntlShape, titleId = 'token'): ProColumns<Item> {
  return { title: label(intl, titleId), dataIndex: 'token', fieldProps: { placeholder: 'USDC' } };
}

/** The filter's totals under the table: the count, then the amount per token. */
const TotalsRow: React.FC<{ totals: HedgingTotals | undefined; columnCount: number }> = ({ totals, columnCount }) => {
  const intl = useIntl();
  if (!totals) return null;
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={columnCount}>
        <Space wrap data-testid="hedging-totals">
          <Typography.Text strong>{label(intl, 'totals')}</Typography.Text>
          <span>{intl.formatMessage({ id: 'pages.hedgingStrategies.totalsCount' }, { count: totals.count })}</span>
          {totals.amounts.map((entry) => (
            <Tag key={entry.token} color="blue">
              <Amount value={entry.amount} unit={entry.token} showUnit />
            </Tag>
          ))}
        </Space>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
};

interface HedgingRecordTableProps<Kind extends HedgingRecordPath> {
  path: Kind;
  /** The page's menu key (`menu.hedgingStrategies.<name>`), its title. */
  menuKey: string;
  /**
   * The kind's own columns in the spec's order, amount included; the search box and record time are added.
   * Their cells render again only when their row or the interface language changes (`useStableCells`): they may read nothing else.
   */
  columns: ProColumns<HedgingRecords[Kind]>[];
  /** The kind's columns (their `dataIndex`) shown only from the column settings, so the rest fit a 1366 px screen. */
  hiddenColumns?: readonly string[];
}

/**
 * One hedging record list: URL-synced filters (exact hash / address search, token, time range and
 * the kind's own), server-side paging and sorting, the filter's totals under the table, and the
 * CSV export of the current filter.
 */
function HedgingRecordTable<Kind extends HedgingRecordPath>({
  path,
  menuKey,
  columns,
  hiddenColumns,
}: HedgingRecordTableProps<Kind>) {
  const intl = useIntl();
  const remembered = useRememberedTable(menuKey, hiddenColumns);
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<HedgingListQuery>({
    toFormValues: (params) => timeRangeFormValues(params, 'recorded'),
  });
  const [totals, setTotals] = useState<HedgingTotals>();

  const allColumns = useStableCells<HedgingRecords[Kind]>([
    {
      title: label(intl, 'search'),
      // The placeholder names what to enter; that it must be whole and exact is said here, where it fits.
      tooltip: label(intl, 'searchHint'),
      dataIndex: 'search',
      hideInTable: true,
      fieldProps: { placeholder: label(intl, 'searchPlaceholder') },
    },
    ...columns.map((column) =>
      column.dataIndex === 'amount'
        ? { ...column, sorter: true, defaultSortOrder: listQuery.defaultSortOrder('amount') }
        : column,
    ),
    dateTimeColumn<HedgingRecords[Kind], 'recordedAt'>(label(intl, 'recordedAt'), 'recordedAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('recordedAt'),
    }),
    timeRangeSearchColumn<HedgingRecords[Kind]>(intl.formatMessage, label(intl, 'recordedAt'), 'recorded'),
  ]);
  const visibleColumnCount = allColumns.filter((column) => !column.hideInTable).length;

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: menuKey })}</PageTitle>}>
      <ProTable<HedgingRecords[Kind], HedgingSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={allColumns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        dateFormatter={toInstant}
        {...listQuery.tableProps}
        {...remembered.tableProps}
        pagination={remembered.pagination(listQuery.tableProps.pagination, listQuery.pageSizeInUrl)}
        request={async (params, sort) => {
          setTotals(undefined);
          const answer = await listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              search: params.search,
              token: params.token,
              network: params.network,
              sourceChain: params.sourceChain,
              targetChain: params.targetChain,
              recordedFrom: params.recordedFrom,
              recordedTo: params.recordedTo,
              ...sortQuery(sort, SORT_FIELDS),
            },
            (query, signal) => listHedgingRecords(path, query, signal),
          );
          // A superseded request leaves the totals to the request that superseded it.
          if (answer.success) setTotals(answer.totals);
          return answer;
        }}
        summary={() => <TotalsRow totals={totals} columnCount={visibleColumnCount} />}
        toolBarRender={() => [
          access.can('hedging:export') && (
            <ExportButton
              key="export"
              onExport={() => exportHedgingRecords(path, listQuery.exportQuery(), intl.locale)}
            />
          ),
        ]}
        {...loadState}
      />
    </PageContainer>
  );
}

export default HedgingRecordTable;
