import { LockOutlined, LogoutOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { useIntl, type MessageId } from '@/locales/intl';
import { Button, Popconfirm } from 'antd';
import React, { lazy, Suspense, useState } from 'react';
import AttentionBell from '@/components/AttentionBell';
import BindWalletButton from '@/components/BindWalletButton';
import LanguageSwitch from '@/components/LanguageSwitch';
import WalletAccount from '@/components/WalletAccount';
import { useConfirmFocus } from '@/hooks/useConfirmFocus';
import { signOutHere } from '@/utils/signOut';

/**
 * Asks first, then ends the session on the server and here, and returns to the sign-in page. By keyboard
 * the question works as src/hooks/useConfirmFocus.ts says.
 */
export const SignOutButton: React.FC = () => {
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');
  const { trigger, confirmProps } = useConfirmFocus();

  const signOut = () => signOutHere(setInitialState);

  return (
    <Popconfirm
      {...confirmProps}
      title={intl.formatMessage({ id: 'component.header.signOutConfirm' })}
      onConfirm={signOut}
    >
      <Button ref={trigger} type="text" icon={<LogoutOutlined />}>
        {intl.formatMessage({ id: 'component.header.signOut' })}
      </Button>
    </Popconfirm>
  );
};

/** What a header entry's lazily loaded dialog takes: the entry owns the button and the open state. */
export interface HeaderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A header button whose dialog lives in its own chunk: the chunk is fetched when the pointer or
 * the focus reaches the button, and a click made before it arrives opens the dialog once it has.
 */
const LazyDialogEntry: React.FC<{
  icon: React.ReactNode;
  labelId: MessageId;
  Dialog: React.ComponentType<HeaderDialogProps>;
}> = ({ icon, labelId, Dialog }) => {
  const intl = useIntl();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const want = () => setWanted(true);
  return (
    <>
      <Button
        type="text"
        icon={icon}
        onMouseEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          setOpen(true);
        }}
      >
        {intl.formatMessage({ id: labelId })}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
};

// The password and two-factor forms pull in ProForm's fields: loaded after the layout, so the entry chunk stays small.
const ChangePasswordModal = lazy(
  () => import(/* webpackChunkName: "changePassword" */ '@/components/ChangePasswordModal'),
);
const TwoFactorDialog = lazy(() => import(/* webpackChunkName: "twoFactor" */ '@/components/TwoFactor'));
const ApprovalEmailsDialog = lazy(() => import(/* webpackChunkName: "approvalEmails" */ '@/components/ApprovalEmails'));

export const ChangePasswordEntry: React.FC = () => (
  <LazyDialogEntry icon={<LockOutlined />} labelId="component.header.changePassword" Dialog={ChangePasswordModal} />
);
export const TwoFactorEntry: React.FC = () => (
  <LazyDialogEntry icon={<SafetyOutlined />} labelId="component.twoFactor.menu" Dialog={TwoFactorDialog} />
);
export const ApprovalEmailsEntry: React.FC = () => (
  <LazyDialogEntry icon={<MailOutlined />} labelId="component.approvalEmails.menu" Dialog={ApprovalEmailsDialog} />
);

/** The header's right side, left to right (the administrator's name comes from ProLayout's `avatarProps`). */
export const HEADER_ITEMS = {
  AttentionBell,
  WalletAccount,
  LanguageSwitch,
  BindWalletButton,
  ChangePasswordEntry,
  TwoFactorEntry,
  ApprovalEmailsEntry,
  SignOutButton,
};
