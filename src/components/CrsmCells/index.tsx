import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Space, Tag, Typography } from 'antd';
import type React from 'react';
import { formatIcr, groupDigits, trimDecimal } from '@/utils/crsm';

/** A right-aligned amount column in YBTC (trailing zeros trimmed) or YU, digits grouped; not a search field. */
export function crsmAmountColumn<Row extends object>(
  title: string,
  field: keyof Row & string,
  unit: 'YBTC' | 'YU',
  extra: Partial<ProColumns<Row>> = {},
): ProColumns<Row> {
  return {
    title,
    dataIndex: field,
    align: 'right',
    hideInSearch: true,
    render: (_, row) =>
      `${groupDigits(unit === 'YBTC' ? trimDecimal(String(row[field])) : String(row[field]))} ${unit}`,
    ...extra,
  };
}

interface IcrRow {
  icr: string | null;
  icrUnbounded: boolean;
  belowMcr: boolean;
  underTrigger: boolean;
}

/** A position's ICR, coloured and tagged when it is below the MCR or under its trigger ratio. */
export const IcrCell: React.FC<{ row: IcrRow }> = ({ row }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `pages.crsm.position.${id}` });
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
