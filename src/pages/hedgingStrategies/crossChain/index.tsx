import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import type { CrossChainItem } from '@/services/hedgingStrategies';
import HedgingRecordTable, {
  chainColumn,
  decimalColumn,
  networkColumn,
  tokenColumn,
} from '../components/HedgingRecordTable';

/** Cross-chain transfers: the address and transaction on the source chain, to the target chain. */
const CrossChainPage: React.FC = () => {
  const intl = useIntl();
  const sourceChainOf = (item: CrossChainItem) => item.sourceChain;
  const columns: ProColumns<CrossChainItem>[] = [
    chainColumn(intl, 'crossChainAddress', 'crossChainAddress', 'address', sourceChainOf),
    networkColumn(intl, 'sourceChain', 'sourceChain'),
    networkColumn(intl, 'targetChain', 'targetChain'),
    tokenColumn(intl),
    decimalColumn(intl, 'amount', 'amount', 'token'),
    chainColumn(intl, 'txHash', 'txHash', 'tx', sourceChainOf),
  ];
  return <HedgingRecordTable path="crossChain" menuKey="menu.hedgingStrategies.crossChain" columns={columns} />;
};

export default CrossChainPage;
