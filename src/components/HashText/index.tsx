import type { ProColumns } from '@ant-design/pro-components';
import { Tooltip, Typography } from 'antd';
import React from 'react';
import { useCopyable } from '@/hooks/useCopyable';
import { shortenHash } from '@/utils/chainFields';

/** A hash or address shortened for a table cell, whole in its tooltip, copied whole. */
const HashText: React.FC<{ value: string | null | undefined; full?: boolean }> = ({ value, full = false }) => {
  const copyable = useCopyable();
  if (!value) return <>-</>;
  return (
    <Tooltip title={full ? undefined : value}>
      <Typography.Text
        code
        style={full ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }}
        copyable={copyable(value)}
      >
        {full ? value : shortenHash(value)}
      </Typography.Text>
    </Tooltip>
  );
};

export default HashText;

/**
 * A column of addresses or hashes, each shortened (start…end) with the whole value in its tooltip
 * and copied whole; searchable by the whole value unless `extra` says otherwise.
 */
export function addressColumn<Row extends object>(
  title: string,
  field: keyof Row & string,
  extra: Partial<ProColumns<Row>> = {},
): ProColumns<Row> {
  return { title, dataIndex: field, render: (_, row) => <HashText value={row[field] as string | null} />, ...extra };
}
