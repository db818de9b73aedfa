import { WalletOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Space, Typography } from 'antd';
import React, { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useCopyable } from '@/hooks/useCopyable';
import { logout } from '@/services/auth';
import { signedOutState } from '@/utils/initialState';
import { LOGIN_PATH } from '@/utils/routeGuard';
import { clearSession } from '@/utils/session';
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
    return watchWalletAccount(watched, async () => {
      try {
        await logout();
      } catch {
        // Signing out here must not depend on the server answering.
      }
      clearSession();
      history.replace(`${LOGIN_PATH}?notice=${WALLET_DISCONNECTED_NOTICE}`);
      flushSync(() => {
        setInitialState((state) => ({ ...state, ...signedOutState() }));
      });
    });
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
