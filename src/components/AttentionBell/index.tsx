import { BellOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Badge, Button, Tooltip } from 'antd';
import React from 'react';
import { useAttention } from '@/hooks/useAttention';
import { attentionCount, followsAnything } from '@/utils/attention';

/**
 * The header's bell: how many things await this administrator (approvals they may give, untreated
 * feedback, a stale price), following the live stream; it opens Home, which lists them. Shown only
 * to an administrator for whom something can await.
 */
const AttentionBell: React.FC = () => {
  const intl = useIntl();
  const { data } = useAttention();
  if (!data || !followsAnything(data)) return null;
  const count = attentionCount(data);
  const label = intl.formatMessage({ id: 'component.attention.bell' }, { count });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-count={count}
        onClick={() => history.push('/')}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
};

export default AttentionBell;
