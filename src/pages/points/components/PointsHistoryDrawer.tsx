import { useIntl, useMessages } from '@/locales/intl';
import { Typography } from 'antd';
import type React from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import HistoryDrawer from '@/components/HistoryDrawer';
import { useStableCells } from '@/hooks/useStableCells';
import { listPointsAdjustments, type PointsAdjustmentItem } from '@/services/points';
import { signedPoints } from '@/utils/points';
import { ellipsisCell } from '@/components/EllipsisCell';

/** An address's adjustments, newest first: each change, the balance it left, why, and who made it. */
const PointsHistoryDrawer: React.FC<{ address?: string; onClose: () => void }> = ({ address, onClose }) => {
  const intl = useIntl();
  const t = useMessages('pages.points.history');

  const columns = useStableCells<PointsAdjustmentItem>([
    dateTimeColumn<PointsAdjustmentItem, 'createdAt'>(t('createdAt'), 'createdAt'),
    {
      title: t('delta'),
      dataIndex: 'delta',
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.delta.startsWith('-') ? 'danger' : 'success'}>
          {signedPoints(row.delta)}
        </Typography.Text>
      ),
    },
    { title: t('balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
    {
      title: intl.formatMessage({ id: 'pages.points.reason' }),
      dataIndex: 'reason',
      ...ellipsisCell<PointsAdjustmentItem>((entry) => entry.reason, { width: 240 }),
    },
    { title: t('admin'), dataIndex: 'adminName', render: (_, row) => row.adminName ?? row.adminEmail ?? '-' },
  ]);

  return (
    <HistoryDrawer<PointsAdjustmentItem>
      subject={address}
      title={(subject) => t('title', { address: subject })}
      width={880}
      rowKey="id"
      columns={columns}
      load={listPointsAdjustments}
      emptyText={t('empty')}
      onClose={onClose}
    />
  );
};

export default PointsHistoryDrawer;
