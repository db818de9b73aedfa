import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useIntl, useMessages } from '@/locales/intl';
import { Tag, Typography } from 'antd';
import React, { useImperativeHandle, useRef, useState } from 'react';
import Amount from '@/components/Amount';
import { LiquidationPrice } from '@/components/CrsmCells';
import { dateTimeColumn } from '@/components/DateTime';
import HashText, { addressColumn } from '@/components/HashText';
import OperationRecordDrawer, {
  ApproveAction,
  DetailsAction,
} from '@/components/OperationDrawer/OperationRecordDrawer';
import { actionsColumn } from '@/components/RowAction';
import { useLatestRequest } from '@/hooks/useLatestRequest';
import { useRememberedTable } from '@/hooks/useRememberedTable';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { CRSM_REQUEST_STATUSES, listCrsmRequests, type CrsmRequestItem, type CrsmRequestStatus } from '@/services/crsm';
import { groupDigits } from '@/utils/crsm';

const REQUEST_STATUS_COLORS: Record<CrsmRequestStatus, string> = {
  awaiting_approval: 'gold',
  pending: 'blue',
  submitted: 'processing',
  opened: 'success',
  failed: 'error',
};

/**
 * Offered in the column settings rather than shown at first, so that the requests fit a 1366 px
 * screen: what the request asked for beyond its target ratio (its expected ICR is the TARCR it asked
 * for), the price it was computed with, its transaction hash, and who requested it (the drawer shows
 * every field, and Approve is never offered to the requester).
 */
const HIDDEN_COLUMNS = [
  'trgcr',
  'maxTarcr',
  'debtGasCompensation',
  'expectedIcr',
  'expectedLiquidationPrice',
  'btcPrice',
  'txHash',
  'requestedByName',
];

/**
 * The creation requests and where their outbox operation stands: a status and the transaction
 * hash the executor reported; each request's operation in the drawer, approved there by whoever may.
 */
const RequestsTable = React.forwardRef<{ reload: () => void }>((_, ref) => {
  const intl = useIntl();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const latest = useLatestRequest();
  const [viewing, setViewing] = useState<CrsmRequestItem>();
  const remembered = useRememberedTable('crsm.requests', HIDDEN_COLUMNS);
  useImperativeHandle(ref, () => ({ reload: () => actionRef.current?.reload() }));
  const t = useMessages('pages.crsm');
  const statusLabel = (status: CrsmRequestStatus) => t(`request.status.${status}`);

  const columns: ProColumns<CrsmRequestItem>[] = [
    { title: t('request.id'), dataIndex: 'id', hideInSearch: true },
    addressColumn<CrsmRequestItem>(t('position.address'), 'address'),
    {
      title: t('create.amount'),
      dataIndex: 'amount',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <Amount value={row.amount} unit="YBTC" showUnit />,
    },
    { title: 'TRGCR', dataIndex: 'trgcr', align: 'right', hideInSearch: true, render: (_, row) => `${row.trgcr}%` },
    { title: 'TARCR', dataIndex: 'tarcr', align: 'right', hideInSearch: true, render: (_, row) => `${row.tarcr}%` },
    {
      title: 'MAX_TARCR',
      dataIndex: 'maxTarcr',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => `${row.maxTarcr}%`,
    },
    {
      title: t('create.debtGasCompensation'),
      dataIndex: 'debtGasCompensation',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <Amount value={row.debtGasCompensation} unit="YU" showUnit />,
    },
    {
      title: t('create.preview.expectedDebt'),
      dataIndex: 'expectedDebt',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <Amount value={row.expectedDebt} unit="YU" showUnit />,
    },
    {
      title: t('create.preview.expectedIcr'),
      dataIndex: 'expectedIcr',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => `${groupDigits(row.expectedIcr)}%`,
    },
    {
      title: t('create.preview.expectedLiquidationPrice'),
      dataIndex: 'expectedLiquidationPrice',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <LiquidationPrice value={row.expectedLiquidationPrice} />,
    },
    {
      title: t('request.price'),
      dataIndex: 'btcPrice',
      align: 'right',
      hideInSearch: true,
      render: (_, row) => <Amount value={row.btcPrice} unit="YU" />,
    },
    {
      title: t('request.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(CRSM_REQUEST_STATUSES.map((status) => [status, { text: statusLabel(status) }])),
      render: (_, row) => (
        <>
          <Tag color={REQUEST_STATUS_COLORS[row.status]}>{statusLabel(row.status)}</Tag>
          {row.status === 'awaiting_approval' && row.operation && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {intl.formatMessage({ id: 'pages.crsm.request.awaiting' }, { count: row.operation.awaitingApprovals })}
            </Typography.Text>
          )}
          {row.status === 'failed' && row.failureReason && (
            <Typography.Text type="danger" style={{ display: 'block' }}>
              {row.failureReason}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: t('request.txHash'),
      dataIndex: 'txHash',
      hideInSearch: true,
      render: (_, row) => <HashText value={row.txHash} />,
    },
    {
      title: t('request.requestedBy'),
      dataIndex: 'requestedByName',
      hideInSearch: true,
      render: (_, row) => row.requestedByName ?? '-',
    },
    dateTimeColumn<CrsmRequestItem, 'createdAt'>(t('request.createdAt'), 'createdAt'),
    actionsColumn(
      intl,
      (row) => [
        <DetailsAction key="details" onClick={() => setViewing(row)} />,
        row.operation?.abilities.approve && <ApproveAction key="approve" onClick={() => setViewing(row)} />,
      ],
      { hideInDescriptions: true },
    ),
  ];
  const tableColumns = useStableCells(columns);

  return (
    <>
      <ProTable<CrsmRequestItem, { address?: string; status?: CrsmRequestStatus }>
        rowKey="id"
        headerTitle={t('request.title')}
        actionRef={actionRef}
        columns={tableColumns}
        {...remembered.tableProps}
        scroll={{ x: 'max-content' }}
        search={{ labelWidth: 'auto' }}
        pagination={remembered.pagination({ defaultPageSize: 10, showSizeChanger: true })}
        {...loadState}
        request={(params) =>
          latest((signal) =>
            listCrsmRequests(
              { current: params.current, pageSize: params.pageSize, address: params.address, status: params.status },
              signal,
            ),
          )
        }
        // The drawer follows the request it shows through each reload (after an approval, say).
        onLoad={(rows) => setViewing((shown) => shown && (rows.find((row) => row.id === shown.id) ?? shown))}
      />
      <OperationRecordDrawer<CrsmRequestItem>
        viewing={viewing}
        title={t('request.drawerTitle')}
        onClose={() => setViewing(undefined)}
        onChanged={() => actionRef.current?.reload()}
        columns={columns}
      />
    </>
  );
});

export default RequestsTable;
