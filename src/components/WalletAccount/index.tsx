import { WalletOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { Space, Typography } from 'antd';
import React, { useEffect } from 'react';
import { useCopyable } from '@/hooks/useCopyable';
import { signOutHere } from '@/utils/signOut';
import { shortenAddress, WALLET_DISCONNECTED_NOTICE, watchWalletAccount } from '@/utils/wallet';

/**
 * The administrator's wallet address, shortened, with copy: the connected one in a wallet session, the
 * bound one in a password session. In a wallet session, also the watch on the wallet — when it
 * disconnects or switches account, the session ends here and on the server.
 */
const WalletAccount: React.FC = () => {
  const intl = useIntl();
  const copyable = useCopyable();
  const { initialState, setInitialState } = useModel('@@initialState');
  const inWalletSession = initialState?.authMethod === 'wallet';
  const address = initialState?.currentAdmin?.walletAddress ?? undefined;
  // Only a wallet session follows the wallet; a password session just shows the bound address.
  const watched = inWalletSession ? address : undefined;

  useEffect(() => {
    if (!watched) return undefined;
    return watchWalletAccount(watched, () => signOutHere(setInitialState, WALLET_DISCONNECTED_NOTICE));
  }, [watched, setInitialState]);

  if (!address) return null;
  return (
    <Space
      size={4}
      title={intl.formatMessage({ id: inWalletSession ? 'component.header.wallet' : 'component.header.wallet.bound' })}
    >
      <WalletOutlined />
      <Typography.Text copyable={copyable(address)}>{shortenAddress(address)}</Typography.Text>
    </Space>
  );
};

export default WalletAccount;
