import { LockOutlined, LogoutOutlined, SafetyOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Button, Popconfirm } from 'antd';
import React, { lazy, Suspense } from 'react';
import { flushSync } from 'react-dom';
import BindWalletButton from '@/components/BindWalletButton';
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

/** A header button's look, shown while the chunk of its form loads. */
const HeaderButtonPlaceholder: React.FC<{ icon: React.ReactNode; labelId: string }> = ({ icon, labelId }) => {
  const intl = useIntl();
  return (
    <Button type="text" icon={icon}>
      {intl.formatMessage({ id: labelId })}
    </Button>
  );
};

// The password and two-factor forms pull in ProForm's fields: loaded after the layout, so the entry chunk stays small.
const ChangePasswordModal = lazy(() => import(/* webpackChunkName: "changePassword" */ '@/components/ChangePasswordModal'));
const TwoFactorButton = lazy(() => import(/* webpackChunkName: "twoFactor" */ '@/components/TwoFactor'));

/** The header's right side (ProLayout `actionsRender`); the administrator's name comes from `avatarProps`. */
export function headerActions(): React.ReactNode[] {
  return [<WalletAccount key="wallet" />, <LanguageSwitch key="language" />, <BindWalletButton key="bindWallet" />,
    <Suspense key="password" fallback={<HeaderButtonPlaceholder icon={<LockOutlined />} labelId="component.header.changePassword" />}>
      <ChangePasswordModal />
    </Suspense>,
    <Suspense key="twoFactor" fallback={<HeaderButtonPlaceholder icon={<SafetyOutlined />} labelId="component.twoFactor.menu" />}>
      <TwoFactorButton />
    </Suspense>,
    <SignOutButton key="signOut" />];
}
