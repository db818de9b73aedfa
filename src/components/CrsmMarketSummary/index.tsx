import { ProCard, StatisticCard } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Alert, Grid, Space, Tag } from 'antd';
import React, { useCallback, useEffect, useState } from 'react';
import { amountStatistic } from '@/components/Amount';
import { DateTime } from '@/components/DateTime';
import { getCrsmMarket, type CrsmMarket } from '@/services/crsm';
import { ageParts, formatIcr } from '@/utils/crsm';

/** The market figures both CRSM pages show, reloaded on demand. */
export function useCrsmMarket(): [CrsmMarket | undefined, () => void] {
  const [market, setMarket] = useState<CrsmMarket>();
  const load = useCallback(() => {
    getCrsmMarket()
      .then((answer) => setMarket(answer.data))
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);
  return [market, load];
}

/** "3 minutes", "2 hours", in the interface language. */
export function useFormatAge() {
  const intl = useIntl();
  return (seconds: number) => {
    const [count, unit] = ageParts(seconds);
    return intl.formatMessage({ id: `pages.crsm.age.${unit}` }, { count });
  };
}

/**
 * The BTC price the figures were computed with, its age (with a warning once stale or when none
 * is known), MCR and CCR, and the totals of all positions.
 */
const CrsmMarketSummary: React.FC<{ market?: CrsmMarket; extra?: React.ReactNode }> = ({ market, extra }) => {
  const formatAge = useFormatAge();
  // Seven figures side by side need a wide screen; on a phone or a narrow window they stack.
  const wide = Grid.useBreakpoint().lg ?? true;
  const t = useMessages('pages.crsm.market');
  if (!market) return <ProCard loading style={{ marginBottom: 16 }} />;
  const { price, settings, totals } = market;
  // Figures and their units on one line, however narrow the card.
  const valueStyle = { fontSize: 22, whiteSpace: 'nowrap' } as const;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {!price && <Alert type="warning" showIcon message={t('noPrice')} />}
      {price?.stale && (
        <Alert
          type="warning"
          showIcon
          message={t('stale', { age: formatAge(price.ageSeconds), limit: formatAge(settings.priceMaxAgeSeconds) })}
        />
      )}
      <StatisticCard.Group direction={wide ? 'row' : 'column'} title={t('title')} extra={extra}>
        <StatisticCard
          statistic={{
            title: t('price'),
            valueStyle,
            ...(price ? amountStatistic(price.price, 'YU') : { value: '-' }),
            suffix: price ? 'YU' : undefined,
            description: price && (
              <span data-testid="crsm-price-age">
                {t('observed', { age: formatAge(price.ageSeconds) })} · <DateTime value={price.observedAt} />{' '}
                {price.stale && <Tag color="warning">{t('staleTag')}</Tag>}
              </span>
            ),
          }}
        />
        <StatisticCard statistic={{ title: t('mcr'), valueStyle, value: `${settings.mcr}%` }} />
        <StatisticCard statistic={{ title: t('ccr'), valueStyle, value: `${settings.ccr}%` }} />
        <StatisticCard
          statistic={{
            title: t('tcr'),
            valueStyle,
            value: formatIcr(totals.tcr, totals.positions > 0 && /^0(\.0*)?$/.test(totals.totalDebt)),
            description: totals.belowCcr ? <Tag color="error">{t('belowCcr')}</Tag> : undefined,
          }}
        />
        <StatisticCard
          statistic={{
            title: t('positions'),
            valueStyle,
            value: totals.positions,
            description: t('underTrigger', { count: totals.underTrigger }),
          }}
        />
        <StatisticCard
          statistic={{
            title: t('collateral'),
            valueStyle,
            ...amountStatistic(totals.collateralLocked, 'YBTC'),
            suffix: 'YBTC',
          }}
        />
        <StatisticCard
          statistic={{ title: t('debt'), valueStyle, ...amountStatistic(totals.totalDebt, 'YU'), suffix: 'YU' }}
        />
      </StatisticCard.Group>
    </Space>
  );
};

export default CrsmMarketSummary;
