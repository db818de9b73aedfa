import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { useRequest } from 'ahooks';
import React, { useState } from 'react';
import { ColumnChart } from '@/components/Charts';
import HashText from '@/components/HashText';
import PageTitle from '@/components/PageTitle';
import StatisticsChartCard from '@/components/StatisticsChartCard';
import StatisticsTable, {
  countColumn,
  dayRangeSearchColumn,
  summaryAsTotals,
  TotalsCaption,
} from '@/components/StatisticsTable';
import {
  exportWalletConnections,
  listWalletConnections,
  walletConnectionsPerDay,
  type WalletConnectionItem,
  type WalletFilters,
  type WalletList,
  type WalletListQuery,
  type WalletSortField,
} from '@/services/statisticsTraffic';
import { formatCount } from '@/utils/decimal';

const SORT_FIELDS: readonly WalletSortField[] = ['day', 'chainId', 'address', 'connections'];

/** The search form's values as the API's filter: a chain ID is a number, an address is exact. */
function walletFilters({ from, to, chainId, address }: Record<string, unknown>): WalletFilters {
  return {
    from: from as string | undefined,
    to: to as string | undefined,
    chainId: chainId === undefined || chainId === null || chainId === '' ? undefined : Number(chainId),
    address: typeof address === 'string' && address.trim() ? address.trim() : undefined,
  };
}

/** Wallet connection statistics: connections per UTC day and chain ID (stacked), and per address in the table, with totals. */
const WalletConnectionsPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statistics');
  const count = (value: number) => formatCount(value, intl.locale);
  // The chart follows the table's filter (not its sort or page).
  const [filters, setFilters] = useState<WalletFilters>();
  const daily = useRequest(async () => (await walletConnectionsPerDay(filters ?? {})).data, {
    ready: filters !== undefined,
    refreshDeps: [JSON.stringify(filters ?? null)],
  });
  const chartData = (daily.data ?? []).map((point) => ({
    day: point.day,
    connections: point.connections,
    chain: t('wallet.chainLabel', { chainId: point.chainId }),
  }));

  const columns: ProColumns<WalletConnectionItem>[] = [
    { title: t('day'), dataIndex: 'day', hideInSearch: true },
    dayRangeSearchColumn<WalletConnectionItem>(intl.formatMessage, t('dayRange'), t('dayHint')),
    { title: t('wallet.chainId'), dataIndex: 'chainId', valueType: 'digit', render: (_, row) => row.chainId },
    { title: t('wallet.address'), dataIndex: 'address', render: (_, row) => <HashText value={row.address} /> },
    countColumn<WalletConnectionItem>(t('wallet.connections'), 'connections', intl.locale),
  ];

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataWallet' })}</PageTitle>}>
      <div style={{ marginBottom: 16 }}>
        <StatisticsChartCard
          title={t('wallet.perDay')}
          height={260}
          loading={!daily.data && !daily.error}
          failed={Boolean(daily.error)}
          empty={!chartData.length}
          onRetry={daily.refresh}
        >
          <ColumnChart
            height={260}
            data={chartData}
            xField="day"
            yField="connections"
            colorField="chain"
            stack
            axis={{ x: { title: false, labelAutoHide: true }, y: { title: false } }}
          />
        </StatisticsChartCard>
      </div>
      <StatisticsTable<WalletConnectionItem, WalletList['summary'], WalletListQuery>
        rowKey={(row) => `${row.day}|${row.chainId}|${row.address}`}
        columns={columns}
        sortFields={SORT_FIELDS}
        request={summaryAsTotals((query, signal) =>
          listWalletConnections({ ...query, ...walletFilters(query as Record<string, unknown>) }, signal),
        )}
        onQuery={(current) => setFilters(walletFilters(current))}
        summary={(summary) => ({
          day: (
            <TotalsCaption label={t('total')}>
              {summary.distinctAddresses === null
                ? t('wallet.totalsUncounted', { rows: count(summary.rows), connections: count(summary.connections) })
                : t('wallet.totals', {
                    rows: count(summary.rows),
                    connections: count(summary.connections),
                    addresses: count(summary.distinctAddresses),
                  })}
            </TotalsCaption>
          ),
          connections: count(summary.connections),
        })}
        onExport={(current, locale) => exportWalletConnections(walletFilters(current), locale)}
      />
    </PageContainer>
  );
};

export default WalletConnectionsPage;
