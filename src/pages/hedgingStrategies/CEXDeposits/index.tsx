import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import type { CexDepositItem } from '@/services/hedgingStrategies';
import HedgingRecordTable, {
  chainColumn,
  decimalColumn,
  networkColumn,
  tokenColumn,
} from '../components/HedgingRecordTable';

/** Deposits to the exchanges' deposit addresses. */
const CexDepositsPage: React.FC = () => {
  const intl = useIntl();
  const networkOf = (item: CexDepositItem) => item.network;
  const columns: ProColumns<CexDepositItem>[] = [
    chainColumn(intl, 'depositAddress', 'depositAddress', 'address', networkOf),
    chainColumn(intl, 'hash', 'txHash', 'tx', networkOf),
    networkColumn(intl, 'network', 'network'),
    tokenColumn(intl),
    decimalColumn(intl, 'amount', 'amount', 'token'),
  ];
  return <HedgingRecordTable path="cexDeposits" menuKey="menu.hedgingStrategies.CEXDeposits" columns={columns} />;
};

export default CexDepositsPage;
