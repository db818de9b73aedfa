import { PlusOutlined } from '@ant-design/icons';
import {
  type ActionType,
  PageContainer,
  ProDescriptions,
  type ProDescriptionsItemProps,
  type ProColumns,
  ProTable,
} from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
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
import { formatDecimal } from '@/utils/decimal';
import { sortQuery } from '@/utils/listQuery';
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

/** The search form's fields, as ProTable hands them to `request`. */
type DepositSearch = Omit<DepositListQuery, 'current' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** The API filters by instants: the chosen times go as ISO 8601, read in the browser's zone. */
const toInstant = (value: Dayjs) => value.toISOString();

/** Self-custody deposits: record one, confirm its YBTC mint (or retry a failed one), follow and approve its operation. */
const DepositPage: React.FC = () => {
  const intl = useIntl();
  const access = useAccess();
  const actionRef = useRef<ActionType>();
  const loadState = useTableLoadState(actionRef);
  const listQuery = useUrlListQuery<DepositListQuery>({
    toFormValues: ({ createdFrom, createdTo, ...filters }) => ({
      ...filters,
      createdRange: createdFrom && createdTo ? [createdFrom, createdTo] : undefined,
    }),
  });
  const [recording, setRecording] = useState(false);
  const [minting, setMinting] = useState<{ deposit: DepositItem; mode: 'first' | 'retry' }>();
  const [viewing, setViewing] = useState<DepositItem>();
  const t = (id: string) => intl.formatMessage({ id: `pages.selfCustody.deposit.${id}` });

  const changed = async () => {
    actionRef.current?.reload();
    if (!viewing) return;
    try {
      setViewing((await getDeposit(viewing.id)).data);
    } catch {
      // The request handler has said why; the drawer keeps what it showed.
    }
  };

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
    {
      title: t('userAddress'),
      dataIndex: 'userAddress',
      render: (_, deposit) => <HashText value={deposit.userAddress} />,
    },
    { title: t('userName'), dataIndex: 'userName' },
    {
      title: t('amount'),
      dataIndex: 'amount',
      hideInSearch: true,
      align: 'right',
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('amount'),
      render: (_, deposit) => formatDecimal(deposit.amount),
    },
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
    {
      title: t('coboAddress'),
      dataIndex: 'coboAddress',
      hideInSearch: true,
      render: (_, deposit) => <HashText value={deposit.coboAddress} />,
    },
    {
      title: t('depositHash'),
      dataIndex: 'depositHash',
      render: (_, deposit) => <HashText value={deposit.depositHash} />,
    },
    {
      title: t('receivingAddress'),
      dataIndex: 'receivingAddress',
      hideInSearch: true,
      render: (_, deposit) => <HashText value={deposit.receivingAddress} />,
    },
    {
      title: t('type'),
      dataIndex: 'type',
      hideInSearch: true,
      ...enumCell<DepositItem>(
        Object.fromEntries(DEPOSIT_TYPES.map((type) => [type, { text: t(`type.${type}`) }])),
        (deposit) => deposit.type,
      ),
    },
    dateTimeColumn<DepositItem, 'lockTime'>(t('lockTime'), 'lockTime', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('lockTime'),
    }),
    {
      title: t('remarks'),
      dataIndex: 'remarks',
      hideInSearch: true,
      width: 200,
      ...ellipsisCell<DepositItem>((deposit) => deposit.remarks),
    },
    {
      title: t('ethHash'),
      dataIndex: 'ethHash',
      hideInSearch: true,
      render: (_, deposit) => <HashText value={deposit.ethHash} />,
    },
    {
      title: t('observedAmount'),
      dataIndex: 'observedAmount',
      hideInSearch: true,
      hideInTable: true,
      render: (_, deposit) => formatDecimal(deposit.observedAmount),
    },
    { title: t('observedConfirmations'), dataIndex: 'observedConfirmations', hideInSearch: true, hideInTable: true },
    { title: t('recordedBy'), dataIndex: 'recordedByName', hideInSearch: true, hideInTable: true },
    dateTimeColumn<DepositItem, 'createdAt'>(t('createdAt'), 'createdAt', {
      sorter: true,
      defaultSortOrder: listQuery.defaultSortOrder('createdAt'),
    }),
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
        <RowAction key="details" onClick={() => setViewing(deposit)}>
          {intl.formatMessage({ id: 'pages.selfCustody.details' })}
        </RowAction>,
        ...mintActions(deposit),
        deposit.operation?.abilities.approve && (
          <RowAction key="approve" onClick={() => setViewing(deposit)}>
            {intl.formatMessage({ id: 'pages.selfCustody.operation.approve' })}
          </RowAction>
        ),
      ],
      { hideInDescriptions: true },
    ),
  ];
  // ProDescriptions hands a column's render the raw value, not the formatted cell: the drawer takes the columns unwrapped.
  const tableColumns = useStableCells(columns, [access]);

  return (
    <PageContainer title={<PageTitle>{intl.formatMessage({ id: 'menu.selfCustody.deposit' })}</PageTitle>}>
      <ProTable<DepositItem, DepositSearch>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        actionRef={actionRef}
        columns={tableColumns}
        search={{ labelWidth: 'auto' }}
        dateFormatter={toInstant}
        {...listQuery.tableProps}
        request={(params, sort) =>
          listQuery.send(
            {
              current: params.current,
              pageSize: params.pageSize,
              userAddress: params.userAddress,
              userName: params.userName,
              depositHash: params.depositHash,
              mintStatus: params.mintStatus,
              depositStatus: params.depositStatus,
              createdFrom: params.createdFrom,
              createdTo: params.createdTo,
              ...sortQuery(sort, SORT_FIELDS),
            },
            listDeposits,
          )
        }
        toolBarRender={() =>
          access.can('deposits:create')
            ? [
                <Button key="record" type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)}>
                  {t('record')}
                </Button>,
              ]
            : []
        }
        {...loadState}
      />
      <DepositForm open={recording} onOpenChange={setRecording} onSaved={() => actionRef.current?.reload()} />
      <MintConfirmModal minting={minting} onClose={() => setMinting(undefined)} onDone={changed} />
      <OperationDrawer
        open={viewing !== undefined}
        title={t('drawerTitle')}
        onClose={() => setViewing(undefined)}
        operation={viewing?.operation ?? null}
        actions={viewing && mintActions(viewing)}
        onChanged={changed}
      >
        {viewing && (
          <ProDescriptions<DepositItem>
            column={1}
            size="small"
            bordered
            dataSource={viewing}
            columns={
              columns.map((column) =>
                column.dataIndex &&
                ['userAddress', 'coboAddress', 'depositHash', 'receivingAddress', 'ethHash'].includes(
                  String(column.dataIndex),
                )
                  ? {
                      ...column,
                      render: (_, deposit) => <HashText value={deposit[column.dataIndex as 'userAddress']} full />,
                    }
                  : column,
              ) as ProDescriptionsItemProps<DepositItem>[]
            }
          />
        )}
      </OperationDrawer>
    </PageContainer>
  );
};

export default DepositPage;
