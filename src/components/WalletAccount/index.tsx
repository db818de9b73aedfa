import { WalletOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { App, Space, Typography } from 'antd';
import React, { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { logout } from '@/services/auth';
import { signedOutState } from '@/utils/initialState';
import { LOGIN_PATH } from '@/utils/routeGuard';
import { clearSession } from '@/utils/session';
import { shortenAddress, WALLET_DISCONNECTED_NOTICE, watchWalletAccount } from '@/utils/wallet';

/**
 * In a wallet session: the connected address, shortened, with copy; and the watch on the wallet —
 * when it disconnects or switches account, the session ends here and on the server.
 */
const WalletAccount: React.FC = () => {
  const intl = useIntl();
  const { message } = App.useApp();
  const { initialState, setInitialState } = useModel('@@initialState');
  const address = initialState?.authMethod === 'wallet' ? initialState.currentAdmin?.walletAddress : undefined;

  useEffect(() => {
    if (!address) return undefined;
    return watchWalletAccount(address, async () => {
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
  }, [address, setInitialState]);

  if (!address) return null;
  return (
    <Space size={4} title={intl.formatMessage({ id: 'component.header.wallet' })}>
      <WalletOutlined />
      <Typography.Text
        copyable={{
          text: address,
          tooltips: [intl.formatMessage({ id: 'component.header.wallet.copy' }), intl.formatMessage({ id: 'common.success.copy' })],
          onCopy: () => message.success(intl.formatMessage({ id: 'common.success.copy' })),
        }}
      >
        {shortenAddress(address)}
      </Typography.Text>
    </Space>
  );
};

export default WalletAccount;
