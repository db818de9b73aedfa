import { LogoutOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Button, Popconfirm } from 'antd';
import React from 'react';
import { flushSync } from 'react-dom';
import BindWalletButton from '@/components/BindWalletButton';
import ChangePasswordModal from '@/components/ChangePasswordModal';
import LanguageSwitch from '@/components/LanguageSwitch';
import WalletAccount from '@/components/WalletAccount';
import { logout } from '@/services/auth';
import { signedOutState } from '@/utils/initialState';
import { LOGIN_PATH } from '@/utils/routeGuard';
import { clearSession } from '@/utils/session';

/** Asks first, then ends the session on the server and here, and returns to the sign-in page. */
export const SignOutButton: React.FC = () => {
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // Signing out here must not depend on the server answering.
    }
    clearSession();
    history.replace(LOGIN_PATH);
    flushSync(() => {
      setInitialState((state) => ({ ...state, ...signedOutState() }));
    });
  };

  return (
    <Popconfirm title={intl.formatMessage({ id: 'component.header.signOutConfirm' })} onConfirm={signOut}>
      <Button type="text" icon={<LogoutOutlined />}>
        {intl.formatMessage({ id: 'component.header.signOut' })}
      </Button>
    </Popconfirm>
  );
};

/** The header's right side (ProLayout `actionsRender`); the administrator's name comes from `avatarProps`. */
export function headerActions(): React.ReactNode[] {
  return [<WalletAccount key="wallet" />, <LanguageSwitch key="language" />, <BindWalletButton key="bindWallet" />,
    <ChangePasswordModal key="password" />, <SignOutButton key="signOut" />];
}
