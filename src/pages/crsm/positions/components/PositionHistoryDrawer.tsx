import type { ProColumns } from '@ant-design/pro-components';
import { useMessages, type IdsUnder } from '@/locales/intl';
import type React from 'react';
import Amount from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import HistoryDrawer from '@/components/HistoryDrawer';
import { useStableCells } from '@/hooks/useStableCells';
import { listCrsmSnapshots, type CrsmSnapshotItem } from '@/services/crsm';

/** A position's snapshots as the indexer reported them, newest first: how its collateral and debt moved. */
const PositionHistoryDrawer: React.FC<{ troveId?: string; onClose: () => void }> = ({ troveId, onClose }) => {
  const t = useMessages('pages.crsm');
  const amount = (
    field: keyof CrsmSnapshotItem & IdsUnder<'pages.crsm.position'>,
    unit: 'YBTC' | 'YU',
  ): ProColumns<CrsmSnapshotItem> => ({
    title: t(`position.${field}`),
    dataIndex: field,
    align: 'right',
    render: (_, row) => <Amount value={row[field]} unit={unit} />,
  });

  const columns = useStableCells<CrsmSnapshotItem>([
    dateTimeColumn<CrsmSnapshotItem, 'observedAt'>(t('history.observedAt'), 'observedAt'),
    amount('collateralLocked', 'YBTC'),
    amount('troveCollateral', 'YBTC'),
    amount('troveDebt', 'YU'),
    amount('troveInterest', 'YU'),
    amount('totalDebt', 'YU'),
    amount('deposits', 'YU'),
    amount('collateralGains', 'YBTC'),
  ]);

  return (
    <HistoryDrawer<CrsmSnapshotItem>
      subject={troveId}
      title={(subject) => t('history.title', { troveId: subject })}
      width={1000}
      rowKey="observedAt"
      columns={columns}
      load={listCrsmSnapshots}
      onClose={onClose}
    />
  );
};

export default PositionHistoryDrawer;
