import type React from 'react';
import HedgingRecordTable from '../components/HedgingRecordTable';

/** Cross-chain transfers: the address and transaction on the source chain, to the target chain. */
const CrossChainPage: React.FC = () => <HedgingRecordTable kind="crossChain" />;

export default CrossChainPage;
