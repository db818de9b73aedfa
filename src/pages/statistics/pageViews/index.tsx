import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { useRequest } from 'ahooks';
import { Col, Row } from 'antd';
import React, { useState } from 'react';
import { BarChart, ColumnChart } from '@/components/Charts';
import PageTitle from '@/components/PageTitle';
import StatisticsChartCard from '@/components/StatisticsChartCard';
import StatisticsTable, {
  countColumn,
  dayRangeSearchColumn,
  summaryAsTotals,
  TotalsCaption,
} from '@/components/StatisticsTable';
import {
  exportPageViews,
  listPageViews,
  pageViewsPerDay,
  topCountries,
  topPages,
  type PageViewFilters,
  type PageViewItem,
  type PageViewList,
  type PageViewListQuery,
  type PageViewSortField,
} from '@/services/statisticsTraffic';
import { formatCount } from '@/utils/decimal';
import { ellipsisCell } from '@/components/EllipsisCell';

const SORT_FIELDS: readonly PageViewSortField[] = ['day', 'page', 'country', 'views'];

/** Page statistics: views per UTC day, page and country from the daily rollup, charted, ranked and tabled with totals. */
const PageViewsPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.statistics');
  const count = (value: number) => formatCount(value, intl.locale);
  // The charts follow the table's filter (not its sort or page).
  const [filters, setFilters] = useState<PageViewFilters>();
  const charts = useRequest(
    async () => {
      const current = filters ?? {};
      const [perDay, pages, countries] = await Promise.all([
        pageViewsPerDay(current),
        topPages(current),
        topCountries(current),
      ]);
      return { perDay: perDay.data, pages: pages.data, countries: countries.data };
    },
    { ready: filters !== undefined, refreshDeps: [JSON.stringify(filters ?? null)] },
  );
  const chartState = { loading: !charts.data && !charts.error, failed: Boolean(charts.error), onRetry: charts.refresh };
  /** Half a row: the most viewed pages or countries, as horizontal bars. */
  const topViews = (
    titleId: 'view.topPages' | 'view.topCountries',
    ranking: { views: number }[] | undefined,
    xField: 'page' | 'country',
  ) => (
    <Col xs={24} xl={12}>
      <StatisticsChartCard title={t(titleId)} height={260} empty={!ranking?.length} {...chartState}>
        <BarChart
          height={260}
          data={ranking ?? []}
          xField={xField}
          yField="views"
          axis={{ x: { title: false }, y: { title: false } }}
        />
      </StatisticsChartCard>
    </Col>
  );

  const columns: ProColumns<PageViewItem>[] = [
    { title: t('day'), dataIndex: 'day', hideInSearch: true },
    dayRangeSearchColumn<PageViewItem>(intl.formatMessage, t('dayRange'), t('dayHint')),
    { title: t('view.page'), dataIndex: 'page', ...ellipsisCell<PageViewItem>((row) => row.page) },
    { title: t('view.country'), dataIndex: 'country', fieldProps: { maxLength: 2 } },
    countColumn<PageViewItem>(t('view.views'), 'views', intl.locale),
  ];

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataView' })}</PageTitle>}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24}>
          <StatisticsChartCard
            title={t('view.perDay')}
            height={240}
            empty={!charts.data?.perDay.length}
            {...chartState}
          >
            <ColumnChart
              height={240}
              data={charts.data?.perDay ?? []}
              xField="day"
              yField="views"
              axis={{ x: { title: false, labelAutoHide: true }, y: { title: false } }}
            />
          </StatisticsChartCard>
        </Col>
        {topViews('view.topPages', charts.data?.pages, 'page')}
        {topViews('view.topCountries', charts.data?.countries, 'country')}
      </Row>
      <StatisticsTable<PageViewItem, PageViewList['summary'], PageViewListQuery>
        rowKey={(row) => `${row.day}|${row.page}|${row.country}`}
        columns={columns}
        sortFields={SORT_FIELDS}
        request={summaryAsTotals(listPageViews)}
        onQuery={({ from, to, page, country }) => setFilters({ from, to, page, country } as PageViewFilters)}
        summary={(summary) => ({
          day: (
            <TotalsCaption label={t('total')}>
              {t('view.totals', { rows: count(summary.rows), views: count(summary.views) })}
            </TotalsCaption>
          ),
          views: count(summary.views),
        })}
        onExport={(current, locale) => exportPageViews(current as PageViewFilters, locale)}
      />
    </PageContainer>
  );
};

export default PageViewsPage;
