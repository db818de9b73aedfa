import type { ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import React, { useState } from 'react';
import { amountColumn } from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import { addressColumn } from '@/components/HashText';
import ListPage, { CreateButton, useListPage } from '@/components/ListPage';
import OperationRecordDrawer, {
  ApproveAction,
  DetailsAction,
  useViewedRecord,
} from '@/components/OperationDrawer/OperationRecordDrawer';
import RowAction, { actionsColumn } from '@/components/RowAction';
import StatusTag, { type StatusTone, statusOptions } from '@/components/StatusTag';
import { useStableCells } from '@/hooks/useStableCells';
import {
  DEPOSIT_STATUSES,
  DEPOSIT_TYPES,
  type DepositItem,
  type DepositListQuery,
  type DepositSortField,
  type DepositStatus,
  getDeposit,
  listDeposits,
  MINT_STATUSES,
  type MintStatus,
} from '@/services/selfCustody';
import DepositForm from './components/DepositForm';
import MintConfirmModal from './components/MintConfirmModal';
import { ellipsisCell } from '@/components/EllipsisCell';
import { enumCell } from '@/components/StatusBadge';

const MINT_TONES: Record<MintStatus, StatusTone> = {
  not_minted: 'default',
  awaiting_approval: 'warning',
  pending: 'processing',
  submitted: 'processing',
  minted: 'success',
  failed: 'error',
};
const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  unconfirmed: 'processing',
  confirmed: 'success',
  mismatch: 'error',
};

const SORT_FIELDS: readonly DepositSortField[] = ['createdAt', 'amount', 'lockTime'];

/** The API filters by instants: the chosen times go as ISO 8601, read in the browser's zone. */
const toInstant = (value: Dayjs) => value.toISOString();

/** Self-custody deposits: record one, confirm its YBTC mint (or retry a failed one), follow and approve its operation. */
const DepositPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<DepositListQuery>({
    toFormValues: ({ createdFrom, createdTo, ...filters }) => ({
      ...filters,
      createdRange: createdFrom && createdTo ? [createdFrom, createdTo] : undefined,
    }),
  });
  const [recording, setRecording] = useState(false);
  const [minting, setMinting] = useState<{ deposit: DepositItem; mode: 'first' | 'retry' }>();
  const { viewing, setViewing, changed } = useViewedRecord(getDeposit, list, ['deposit', 'operation']);
  const t = useMessages('pages.selfCustody.deposit');

  const mintActions = (deposit: DepositItem) =>
    [
      deposit.abilities.confirmMint && (
        <RowAction key="mint" onClick={() => setMinting({ deposit, mode: 'first' })}>
          {t('mint')}
        </RowAction>
      ),
      deposit.abilities.retryMint && (
        <RowAction key="retry" danger onClick={() => setMinting({ deposit, mode: 'retry' })}>
          {t('retryMint')}
        </RowAction>
      ),
    ].filter(Boolean);

  const columns: ProColumns<DepositItem>[] = [
    addressColumn<DepositItem>(t('userAddress'), 'userAddress'),
    { title: t('userName'), dataIndex: 'userName' },
    amountColumn<DepositItem>(t('amount'), 'amount', 'BTC', { ...list.sortable('amount'), copyable: true }),
    {
      title: t('mintStatus'),
      dataIndex: 'mintStatus',
      valueType: 'select',
      fieldProps: { options: statusOptions(intl, MINT_STATUSES, 'pages.selfCustody.deposit.mintStatus') },
      render: (_, deposit) => (
        <StatusTag
          status={deposit.mintStatus}
          messagePrefix="pages.selfCustody.deposit.mintStatus"
          tones={MINT_TONES}
        />
      ),
    },
    {
      title: t('depositStatus'),
      dataIndex: 'depositStatus',
      valueType: 'select',
      fieldProps: { options: statusOptions(intl, DEPOSIT_STATUSES, 'pages.selfCustody.deposit.depositStatus') },
      render: (_, deposit) => (
        // Why no Mint is offered yet: the chain has not confirmed it.
        <Tooltip title={deposit.depositStatus === 'unconfirmed' ? t('mint.notConfirmed') : undefined}>
          <span>
            <StatusTag
              status={deposit.depositStatus}
              messagePrefix="pages.selfCustody.deposit.depositStatus"
              tones={DEPOSIT_TONES}
            />
          </span>
        </Tooltip>
      ),
    },
    addressColumn<DepositItem>(t('coboAddress'), 'coboAddress', { hideInSearch: true }),
    addressColumn<DepositItem>(t('depositHash'), 'depositHash'),
    addressColumn<DepositItem>(t('receivingAddress'), 'receivingAddress', { hideInSearch: true }),
    {
      title: t('type'),
      dataIndex: 'type',
      hideInSearch: true,
      ...enumCell<DepositItem>(
        Object.fromEntries(DEPOSIT_TYPES.map((type) => [type, { text: t(`type.${type}`) }])),
        (deposit) => deposit.type,
      ),
    },
    dateTimeColumn<DepositItem, 'lockTime'>(t('lockTime'), 'lockTime', list.sortable('lockTime')),
    {
      title: t('remarks'),
      dataIndex: 'remarks',
      hideInSearch: true,
      ...ellipsisCell<DepositItem>((deposit) => deposit.remarks, { width: 200 }),
    },
    addressColumn<DepositItem>(t('ethHash'), 'ethHash', { hideInSearch: true }),
    amountColumn<DepositItem>(t('observedAmount'), 'observedAmount', 'BTC', { hideInTable: true, copyable: true }),
    { title: t('observedConfirmations'), dataIndex: 'observedConfirmations', hideInSearch: true, hideInTable: true },
    { title: t('recordedBy'), dataIndex: 'recordedByName', hideInSearch: true, hideInTable: true },
    dateTimeColumn<DepositItem, 'createdAt'>(t('createdAt'), 'createdAt', list.sortable('createdAt')),
    {
      title: t('createdAt'),
      key: 'createdRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      hideInDescriptions: true,
      search: { transform: ([createdFrom, createdTo]: [string, string]) => ({ createdFrom, createdTo }) },
    },
    actionsColumn(
      intl,
      (deposit) => [
        <DetailsAction key="details" onClick={() => setViewing(deposit)} />,
        ...mintActions(deposit),
        deposit.operation?.abilities.approve && <ApproveAction key="approve" onClick={() => setViewing(deposit)} />,
      ],
      { hideInDescriptions: true },
    ),
  ];
  // ProDescriptions hands a column's render the raw value, not the formatted cell: the drawer takes the columns unwrapped.
  const tableColumns = useStableCells(columns, [access]);

  return (
    <ListPage<DepositItem, DepositListQuery>
      titleId="menu.selfCustody.deposit"
      hiddenColumns={[
        'userAddress',
        'coboAddress',
        'depositHash',
        'receivingAddress',
        'type',
        'lockTime',
        'remarks',
        'ethHash',
      ]}
      list={list}
      columns={tableColumns}
      dateFormatter={toInstant}
      filters={['userAddress', 'userName', 'depositHash', 'mintStatus', 'depositStatus', 'createdFrom', 'createdTo']}
      sortFields={SORT_FIELDS}
      load={listDeposits}
      toolBar={[
        access.can('deposits:create') && (
          <CreateButton key="record" onClick={() => setRecording(true)}>
            {t('record')}
          </CreateButton>
        ),
      ]}
    >
      <DepositForm open={recording} onOpenChange={setRecording} onSaved={list.reload} />
      <MintConfirmModal minting={minting} onClose={() => setMinting(undefined)} onDone={changed} />
      <OperationRecordDrawer<DepositItem>
        viewing={viewing}
        title={t('drawerTitle')}
        onClose={() => setViewing(undefined)}
        actions={mintActions}
        onChanged={changed}
        columns={columns}
        hashFields={['userAddress', 'coboAddress', 'depositHash', 'receivingAddress', 'ethHash']}
      />
    </ListPage>
  );
};

export default DepositPage;
