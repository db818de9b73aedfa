import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { useRequest } from 'ahooks';
import React from 'react';
import Amount from '@/components/Amount';
import { BarChart } from '@/components/Charts';
import { dateTimeColumn } from '@/components/DateTime';
import PageTitle from '@/components/PageTitle';
import StatisticsChartCard, { plotValue } from '@/components/StatisticsChartCard';
import StatisticsTable, { addressColumn, amountColumn } from '@/components/StatisticsTable';
import {
  exportTeams,
  getTopTeams,
  listTeams,
  type TeamItem,
  type TeamListQuery,
  type TeamSortField,
  type TeamTotals,
} from '@/services/statisticsPositions';
import { shortenHash } from '@/utils/chainFields';

const SORT_FIELDS: readonly TeamSortField[] = ['yuMinted', 'teamSize', 'observedAt'];
const TOP_TEAMS = 10;

/** Teams by captain (the newest observation of each), the top ten by YU minted as a bar chart, with totals of the whole filter. */
const TeamsPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statisticsPositions');
  const top = useRequest(() => getTopTeams(TOP_TEAMS));
  const topTeams = top.data?.data ?? [];

  const columns: ProColumns<TeamItem>[] = [
    addressColumn<TeamItem>(t('captainAddress'), 'captainAddress'),
    amountColumn<TeamItem>(t('teamYuMinted'), 'yuMinted', 'YU'),
    { title: t('teamSize'), dataIndex: 'teamSize', align: 'right', hideInSearch: true },
    dateTimeColumn<TeamItem, 'observedAt'>(t('observedAt'), 'observedAt'),
  ];

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.datacaptain' })}</PageTitle>}>
      <div style={{ marginBottom: 16 }}>
        <StatisticsChartCard
          title={t('topTeams')}
          loading={top.loading}
          failed={Boolean(top.error)}
          empty={!topTeams.length}
          onRetry={top.refresh}
        >
          <BarChart
            data={topTeams.map((team) => ({
              captain: shortenHash(team.captainAddress),
              value: plotValue(team.yuMinted),
            }))}
            xField="captain"
            yField="value"
          />
        </StatisticsChartCard>
      </div>
      <StatisticsTable<TeamItem, TeamTotals, TeamListQuery>
        rowKey="captainAddress"
        columns={columns}
        sortFields={SORT_FIELDS}
        request={listTeams}
        summary={(totals) => ({
          captainAddress: `${t('total')} (${totals.teams})`,
          yuMinted: <Amount value={totals.yuMinted} unit="YU" />,
          teamSize: totals.members,
        })}
        onExport={(filters, locale) => exportTeams(filters, locale)}
      />
    </PageContainer>
  );
};

export default TeamsPage;
