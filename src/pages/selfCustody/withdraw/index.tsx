import {
  type ActionType,
  PageContainer,
  ProDescriptions,
  type ProDescriptionsItemProps,
  type ProColumns,
  ProTable,
} from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Space } from 'antd';
import React, { useRef, useState } from 'react';
import { dateTimeColumn } from '@/components/DateTime';
import HashText from '@/components/HashText';
import OperationDrawer from '@/components/OperationDrawer';
import PageTitle from '@/components/PageTitle';
import RowAction, { actionsColumn } from '@/components/RowAction';
import StatusTag, { type StatusTone, statusOptions } from '@/components/StatusTag';
import { useStableCells } from '@/hooks/useStableCells';
import { useTableLoadState } from '@/hooks/useTableLoadState';
import { useUrlListQuery } from '@/hooks/useUrlListQuery';
import {
  getWithdrawal,
  listWithdrawals,
  WITHDRAWAL_STATUSES,
  type WithdrawalItem,
  type WithdrawalListQuery,
  type WithdrawalSortField,
  type WithdrawalStatus,
} from '@/services/selfCustody';
import { formatDecimal } from '@/utils/decimal';
import { sortQuery } from '@/utils/listQuery';
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

/** The search form's fields, as ProTable hands them to `request`. */
type WithdrawalSearch = Omit<WithdrawalListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** Self-custody withdrawals: confirm once cooled, or request and confirm a refund; follow and approve the operation. */
const WithdrawPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<WithdrawalListQuery>();
  const [viewing, setViewing] = useState<WithdrawalItem>();
  const t = (id: string) => intl.formatMessage({ id: `pages.selfCustody.withdraw.${id}` });

  const changed = async () => {
    actionRef.current?.reload();
    if (!viewing) return;
    try {
      setViewing((await getWithdrawal(viewing.id)).data);
    } catch {
      // The request handler has said why; the drawer keeps what it showed.
    }
  };

  const columns: ProColumns<WithdrawalItem>[] = [
    { title: t('institution'), dataIndex: 'institutionName', hideInSearch: true },
    {
      title: t('userAddress'),
      dataIndex: 'userAddress',
      render: (_, withdrawal) => <HashText value={withdrawal.userAddress} />,
    },
    {
      title: t('amount'),
      dataIndex: 'amount',
      hideInSearch: true,
      align: 'right',
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('amount'),
      render: (_, withdrawal) => formatDecimal(withdrawal.amount),
    },
    {
      title: t('nonce'),
      dataIndex: 'nonce',
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('nonce'),
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
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('coolingEndsAt'),
      render: (_, withdrawal) => (
        <CoolingTime endsAt={withdrawal.coolingEndsAt} counting={withdrawal.status === 'cooling'} />
      ),
    },
    {
      title: t('receivingAddress'),
      dataIndex: 'receivingAddress',
      hideInSearch: true,
      render: (_, withdrawal) => <HashText value={withdrawal.receivingAddress} />,
    },
    {
      title: t('btcHash'),
      dataIndex: 'btcHash',
      hideInSearch: true,
      render: (_, withdrawal) => <HashText value={withdrawal.btcHash} />,
    },
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
          <RowAction onClick={() => setViewing(withdrawal)}>
            {intl.formatMessage({ id: 'pages.selfCustody.details' })}
          </RowAction>
          <WithdrawalActions withdrawal={withdrawal} onDone={changed} />
          {withdrawal.operation?.abilities.approve && (
            <RowAction onClick={() => setViewing(withdrawal)}>
              {intl.formatMessage({ id: 'pages.selfCustody.operation.approve' })}
            </RowAction>
          )}
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
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.selfCustody.withdraw' })}</PageTitle>}>
      <ProTable<WithdrawalItem, WithdrawalSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={tableColumns}
        search={{ labelWidth: 'auto' }}
        {...listQuery.tableProps}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              userAddress: params.userAddress,
              nonce: params.nonce,
              status: params.status,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listWithdrawals,
          )
        }
        {...loadState}
      />
      <OperationDrawer
        open={viewing !== undefined}
        title={t('drawerTitle')}
        onClose={() => setViewing(undefined)}
        operation={viewing?.operation ?? null}
        actions={viewing && <WithdrawalActions withdrawal={viewing} onDone={changed} />}
        onChanged={changed}
      >
        {viewing && (
          <ProDescriptions<WithdrawalItem>
            column={1}
            size="small"
            bordered
            dataSource={viewing}
            columns={
              columns.map((column) =>
                column.dataIndex && ['userAddress', 'receivingAddress', 'btcHash'].includes(String(column.dataIndex))
                  ? {
                      ...column,
                      render: (_, withdrawal) => (
                        <HashText value={withdrawal[column.dataIndex as 'userAddress']} full />
                      ),
                    }
                  : column,
              ) as ProDescriptionsItemProps<WithdrawalItem>[]
            }
          />
        )}
      </OperationDrawer>
    </PageContainer>
  );
};

export default WithdrawPage;
