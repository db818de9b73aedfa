import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { useRequest } from 'ahooks';
import React, { useState } from 'react';
import Amount from '@/components/Amount';
import { ColumnChart } from '@/components/Charts';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import StatisticsChartCard, { dailyPlot } from '@/components/StatisticsChartCard';
import StatisticsTable, { addressColumn, dayRangeSearchColumn, amountColumn } from '@/components/StatisticsTable';
import {
  type DayRange,
  exportLotteryDraws,
  getLotteryChart,
  type LotteryDrawItem,
  type LotteryListQuery,
  type LotterySortField,
  type LotteryTotals,
  listLotteryDraws,
} from '@/services/statisticsPositions';

const SORT_FIELDS: readonly LotterySortField[] = ['drawnAt', 'totalPrizeBerries', 'captainBerries'];

/** Lottery draws: prize berries per UTC day over the table's day range (the last 30 days by default), and the draws with totals of the whole filter. */
const LotteriesPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statisticsPositions');
  const [range, setRange] = useState<DayRange>({});
  const chart = useRequest(() => getLotteryChart(range), { refreshDeps: [range.from, range.to] });
  const days = chart.data?.data.days ?? [];

  const columns: ProColumns<LotteryDrawItem>[] = [
    dateTimeColumn<LotteryDrawItem, 'drawnAt'>(t('drawnAt'), 'drawnAt'),
    dayRangeSearchColumn(intl.formatMessage, t('dayRange')),
    addressColumn<LotteryDrawItem>(t('captainAddress'), 'captainAddress'),
    { title: t('teamSizeExcludingCaptain'), dataIndex: 'teamSize', align: 'right', hideInSearch: true },
    amountColumn<LotteryDrawItem>(t('captainBerries'), 'captainBerries'),
    amountColumn<LotteryDrawItem>(t('totalPrizeBerries'), 'totalPrizeBerries'),
  ];

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.data0penBox' })}</PageTitle>}>
      <div style={{ marginBottom: 16 }}>
        <StatisticsChartCard
          title={
            chart.data
              ? `${t('prizePerDay')} · ${chart.data.data.from} ~ ${chart.data.data.to} (UTC)`
              : t('prizePerDay')
          }
          loading={chart.loading && !chart.data}
          failed={Boolean(chart.error)}
          empty={!chart.data?.data.totals.draws}
          onRetry={chart.refresh}
        >
          <ColumnChart data={dailyPlot(days, 'totalPrizeBerries')} xField="day" yField="value" />
        </StatisticsChartCard>
      </div>
      <StatisticsTable<LotteryDrawItem, LotteryTotals, LotteryListQuery>
        rowKey="id"
        columns={columns}
        sortFields={SORT_FIELDS}
        request={listLotteryDraws}
        onQuery={(filters) =>
          setRange((current) =>
            current.from === filters.from && current.to === filters.to
              ? current
              : { from: filters.from as string | undefined, to: filters.to as string | undefined },
          )
        }
        summary={(totals) => ({
          drawnAt: `${t('total')} (${totals.draws})`,
          captainBerries: <Amount value={totals.captainBerries} />,
          totalPrizeBerries: <Amount value={totals.totalPrizeBerries} />,
        })}
        onExport={(filters, locale) => exportLotteryDraws(filters, locale)}
      />
    </PageContainer>
  );
};

export default LotteriesPage;
