import { ProCard } from '@ant-design/pro-components';
import { useIntl } from '@/locales/intl';
import { Empty, Skeleton } from 'antd';
import React from 'react';
import LoadFailed from '@/components/LoadFailed';

/** A chart's card with its loading, empty and failed states, so every statistics page behaves alike. */
const StatisticsChartCard: React.FC<{
  title: React.ReactNode;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
  height?: number;
  children: React.ReactNode;
}> = ({ title, loading, failed, empty, onRetry, height = 280, children }) => {
  const intl = useIntl();
  let body = children;
  if (failed) body = <LoadFailed onRetry={onRetry} />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (empty)
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({ id: 'pages.statisticsPositions.chartEmpty' })}
      />
    );
  return (
    <ProCard title={title} bordered headerBordered>
      <div style={{ minHeight: height }}>{body}</div>
    </ProCard>
  );
};

export default StatisticsChartCard;

/** A chart's value from an exact decimal string: plotting needs numbers, and a few digits lost in a drawing change nothing (tables and tooltips keep the exact text). */
export const plotValue = (value: string): number => Number(value);

/** A per-day chart's points: each day with its `field` as the plotted value. */
export function dailyPlot<Day extends { day: string }>(days: readonly Day[], field: keyof Day & string) {
  return days.map((day) => ({ day: day.day, value: plotValue(day[field] as string) }));
}
