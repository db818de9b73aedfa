import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import type { RewardWithdrawalItem } from '@/services/hedgingStrategies';
import HedgingRecordTable, {
  chainColumn,
  decimalColumn,
  networkColumn,
  textColumn,
  tokenColumn,
} from '../components/HedgingRecordTable';

/** Reward withdrawals: from the hedging account to the target address, per network. */
const RewardWithdrawalPage: React.FC = () => {
  const intl = useIntl();
  const networkOf = (item: RewardWithdrawalItem) => item.network;
  const columns: ProColumns<RewardWithdrawalItem>[] = [
    textColumn(intl, 'accountName', 'accountName'),
    chainColumn(intl, 'accountAddress', 'accountAddress', 'address', networkOf),
    chainColumn(intl, 'targetAddress', 'targetAddress', 'address', networkOf),
    textColumn(intl, 'receivingAccount', 'receivingAccount'),
    chainColumn(intl, 'txHash', 'txHash', 'tx', networkOf),
    networkColumn(intl, 'network', 'network'),
    tokenColumn(intl),
    decimalColumn(intl, 'amount', 'amount', 'token'),
  ];
  return (
    <HedgingRecordTable
      path="rewardWithdrawals"
      menuKey="menu.hedgingStrategies.rewardWithdrawal"
      hiddenColumns={['targetAddress', 'receivingAccount']}
      columns={columns}
    />
  );
};

export default RewardWithdrawalPage;
