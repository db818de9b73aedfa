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
