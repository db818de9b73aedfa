import { type ActionType, PageContainer, ProCard, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Col, Row, Table, Typography } from 'antd';
import React, { useEffect, useRef, useState } from 'react';
import { BarChart, ColumnChart } from '@/components/Charts';
import ExportButton from '@/components/ExportButton';
import PageTitle from '@/components/PageTitle';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
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
import { sortQuery } from '@/utils/listQuery';
import { dayRangeFormValues, dayRangeSearchColumn, formatCount } from '../dayRange';

interface PageViewSearch {
  page?: string;
  country?: string;
  from?: string;
  to?: string;
}

const SORT_FIELDS: readonly PageViewSortField[] = ['day', 'page', 'country', 'views'];

interface ChartData {
  perDay: { day: string; views: number }[];
  pages: { page: string; views: number }[];
  countries: { country: string; views: number }[];
}

/** Views per day and the top pages and countries of the table's current filter. */
function useCharts(filters: PageViewFilters | undefined): ChartData | undefined {
  const [charts, setCharts] = useState<ChartData>();
  const key = JSON.stringify(filters ?? null);
  useEffect(() => {
    const current: PageViewFilters | null = JSON.parse(key);
    if (!current) return;
    let stale = false;
    Promise.all([pageViewsPerDay(current), topPages(current), topCountries(current)])
      .then(([perDay, pages, countries]) => {
        if (!stale) setCharts({ perDay: perDay.data, pages: pages.data, countries: countries.data });
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [key]);
  return charts;
}

/** Page statistics: views per UTC day, page and country from the daily rollup, charted, ranked and tabled with totals. */
const DataViewPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<PageViewListQuery>({ toFormValues: dayRangeFormValues });
  const [filters, setFilters] = useState<PageViewFilters>();
  const [summary, setSummary] = useState<PageViewList['summary']>();
  const charts = useCharts(filters);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `pages.statistics.${id}` }, values);
  const count = (value: number) => formatCount(value, intl.locale);

  const columns: ProColumns<PageViewItem>[] = [
    { title: t('day'), dataIndex: 'day', hideInSearch: true, sorter: true, defaultSortOrder: listQuery.defaultSortOrder('day') },
    dayRangeSearchColumn<PageViewItem>(t('dayRange'), t('dayHint')),
    { title: t('view.page'), dataIndex: 'page', sorter: true, defaultSortOrder: listQuery.defaultSortOrder('page'), ellipsis: true },
    { title: t('view.country'), dataIndex: 'country', sorter: true, defaultSortOrder: listQuery.defaultSortOrder('country'), fieldProps: { maxLength: 2 } },
    { title: t('view.views'), dataIndex: 'views', hideInSearch: true, sorter: true, align: 'right', defaultSortOrder: listQuery.defaultSortOrder('views'), render: (_, row) => count(row.views) },
  ];

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.statistics.dataView' })}</PageTitle>}>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24}>
          <ProCard title={t('view.perDay')} bordered loading={!charts}>
            {charts && <ColumnChart height={240} data={charts.perDay} xField="day" yField="views" axis={{ x: { title: false, labelAutoHide: true }, y: { title: false } }} />}
          </ProCard>
        </Col>
        <Col xs={24} xl={12}>
          <ProCard title={t('view.topPages')} bordered loading={!charts}>
            {charts && <BarChart height={260} data={charts.pages} xField="page" yField="views" axis={{ x: { title: false }, y: { title: false } }} />}
          </ProCard>
        </Col>
        <Col xs={24} xl={12}>
          <ProCard title={t('view.topCountries')} bordered loading={!charts}>
            {charts && <BarChart height={260} data={charts.countries} xField="country" yField="views" axis={{ x: { title: false }, y: { title: false } }} />}
          </ProCard>
        </Col>
      </Row>
      <ProTable<PageViewItem, PageViewSearch>
        rowKey={(row) => `${row.day}|${row.page}|${row.country}`}
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        {...listQuery.tableProps}
        request={async (params, sort) => {
          const query = listQuery.remember({
            current: params.current,
            pageSize: params.pageSize,
            from: params.from,
            to: params.to,
            page: params.page,
            country: params.country,
            ...sortQuery(sort, SORT_FIELDS),
          });
          const { from, to, page, country } = query;
          setFilters({ from, to, page, country });
          const answer = await listPageViews(query);
          setSummary(answer.summary);
          return answer;
        }}
        summary={() =>
          summary ? (
            <Table.Summary.Row data-testid="statistics-summary">
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t('total')}</Typography.Text>{' '}
                <Typography.Text type="secondary">{t('view.totals', { rows: count(summary.rows), views: count(summary.views) })}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Typography.Text strong>{count(summary.views)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : undefined
        }
        toolBarRender={() => [access.can('statistics:export') && <ExportButton key="export" onExport={() => exportPageViews(listQuery.exportQuery(), intl.locale)} />]}
        {...loadState}
      />
    </PageContainer>
  );
};

export default DataViewPage;
