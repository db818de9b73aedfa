import { type ActionType, PageContainer, ProCard, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Table, Typography } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { ColumnChart } from '@/components/Charts';
import ExportButton from '@/components/ExportButton';
import HashText from '@/components/HashText';
import PageTitle from '@/components/PageTitle';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  exportWalletConnections,
  listWalletConnections,
  walletConnectionsPerDay,
  type DailyConnections,
  type WalletConnectionItem,
  type WalletFilters,
  type WalletList,
  type WalletListQuery,
  type WalletSortField,
} from '@/services/statisticsTraffic';
import { sortQuery } from '@/utils/listQuery';
import { dayRangeFormValues, dayRangeSearchColumn, formatCount } from '../dayRange';

interface WalletSearch {
  chainId?: string;
  address?: string;
  from?: string;
  to?: string;
}

const SORT_FIELDS: readonly WalletSortField[] = ['day', 'chainId', 'address', 'connections'];

/** Connections per day and chain of the table's current filter. */
function useDaily(filters: WalletFilters | undefined): DailyConnections[] | undefined {
  const [daily, setDaily] = useState<DailyConnections[]>();
  const key = JSON.stringify(filters ?? null);
  useEffect(() => {
    const current: WalletFilters | null = JSON.parse(key);
    if (!current) return;
    let stale = false;
    walletConnectionsPerDay(current)
      .then((answer) => {
        if (!stale) setDaily(answer.data);
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [key]);
  return daily;
}

/** Wallet connection statistics: connections per UTC day and chain ID (stacked), and per address in the table, with totals. */
const DataWalletPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<WalletListQuery>({ toFormValues: dayRangeFormValues });
  const [filters, setFilters] = useState<WalletFilters>();
  const [summary, setSummary] = useState<WalletList['summary']>();
  const daily = useDaily(filters);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `pages.statistics.${id}` }, values);
  const count = (value: number) => formatCount(value, intl.locale);

  const columns: ProColumns<WalletConnectionItem>[] = [
    { title: t('day'), dataIndex: 'day', hideInSearch: true, sorter: true, defaultSortOrder: listQuery.defaultSortOrder('day') },
    dayRangeSearchColumn<WalletConnectionItem>(t('dayRange'), t('dayHint')),
    { title: t('wallet.chainId'), dataIndex: 'chainId', valueType: 'digit', sorter: true, defaultSortOrder: listQuery.defaultSortOrder('chainId'), render: (_, row) => row.chainId },
    { title: t('wallet.address'), dataIndex: 'address', sorter: true, defaultSortOrder: listQuery.defaultSortOrder('address'), render: (_, row) => <HashText value={row.address} /> },
    {
      title: t('wallet.connections'),
      dataIndex: 'connections',
      hideInSearch: true,
      sorter: true,
      align: 'right',
      defaultSortOrder: listQuery.defaultSortOrder('connections'),
      render: (_, row) => count(row.connections),
    },
  ];

  const chartData = (daily ?? []).map((point) => ({ day: point.day, connections: point.connections, chain: t('wallet.chainLabel', { chainId: point.chainId }) }));

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataWallet' })}</PageTitle>}>
      <ProCard title={t('wallet.perDay')} bordered loading={!daily} style={{ marginBottom: 16 }}>
        {daily && (
          <ColumnChart height={260} data={chartData} xField="day" yField="connections" colorField="chain" stack axis={{ x: { title: false, labelAutoHide: true }, y: { title: false } }} />
        )}
      </ProCard>
      <ProTable<WalletConnectionItem, WalletSearch>
        rowKey={(row) => `${row.day}|${row.chainId}|${row.address}`}
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        {...listQuery.tableProps}
        request={async (params, sort) => {
          const chainId = params.chainId ? Number(params.chainId) : undefined;
          const query = listQuery.remember({
            current: params.current,
            pageSize: params.pageSize,
            from: params.from,
            to: params.to,
            chainId,
            address: params.address,
            ...sortQuery(sort, SORT_FIELDS),
          });
          setFilters({ from: query.from, to: query.to, chainId: query.chainId, address: query.address?.trim() || undefined });
          const answer = await listWalletConnections(query);
          setSummary(answer.summary);
          return answer;
        }}
        summary={() =>
          summary ? (
            <Table.Summary.Row data-testid="statistics-summary">
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('total')}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {t('wallet.totals', {
                    rows: count(summary.rows),
                    connections: count(summary.connections),
                    addresses: summary.distinctAddresses === null ? t('wallet.tooWide') : count(summary.distinctAddresses),
                  })}
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong>{count(summary.connections)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : undefined
        }
        toolBarRender={() => [access.can('statistics:export') && <ExportButton key="export" onExport={() => exportWalletConnections(listQuery.exportQuery(), intl.locale)} />]}
        {...loadState}
      />
    </PageContainer>
  );
};

export default DataWalletPage;
