import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import React from 'react';
import type { SpotSaleItem } from '@/services/hedgingStrategies';
import HedgingRecordTable, { decimalColumn, textColumn, tokenColumn } from '../components/HedgingRecordTable';

/** Spot sales on the exchanges, with the price the received USDC implies (checked within 0.5 % of the sell price at ingestion). */
const SpotSalesPage: React.FC = () => {
  const intl = useIntl();
  const columns: ProColumns<SpotSaleItem>[] = [
    textColumn(intl, 'tradingAccount', 'tradingAccount'),
    { ...textColumn(intl, 'orderId', 'orderId'), copyable: true },
    tokenColumn(intl, 'soldToken'),
    decimalColumn(intl, 'soldAmount', 'amount', 'token'),
    decimalColumn(intl, 'sellPrice', 'sellPrice', 'USDC'),
    decimalColumn(intl, 'receivedUsdc', 'receivedUsdc', 'USDC'),
    decimalColumn(intl, 'impliedPrice', 'impliedPrice', 'USDC', {
      tooltip: intl.formatMessage({ id: 'pages.hedgingStrategies.impliedPriceHint' }),
    }),
  ];
  return (
    <HedgingRecordTable
      path="spotSales"
      menuKey="menu.hedgingStrategies.spotSales"
      hiddenColumns={['orderId']}
      columns={columns}
    />
  );
};

export default SpotSalesPage;
