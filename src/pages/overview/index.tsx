import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Card, Col, DatePicker, Empty, Row, Segmented, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import React, { useCallback, useEffect, useState } from 'react';
import { LineChart } from '@/components/Charts';
import LoadFailed from '@/components/LoadFailed';
import OverviewFigures, { OVERVIEW_FIGURE_UNITS } from '@/components/OverviewFigures';
import PageTitle from '@/components/PageTitle';
import {
  getOverview,
  OVERVIEW_FIGURE_NAMES,
  OVERVIEW_RANGES,
  type OverviewAnswer,
  type OverviewFigureName,
  type OverviewQuery,
  type OverviewRange,
} from '@/services/overview';
import { formatDecimal } from '@/utils/decimal';

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: OverviewAnswer };

/** One figure's series; the chart plots numbers (drawing only), the tooltip shows the exact text. */
const FigureChart: React.FC<{ name: OverviewFigureName; answer: OverviewAnswer }> = ({ name, answer }) => {
  const intl = useIntl();
  // Buckets under a day show the hour; a day or longer, the date.
  const format = answer.range.bucketSeconds < 86_400 ? 'MM-DD HH:mm' : 'YYYY-MM-DD';
  const data = answer.series.map((point) => ({ time: dayjs(point.time).format(format), value: Number(point[name]) }));
  return (
    <LineChart
      height={220}
      data={data}
      xField="time"
      yField="value"
      axis={{ x: { title: false, labelAutoHide: true, labelAutoRotate: false }, y: { title: false } }}
      tooltip={{
        items: [
          {
            channel: 'y',
            name: intl.formatMessage({ id: 'pages.overview.value' }),
            valueFormatter: (value: number) => formatDecimal(String(value), OVERVIEW_FIGURE_UNITS[name]),
          },
        ],
      }}
    />
  );
};

/** The Data Overview: the headline figures over a chosen range, their change, and one chart each. */
const OverviewPage: React.FC = () => {
  const intl = useIntl();
  const t = useMessages('pages.overview');
  const [range, setRange] = useState<OverviewRange>('7d');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  const query: OverviewQuery | null =
    range !== 'custom'
      ? { range }
      : custom
        ? { range, from: custom[0].startOf('day').toISOString(), to: custom[1].endOf('day').toISOString() }
        : null;
  const queryKey = JSON.stringify(query);

  const load = useCallback(() => {
    const current: OverviewQuery | null = JSON.parse(queryKey);
    if (!current) return;
    setState({ status: 'loading' });
    getOverview(current)
      .then((answer) => setState({ status: 'loaded', answer: answer.data }))
      .catch(() => setState({ status: 'failed' }));
  }, [queryKey]);
  useEffect(load, [load]);

  const selector = (
    <Space wrap>
      <Segmented<OverviewRange>
        data-testid="overview-range"
        value={range}
        onChange={setRange}
        options={OVERVIEW_RANGES.map((value) => ({ value, label: t(`range.${value}`) }))}
      />
      {range === 'custom' && (
        <DatePicker.RangePicker
          value={custom}
          onChange={(value) => setCustom(value?.[0] && value[1] ? [value[0], value[1]] : null)}
        />
      )}
      {!query && (
        <Typography.Text type="secondary" data-testid="overview-custom-prompt">
          {t('customPrompt')}
        </Typography.Text>
      )}
    </Space>
  );

  let body: React.ReactNode;
  if (state.status === 'failed')
    body = (
      <Card>
        <LoadFailed onRetry={load} />
      </Card>
    );
  // Until both days of a custom range are chosen, the last range's figures stay on screen.
  else if (state.status === 'loading')
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  else if (!state.answer.figures.observedAt)
    body = (
      <Card>
        <Empty description={t('empty')} />
      </Card>
    );
  else {
    const { answer } = state;
    body = (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <OverviewFigures figures={answer.figures} showChange />
        {answer.series.length ? (
          <Row gutter={[16, 16]}>
            {OVERVIEW_FIGURE_NAMES.map((name) => (
              <Col key={name} xs={24} xl={12}>
                <ProCard title={t('chartTitle', { figure: t(`figure.${name}`) })} bordered>
                  <FigureChart name={name} answer={answer} />
                </ProCard>
              </Col>
            ))}
          </Row>
        ) : (
          <Card>
            <Empty description={t('emptyRange')} />
          </Card>
        )}
      </Space>
    );
  }

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.overview' })}</PageTitle>} extra={selector}>
      {body}
    </PageContainer>
  );
};

export default OverviewPage;
