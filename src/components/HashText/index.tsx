import { useIntl } from '@umijs/max';
import { Tooltip, Typography } from 'antd';
import React from 'react';
import { shortenHash } from '@/utils/chainFields';

/** A hash or address shortened for a table cell, whole in its tooltip, copied whole. */
const HashText: React.FC<{ value: string | null | undefined; full?: boolean }> = ({ value, full = false }) => {
  const intl = useIntl();
  if (!value) return <>-</>;
  return (
    <Tooltip title={full ? undefined : value}>
      <Typography.Text
        code
        style={full ? { wordBreak: 'break-all' } : { whiteSpace: 'nowrap' }}
        copyable={{ text: value, tooltips: [intl.formatMessage({ id: 'pages.selfCustody.copy' }), intl.formatMessage({ id: 'common.success.copy' })] }}
      >
        {full ? value : shortenHash(value)}
      </Typography.Text>
    </Tooltip>
  );
};

export default HashText;
