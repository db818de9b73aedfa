import type React from 'react';
import HedgingRecordTable from '../components/HedgingRecordTable';

/** Spot sales on the exchanges, with the price the received USDC implies. */
const SpotSalesPage: React.FC = () => <HedgingRecordTable kind="spotSales" />;

export default SpotSalesPage;
