import { type ActionType, PageContainer, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Space, Table, Tag, Typography } from 'antd';
import React, { useRef, useState } from 'react';
import Amount from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import { useStableCells } from '@/hooks/useStableCells';
import { useRememberedTable } from '@/hooks/useRememberedTable';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  exportHedgingRecords,
  listHedgingRecords,
  type HedgingListQuery,
  type HedgingRecordPath,
  type HedgingRecords,
  type HedgingSortField,
  type HedgingTotals,
} from '@/services/hedgingStrategies';
import { sortQuery } from '@/utils/listQuery';
import { timeRangeFormValues, timeRangeSearchColumn, toInstant } from '@/utils/timeRangeSearch';
import { HEDGING_KINDS, type HedgingKind, label } from './hedgingColumns';

const SORT_FIELDS: readonly HedgingSortField[] = ['recordedAt', 'amount'];
/** The search form's fields, as ProTable hands them to `request`. */
type HedgingSearch = Omit<HedgingListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

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
  /** Which records, as the list call's path names them; `HEDGING_KINDS` holds their title and columns. */
  kind: Kind;
}

/**
 * One hedging record list: URL-synced filters (exact hash / address search, token, time range and
 * the kind's own), server-side paging and sorting, the filter's totals under the table, and the
 * CSV export of the current filter.
 */
function HedgingRecordTable<Kind extends HedgingRecordPath>({ kind }: HedgingRecordTableProps<Kind>) {
  const intl = useIntl();
  const { menuKey, columns, hiddenColumns }: HedgingKind<Kind> = HEDGING_KINDS[kind];
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
    ...columns(intl).map((column) =>
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
            (query, signal) => listHedgingRecords(kind, query, signal),
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
              onExport={() => exportHedgingRecords(kind, listQuery.exportQuery(), intl.locale)}
            />
          ),
        ]}
        {...loadState}
      />
    </PageContainer>
  );
}

export default HedgingRecordTable;
