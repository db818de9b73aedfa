// Charts for the data pages: @ant-design/plots is large, so it is loaded on first use, in its own
// chunk, and only pages that chart pay for it; a skeleton of the chart's height holds the place.
import { Skeleton } from 'antd';
import React, { lazy, Suspense } from 'react';

type PlotsModule = typeof import('@ant-design/plots');
type ChartProps = Record<string, unknown> & { height?: number };

function lazyChart(pick: (plots: PlotsModule) => unknown) {
  const Chart = lazy(() =>
    import(/* webpackChunkName: "charts" */ '@ant-design/plots').then((plots) => ({
      default: pick(plots) as React.ComponentType<ChartProps>,
    })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chart type at module level, never in a render
  function LazyChart({ height = 280, ...config }: ChartProps) {
    return (
      <div data-testid="chart" style={{ minHeight: height }}>
        <Suspense
          fallback={
            <Skeleton.Node active style={{ width: '100%', height }}>
              {null}
            </Skeleton.Node>
          }
        >
          <Chart height={height} {...config} />
        </Suspense>
      </div>
    );
  }
  return LazyChart;
}

/** Time series: `data`, `xField`, `yField`, optional `colorField` for several series. */
export const LineChart = lazyChart((plots) => plots.Line);
/** Per-day or per-category amounts. */
export const ColumnChart = lazyChart((plots) => plots.Column);
/** Ranked categories (top pages, top countries), horizontal. */
export const BarChart = lazyChart((plots) => plots.Bar);
/** Shares of a whole. */
export const PieChart = lazyChart((plots) => plots.Pie);
