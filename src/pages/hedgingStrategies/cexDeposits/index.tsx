import type React from 'react';
import HedgingRecordTable from '../components/HedgingRecordTable';

/** Deposits to the exchanges' deposit addresses. */
const CexDepositsPage: React.FC = () => <HedgingRecordTable kind="cexDeposits" />;

export default CexDepositsPage;
