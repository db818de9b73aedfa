import type { ProColumns } from '@ant-design/pro-components';
import { Tooltip, Typography } from 'antd';
import type React from 'react';
import { useCopyable } from '@/hooks/useCopyable';
import { formatDecimal } from '@/utils/decimal';
import type { AmountUnit } from '../../../contract/vocabulary';

interface AmountProps {
  /** The exact decimal string the server sent. */
  value: string | null | undefined;
  /** Its unit, which sets the shown precision; a unit without one (a hedging token such as ETH) is shown exact. */
  unit?: AmountUnit | string;
  /** Writes the unit after the figure (where the screen has no column or title naming it). */
  showUnit?: boolean;
  /** A copy button, which copies the exact value. */
  copyable?: boolean;
}

const STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * An amount at its unit's precision, rounded half-up ("4,333.33 YU"). When rounding changed it, the
 * exact value is in its tooltip and is what copying the figure puts on the clipboard.
 */
const Amount: React.FC<AmountProps> = ({ value, unit, showUnit = false, copyable = false }) => {
  const copy = useCopyable();
  if (value === null || value === undefined || value === '') return <>-</>;
  const suffix = showUnit && unit ? ` ${unit}` : '';
  const shown = `${formatDecimal(value, unit)}${suffix}`;
  const exact = `${formatDecimal(value)}${suffix}`;
  const rounded = shown !== exact;
  const text = (
    <span
      style={STYLE}
      // A figure selected and copied by hand gives the exact value, not the rounded one.
      onCopy={
        rounded
          ? (event) => {
              const selection = window.getSelection();
              if (!selection?.anchorNode || !selection.focusNode) return;
              const within = event.currentTarget;
              if (!within.contains(selection.anchorNode) || !within.contains(selection.focusNode)) return;
              event.clipboardData.setData('text/plain', value);
              event.preventDefault();
            }
          : undefined
      }
    >
      {copyable ? (
        <Typography.Text style={{ color: 'inherit' }} copyable={copy(value)}>
          {shown}
        </Typography.Text>
      ) : (
        shown
      )}
    </span>
  );
  return rounded ? <Tooltip title={exact}>{text}</Tooltip> : text;
};

/** A StatisticCard's `value` and `formatter` for an amount: the card shows it as <Amount> does. */
export const amountStatistic = (value: string | null | undefined, unit: AmountUnit | undefined) => ({
  value: formatDecimal(value, unit),
  formatter: () => <Amount value={value} unit={unit} />,
});

/** A right-aligned amount column, at its unit's precision (exact without a unit); not a search field. */
export function amountColumn<Row extends object>(
  title: string,
  field: keyof Row & string,
  unit?: AmountUnit,
  { showUnit = false, copyable = false, ...extra }: Partial<ProColumns<Row>> & { showUnit?: boolean } = {},
): ProColumns<Row> {
  return {
    title,
    dataIndex: field,
    align: 'right',
    hideInSearch: true,
    // `copyable` copies the exact amount (as <Amount> does), not the rounded cell text.
    render: (_, row) => (
      <Amount value={row[field] as string | null} unit={unit} showUnit={showUnit} copyable={copyable} />
    ),
    ...extra,
  };
}

export default Amount;
