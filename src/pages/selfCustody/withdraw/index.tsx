import type { ProColumns } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { useIntl, useMessages } from '@/locales/intl';
import { Space } from 'antd';
import type React from 'react';
import { amountColumn } from '@/components/Amount';
import { dateTimeColumn } from '@/components/DateTime';
import HashText, { addressColumn } from '@/components/HashText';
import ListPage, { useListPage } from '@/components/ListPage';
import OperationRecordDrawer, {
  ApproveAction,
  DetailsAction,
  useViewedRecord,
} from '@/components/OperationDrawer/OperationRecordDrawer';
import { actionsColumn } from '@/components/RowAction';
import StatusTag, { type StatusTone, statusOptions } from '@/components/StatusTag';
import { useStableCells } from '@/hooks/useStableCells';
import {
  getWithdrawal,
  listWithdrawals,
  WITHDRAWAL_STATUSES,
  type WithdrawalItem,
  type WithdrawalListQuery,
  type WithdrawalSortField,
  type WithdrawalStatus,
} from '@/services/selfCustody';
import CoolingTime from './components/CoolingTime';
import WithdrawalActions from './components/WithdrawalActions';

const STATUS_TONES: Record<WithdrawalStatus, StatusTone> = {
  cooling: 'warning',
  awaiting_approval: 'warning',
  pending: 'processing',
  submitted: 'processing',
  completed: 'success',
  failed: 'error',
  refund_requested: 'warning',
  refund_awaiting_approval: 'warning',
  refund_pending: 'processing',
  refund_submitted: 'processing',
  refunded: 'default',
  refund_failed: 'error',
};

const SORT_FIELDS: readonly WithdrawalSortField[] = ['createdAt', 'amount', 'coolingEndsAt', 'nonce'];

/** Self-custody withdrawals: confirm once cooled, or request and confirm a refund; follow and approve the operation. */
const WithdrawPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const list = useListPage<WithdrawalListQuery>();
  const { viewing, setViewing, changed } = useViewedRecord(getWithdrawal, list, ['withdrawal', 'operation']);
  const t = useMessages('pages.selfCustody.withdraw');

  const columns: ProColumns<WithdrawalItem>[] = [
    { title: t('institution'), dataIndex: 'institutionName', hideInSearch: true },
    addressColumn<WithdrawalItem>(t('userAddress'), 'userAddress'),
    amountColumn<WithdrawalItem>(t('amount'), 'amount', 'BTC', { ...list.sortable('amount'), copyable: true }),
    {
      title: t('nonce'),
      dataIndex: 'nonce',
      ...list.sortable('nonce'),
      fieldProps: { inputMode: 'numeric' },
    },
    {
      title: t('status'),
      dataIndex: 'status',
      valueType: 'select',
      fieldProps: { options: statusOptions(intl, WITHDRAWAL_STATUSES, 'pages.selfCustody.withdraw.status') },
      render: (_, withdrawal) => (
        <StatusTag status={withdrawal.status} messagePrefix="pages.selfCustody.withdraw.status" tones={STATUS_TONES} />
      ),
    },
    {
      title: t('coolingTime'),
      dataIndex: 'coolingEndsAt',
      hideInSearch: true,
      ...list.sortable('coolingEndsAt'),
      render: (_, withdrawal) => (
        <CoolingTime endsAt={withdrawal.coolingEndsAt} counting={withdrawal.status === 'cooling'} />
      ),
    },
    addressColumn<WithdrawalItem>(t('receivingAddress'), 'receivingAddress', { hideInSearch: true }),
    addressColumn<WithdrawalItem>(t('btcHash'), 'btcHash', { hideInSearch: true }),
    dateTimeColumn<WithdrawalItem, 'requestedAt'>(t('requestedAt'), 'requestedAt', { hideInTable: true }),
    {
      title: t('refundHash'),
      dataIndex: 'refundHash',
      hideInSearch: true,
      hideInTable: true,
      render: (_, withdrawal) => <HashText value={withdrawal.refundHash} full />,
    },
    { title: t('failureReason'), dataIndex: 'failureReason', hideInSearch: true, hideInTable: true },
    { title: t('refundReason'), dataIndex: 'refundReason', hideInSearch: true, hideInTable: true },
    { title: t('refundRequestedBy'), dataIndex: 'refundRequestedByName', hideInSearch: true, hideInTable: true },
    actionsColumn(
      intl,
      (withdrawal) => (
        <Space size="middle" wrap={false}>
          <DetailsAction onClick={() => setViewing(withdrawal)} />
          <WithdrawalActions withdrawal={withdrawal} onDone={changed} />
          {withdrawal.operation?.abilities.approve && <ApproveAction onClick={() => setViewing(withdrawal)} />}
        </Space>
      ),
      { hideInDescriptions: true },
    ),
  ];
  // ProDescriptions hands a column's render the raw value, not the formatted cell: the drawer takes the columns unwrapped.
  // The countdowns tick on their own (useSecondsLeft); the actions read permissions and, through
  // `changed`, the drawer's withdrawal.
  const tableColumns = useStableCells(columns, [access, viewing]);

  return (
    <ListPage<WithdrawalItem, WithdrawalListQuery>
      titleId="menu.selfCustody.withdraw"
      hiddenColumns={['userAddress', 'nonce', 'receivingAddress', 'btcHash']}
      list={list}
      columns={tableColumns}
      filters={['userAddress', 'nonce', 'status']}
      sortFields={SORT_FIELDS}
      load={listWithdrawals}
    >
      <OperationRecordDrawer<WithdrawalItem>
        viewing={viewing}
        title={t('drawerTitle')}
        onClose={() => setViewing(undefined)}
        actions={(withdrawal) => <WithdrawalActions withdrawal={withdrawal} onDone={changed} />}
        onChanged={changed}
        columns={columns}
        hashFields={['userAddress', 'receivingAddress', 'btcHash']}
      />
    </ListPage>
  );
};

export default WithdrawPage;
