import type { ProColumns } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import { Space, Tag, Typography } from 'antd';
import type React from 'react';
import Amount, { amountColumn } from '@/components/Amount';
import { formatIcr } from '@/utils/crsm';
import { isZeroDecimal } from '@/utils/decimal';

/** A right-aligned amount column in YBTC or YU, at its unit's precision with the unit; not a search field. */
export function crsmAmountColumn<Row extends object>(
  title: string,
  field: keyof Row & string,
  unit: 'YBTC' | 'YU',
  extra: Partial<ProColumns<Row>> = {},
): ProColumns<Row> {
  return amountColumn<Row>(title, field, unit, { showUnit: true, ...extra });
}

/**
 * A liquidation price in YU, or "—" where there is none: a position without debt cannot be
 * liquidated (the server sends 0), one without collateral has no price (the server sends null).
 */
export const LiquidationPrice: React.FC<{ value: string | null; showUnit?: boolean }> = ({ value, showUnit }) =>
  value === null || isZeroDecimal(value) ? <>—</> : <Amount value={value} unit="YU" showUnit={showUnit} />;

interface IcrRow {
  icr: string | null;
  icrUnbounded: boolean;
  belowMcr: boolean;
  underTrigger: boolean;
}

/** A position's ICR, coloured and tagged when it is below the MCR or under its trigger ratio. */
export const IcrCell: React.FC<{ row: IcrRow }> = ({ row }) => {
  const t = useMessages('pages.crsm.position');
  return (
    <Space size={4}>
      <Typography.Text strong type={row.belowMcr ? 'danger' : row.underTrigger ? 'warning' : undefined}>
        {formatIcr(row.icr, row.icrUnbounded)}
      </Typography.Text>
      {row.belowMcr ? (
        <Tag color="error">{t('belowMcr')}</Tag>
      ) : (
        row.underTrigger && <Tag color="warning">{t('underTrigger')}</Tag>
      )}
    </Space>
  );
};
