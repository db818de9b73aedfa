import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { StatisticCard } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Typography } from 'antd';
import React from 'react';
import Amount, { amountStatistic } from '@/components/Amount';
import { DateTime } from '@/components/DateTime';
import { OVERVIEW_FIGURE_NAMES, type OverviewFigureName, type OverviewFigures as Figures } from '@/services/overview';
import type { AmountUnit } from '../../../contract/vocabulary';
import styles from './index.less';

/** Each figure's unit (the user count has none). */
export const OVERVIEW_FIGURE_UNITS: Record<OverviewFigureName, AmountUnit | undefined> = {
  bridgeBtc: 'BTC',
  mintYu: 'YU',
  userCount: undefined,
  vaultBtc: 'BTC',
};
const RISE = '#3f8600';
const FALL = '#cf1322';

/** A change as text with its sign and colour; read from the decimal string, never a JS number. */
const Change: React.FC<{ value: string | null; unit: AmountUnit | undefined }> = ({ value, unit }) => {
  const intl = useIntl();
  if (value === null) return <>-</>;
  const negative = value.startsWith('-');
  const zero = /^-?0*(\.0*)?$/.test(value);
  if (zero)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'pages.overview.noChange' })}</Typography.Text>;
  return (
    <span style={{ color: negative ? FALL : RISE, whiteSpace: 'nowrap' }} data-testid="overview-change">
      {negative ? <ArrowDownOutlined /> : <ArrowUpOutlined />} {negative ? '' : '+'}
      <Amount value={value} unit={unit} />
    </span>
  );
};

interface OverviewFiguresProps {
  /** The figures from `getOverview` (.figures) or `getLatestOverviewFigures`; undefined while loading. */
  figures?: Figures;
  /** Show each figure's change over the range (Overview); Home's latest figures leave it out. */
  showChange?: boolean;
  /** A link to /overview in the cards' title bar (Home). */
  linkToOverview?: boolean;
}

/**
 * The headline cards (bridge BTC, YU minted, users, vault BTC): the latest values, exact, grouped
 * by thousands, and optionally their change over the range with its sign and colour.
 */
const OverviewFigures: React.FC<OverviewFiguresProps> = ({ figures, showChange = false, linkToOverview = false }) => {
  const t = useMessages('pages.overview');
  return (
    <StatisticCard.Group
      direction="row"
      className={styles.figures}
      data-testid="overview-figures"
      // While loading, the cards keep their final shape (a placeholder per value, the title line
      // held by a blank): a taller loading card that shrank once figures came shifted the page.
      aria-busy={!figures}
      title={
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
          {figures?.observedAt ? (
            <>
              {t('observedAt')} <DateTime value={figures.observedAt} />
            </>
          ) : (
            '\u00a0'
          )}
        </Typography.Text>
      }
      extra={linkToOverview ? <Link to="/overview">{t('details')}</Link> : undefined}
    >
      {OVERVIEW_FIGURE_NAMES.map((name) => (
        <StatisticCard
          key={name}
          data-testid={`overview-figure-${name}`}
          statistic={{
            title: t(`figure.${name}`),
            ...amountStatistic(figures?.[name].latest, OVERVIEW_FIGURE_UNITS[name]),
            // No figure yet: a lone dash, not "- BTC".
            suffix: figures?.[name].latest === null ? undefined : OVERVIEW_FIGURE_UNITS[name],
            valueStyle: { fontSize: 22, whiteSpace: 'nowrap' },
            loading: !figures,
            description:
              showChange && figures ? (
                <span>
                  {t('change')}: <Change value={figures[name].change} unit={OVERVIEW_FIGURE_UNITS[name]} />
                </span>
              ) : undefined,
          }}
        />
      ))}
    </StatisticCard.Group>
  );
};

export default OverviewFigures;
