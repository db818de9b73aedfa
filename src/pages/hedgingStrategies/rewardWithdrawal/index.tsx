import type React from 'react';
import HedgingRecordTable from '../components/HedgingRecordTable';

/** Reward withdrawals: from the hedging account to the target address, per network. */
const RewardWithdrawalPage: React.FC = () => <HedgingRecordTable kind="rewardWithdrawals" />;

export default RewardWithdrawalPage;
