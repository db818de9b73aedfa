import { type ActionType, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Drawer, Typography } from 'antd';
import React, { useRef } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { listPointsAdjustments, type PointsAdjustmentItem } from '@/services/points';
import { signedPoints } from '@/utils/points';
import { ellipsisCell } from '@/components/EllipsisCell';

/** An address's adjustments, newest first: each change, the balance it left, why, and who made it. */
const PointsHistoryDrawer: React.FC<{ address?: string; onClose: () => void }> = ({ address, onClose }) => {
  const intl = useIntl();
  const actionRef = useRef<ActionType>();
  const { locale, ...loadState } = useTableLoadState(actionRef);
  const latest = useLatestRequest();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `pages.points.history.${id}` }, values);

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
      width: 240,
      ...ellipsisCell<PointsAdjustmentItem>((entry) => entry.reason),
    },
    { title: t('admin'), dataIndex: 'adminName', render: (_, row) => row.adminName ?? row.adminEmail ?? '-' },
  ]);

  return (
    <Drawer
      open={address !== undefined}
      onClose={onClose}
      title={address && t('title', { address })}
      width={Math.min(880, window.innerWidth)}
      destroyOnHidden
    >
      {address && (
        <ProTable<PointsAdjustmentItem>
          rowKey="id"
          actionRef={actionRef}
          size="small"
          search={false}
          options={{ reload: true, density: false, setting: false }}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          locale={locale ?? { emptyText: t('empty') }}
          {...loadState}
          request={(params) =>
            latest((signal) =>
              listPointsAdjustments(address, { current: params.current, pageSize: params.pageSize }, signal),
            )
          }
        />
      )}
    </Drawer>
  );
};

export default PointsHistoryDrawer;
