import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Drawer } from 'antd';
import React, { useRef } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { listCrsmSnapshots, type CrsmSnapshotItem } from '@/services/crsm';
import { groupDigits, trimDecimal } from '@/utils/crsm';

/** A position's snapshots as the indexer reported them, newest first: how its collateral and debt moved. */
const PositionHistoryDrawer: React.FC<{ troveId?: string; onClose: () => void }> = ({ troveId, onClose }) => {
  const intl = useIntl();
  const actionRef = useRef<ActionType>();
  const { locale, ...loadState } = useTableLoadState(actionRef);
  const latest = useLatestRequest();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `pages.crsm.${id}` }, values);
  const amount = (field: keyof CrsmSnapshotItem, btc = false): ProColumns<CrsmSnapshotItem> => ({
    title: t(`position.${field}`),
    dataIndex: field,
    align: 'right',
    render: (_, row) => groupDigits(btc ? trimDecimal(row[field]) : row[field]),
  });

  const columns = useStableCells<CrsmSnapshotItem>([
    dateTimeColumn<CrsmSnapshotItem, 'observedAt'>(t('history.observedAt'), 'observedAt'),
    amount('collateralLocked', true),
    amount('troveCollateral', true),
    amount('troveDebt'),
    amount('troveInterest'),
    amount('totalDebt'),
    amount('deposits'),
    amount('collateralGains', true),
  ]);

  return (
    <Drawer
      open={troveId !== undefined}
      onClose={onClose}
      title={troveId && t('history.title', { troveId })}
      width={Math.min(1000, window.innerWidth)}
      destroyOnHidden
    >
      {troveId && (
        <ProTable<CrsmSnapshotItem>
          rowKey="observedAt"
          actionRef={actionRef}
          size="small"
          search={false}
          options={{ reload: true, density: false, setting: false }}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          locale={locale}
          {...loadState}
          request={(params) =>
            latest((signal) =>
              listCrsmSnapshots(troveId, { current: params.current, pageSize: params.pageSize }, signal),
            )
          }
        />
      )}
    </Drawer>
  );
};

export default PositionHistoryDrawer;
