import { LinkOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { useIntl } from '@/locales/intl';
import { App, Button } from 'antd';
import React, { useState } from 'react';
import { bindWallet, walletBindChallenge } from '@/services/auth';
import { apiErrorBodyOf, describeApiError } from '@/utils/apiError';
import { useRefreshSession } from '@/hooks/useRefreshSession';
import { proveWalletAddress, walletProblemOf } from '@/utils/wallet';

/**
 * In a password session: binds the administrator's own taproot wallet, proved by its BIP-322
 * signature of the server's one-time message; then refreshes the session so the header shows it.
 */
const BindWalletButton: React.FC = () => {
  const intl = useIntl();
  const { message } = App.useApp();
  const { initialState } = useModel('@@initialState');
  const refreshSession = useRefreshSession();
  const [binding, setBinding] = useState(false);

  if (initialState?.authMethod !== 'password') return null;

  const bind = async () => {
    setBinding(true);
    try {
      const proof = await proveWalletAddress(async (address) => (await walletBindChallenge(address)).data);
      await bindWallet(proof);
      message.success(intl.formatMessage({ id: 'component.bindWallet.success' }));
      await refreshSession();
    } catch (error) {
      const problem = walletProblemOf(error);
      message.error(
        problem
          ? intl.formatMessage({ id: `component.bindWallet.${problem}` })
          : describeApiError(intl, apiErrorBodyOf(error)),
      );
    } finally {
      setBinding(false);
    }
  };

  return (
    <Button type="text" icon={<LinkOutlined />} loading={binding} onClick={bind}>
      {intl.formatMessage({ id: 'component.header.bindWallet' })}
    </Button>
  );
};

export default BindWalletButton;
