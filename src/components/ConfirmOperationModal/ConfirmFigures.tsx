import { Descriptions, Typography } from 'antd';
import type React from 'react';

interface Figure {
  key: string;
  label: React.ReactNode;
  value: React.ReactNode;
  /** An address or a hash: shown whole, broken anywhere. */
  whole?: boolean;
  strong?: boolean;
}

/** The key figures to double-check before a money-moving change, one a row. */
const ConfirmFigures: React.FC<{ figures: Figure[] }> = ({ figures }) => (
  <Descriptions
    size="small"
    column={1}
    bordered
    items={figures.map(({ key, label, value, whole, strong }) => ({
      key,
      label,
      children: whole ? (
        <Typography.Text style={{ wordBreak: 'break-all' }}>{value}</Typography.Text>
      ) : strong ? (
        <Typography.Text strong>{value}</Typography.Text>
      ) : (
        value
      ),
    }))}
  />
);

export default ConfirmFigures;
