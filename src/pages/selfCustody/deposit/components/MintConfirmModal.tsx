import { useMessages } from '@/locales/intl';
import { Alert } from 'antd';
import React from 'react';
import Amount from '@/components/Amount';
import ConfirmOperationModal from '@/components/ConfirmOperationModal';
import ConfirmFigures from '@/components/ConfirmOperationModal/ConfirmFigures';
import { confirmDepositMint, type DepositItem, retryDepositMint } from '@/services/selfCustody';

interface MintConfirmModalProps {
  /** The deposit to mint for, and whether this is the first mint or a retry after a failure; none when closed. */
  minting?: { deposit: DepositItem; mode: 'first' | 'retry' };
  onClose: () => void;
  onDone: () => void;
}

/** "Please double-check, minting YBTC will proceed upon confirmation!", with the deposit's key figures. */
const MintConfirmModal: React.FC<MintConfirmModalProps> = ({ minting, onClose, onDone }) => {
  const t = useMessages('pages.selfCustody.deposit');
  const deposit = minting?.deposit;
  return (
    <ConfirmOperationModal
      open={minting !== undefined}
      title={t(minting?.mode === 'retry' ? 'retryMint' : 'mint')}
      okText={t(minting?.mode === 'retry' ? 'retryMint' : 'mint')}
      danger
      onConfirm={(idempotencyKey) => {
        if (!minting) return Promise.reject(new Error('No deposit to mint for'));
        return minting.mode === 'retry'
          ? retryDepositMint(minting.deposit.id, idempotencyKey)
          : confirmDepositMint(minting.deposit.id, idempotencyKey);
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Alert type="warning" showIcon message={t('mint.confirm')} style={{ marginBottom: 16 }} />
      {minting?.mode === 'retry' && deposit?.mintFailureReason && (
        <Alert
          type="error"
          message={t('retryMint.note', { reason: deposit.mintFailureReason })}
          style={{ marginBottom: 16 }}
        />
      )}
      {deposit && (
        <ConfirmFigures
          figures={[
            { key: 'amount', label: t('amount'), value: <Amount value={deposit.amount} unit="BTC" />, strong: true },
            { key: 'userAddress', label: t('userAddress'), value: deposit.userAddress, whole: true },
            { key: 'depositHash', label: t('depositHash'), value: deposit.depositHash, whole: true },
            { key: 'receivingAddress', label: t('receivingAddress'), value: deposit.receivingAddress, whole: true },
          ]}
        />
      )}
    </ConfirmOperationModal>
  );
};

export default MintConfirmModal;
