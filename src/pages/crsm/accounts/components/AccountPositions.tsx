import { ProTable } from '@ant-design/pro-components';
import { useMessages } from '@/locales/intl';
import type React from 'react';
import { crsmAmountColumn, IcrCell, LiquidationPrice } from '@/components/CrsmCells';
import { useStableCells } from '@/hooks/useStableCells';
import { listCrsmPositions, type CrsmPositionItem } from '@/services/crsm';

/** One account's positions, riskiest first, opened from its row. */
const AccountPositions: React.FC<{ address: string }> = ({ address }) => {
  const t = useMessages('pages.crsm.position');

  const columns = useStableCells<CrsmPositionItem>([
    { title: t('positionId'), dataIndex: 'positionId' },
    { title: t('troveId'), dataIndex: 'troveId', copyable: true },
    crsmAmountColumn<CrsmPositionItem>(t('collateralLocked'), 'collateralLocked', 'YBTC'),
    crsmAmountColumn<CrsmPositionItem>(t('totalDebt'), 'totalDebt', 'YU'),
    { title: t('icr'), dataIndex: 'icr', align: 'right', render: (_, row) => <IcrCell row={row} /> },
    {
      title: t('liquidationPrice'),
      dataIndex: 'liquidationPrice',
      align: 'right',
      render: (_, row) => <LiquidationPrice value={row.liquidationPrice} />,
    },
    { title: 'TRGCR', dataIndex: 'trgcr', align: 'right', render: (_, row) => `${row.trgcr}%` },
    { title: 'TARCR', dataIndex: 'tarcr', align: 'right', render: (_, row) => `${row.tarcr}%` },
    { title: 'MAX_TARCR', dataIndex: 'maxTarcr', align: 'right', render: (_, row) => `${row.maxTarcr}%` },
  ]);

  return (
    <ProTable<CrsmPositionItem>
      rowKey="troveId"
      size="small"
      search={false}
      options={false}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
      request={(params) => listCrsmPositions({ current: params.current, pageSize: params.pageSize, address })}
    />
  );
};

export default AccountPositions;
