import { type ActionType, PageContainer, type ProColumns, StatisticCard } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Col, Row } from 'antd';
import React, { useRef, useState } from 'react';
import Amount, { amountStatistic } from '@/components/Amount';
import { ColumnChart, LineChart, PieChart } from '@/components/Charts';
import PageTitle from '@/components/PageTitle';
import StatisticsChartCard, { dailyPlot, plotValue } from '@/components/StatisticsChartCard';
import StatisticsTable, { dayRangeSearchColumn, amountColumn } from '@/components/StatisticsTable';
import {
  exportPositions,
  getPositionChart,
  type PositionChart,
  type PositionChartQuery,
  type PositionDay,
  type PositionTotals,
} from '@/services/statisticsPositions';

/** Position statistics: BTC deposited and YU minted per UTC day and per chain over a range (the last 30 days by default), read from the daily rollups. */
const PositionTotalsPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statisticsPositions');
  const actionRef = useRef<ActionType>();
  const [chart, setChart] = useState<PositionChart>();
  const [failed, setFailed] = useState(false);

  const columns: ProColumns<PositionDay>[] = [
    { title: t('day'), dataIndex: 'day', hideInSearch: true },
    dayRangeSearchColumn(intl.formatMessage, t('dayRange')),
    {
      title: t('chainId'),
      dataIndex: 'chainId',
      hideInTable: true,
      fieldProps: { placeholder: t('chainIdPlaceholder') },
    },
    { title: t('positions'), dataIndex: 'positions', align: 'right', hideInSearch: true },
    amountColumn<PositionDay>(t('btcDeposited'), 'btcDeposited', 'BTC'),
    amountColumn<PositionDay>(t('yuMinted'), 'yuMinted', 'YU'),
  ];
  const days = chart?.days ?? [];
  const totals: PositionTotals | undefined = chart?.totals;
  const chartState = {
    loading: !chart && !failed,
    failed,
    empty: !totals?.positions,
    onRetry: () => actionRef.current?.reload(),
  };

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataVault' })}</PageTitle>}>
      <StatisticCard.Group direction="row" style={{ marginBottom: 16 }}>
        <StatisticCard statistic={{ title: t('positions'), value: totals ? String(totals.positions) : '-' }} />
        <StatisticCard statistic={{ title: t('btcDeposited'), ...amountStatistic(totals?.btcDeposited, 'BTC') }} />
        <StatisticCard statistic={{ title: t('yuMinted'), ...amountStatistic(totals?.yuMinted, 'YU') }} />
      </StatisticCard.Group>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} xl={12}>
          <StatisticsChartCard title={t('btcPerDay')} {...chartState}>
            <ColumnChart data={dailyPlot(days, 'btcDeposited')} xField="day" yField="value" />
          </StatisticsChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <StatisticsChartCard title={t('yuPerDay')} {...chartState}>
            <LineChart data={dailyPlot(days, 'yuMinted')} xField="day" yField="value" />
          </StatisticsChartCard>
        </Col>
        <Col xs={24}>
          <StatisticsChartCard title={t('btcPerChain')} {...chartState}>
            <PieChart
              data={(chart?.chains ?? []).map((chain) => ({
                chain: chain.chainId,
                value: plotValue(chain.btcDeposited),
              }))}
              angleField="value"
              colorField="chain"
              innerRadius={0.5}
            />
          </StatisticsChartCard>
        </Col>
      </Row>
      <StatisticsTable<PositionDay, PositionTotals, PositionChartQuery>
        rowKey="day"
        actionRef={actionRef}
        headerTitle={chart ? `${chart.from} ~ ${chart.to} (UTC)` : undefined}
        columns={columns}
        sortFields={[]}
        serverPaging={false}
        request={async (query, signal) => {
          try {
            const { data } = await getPositionChart({ from: query.from, to: query.to, chainId: query.chainId }, signal);
            setChart(data);
            setFailed(false);
            return { success: true, data: [...data.days].reverse(), total: data.days.length, totals: data.totals };
          } catch (error) {
            // Cancelled for a newer request, whose answer decides.
            if (!signal.aborted) setFailed(true);
            throw error;
          }
        }}
        summary={(sum) => ({
          positions: sum.positions,
          btcDeposited: <Amount value={sum.btcDeposited} unit="BTC" />,
          yuMinted: <Amount value={sum.yuMinted} unit="YU" />,
        })}
        onExport={(filters, locale) => exportPositions(filters, locale)}
      />
    </PageContainer>
  );
};

export default PositionTotalsPage;
