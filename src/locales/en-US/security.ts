import type zh from '../zh-CN/security';

const security: Record<keyof typeof zh, string> = {
  'menu.permissions.sessions': 'Sessions',
  'pages.permissions.sessions.admin': 'Administrator',
  'pages.permissions.sessions.current': 'This session',
  'pages.permissions.sessions.authMethod': 'Signed in with',
  'pages.permissions.sessions.authMethod.password': 'Password',
  'pages.permissions.sessions.authMethod.wallet': 'Wallet',
  'pages.permissions.sessions.createdAt': 'Signed in at',
  'pages.permissions.sessions.lastSeenAt': 'Last used',
  'pages.permissions.sessions.expiresAt': 'Expires at',
  'pages.permissions.sessions.ip': 'IP address',
  'pages.permissions.sessions.userAgent': 'Browser',
  'pages.permissions.sessions.revoke': 'Revoke',
  'pages.permissions.sessions.confirmRevoke': 'Revoke this session of {admin}? They are signed out at once.',
  'pages.permissions.sessions.confirmRevokeOwn':
    'This is your own session: revoking it signs you out at once. Continue?',
  'pages.permissions.auditLog.action.session.revoke': 'Revoke a session',
  'component.twoFactor.menu': 'Two-factor',
  'component.twoFactor.title': 'Two-factor authentication (TOTP)',
  'component.twoFactor.scan':
    'Scan the QR code with an authenticator app (such as Google Authenticator or 1Password), or type the secret below:',
  'component.twoFactor.secret': 'Secret',
  'component.twoFactor.uri': 'otpauth link',
  'component.twoFactor.code': 'Code',
  'component.twoFactor.code.required': 'Please enter the 6-digit code from your authenticator app',
  'component.twoFactor.code.format': 'The code has 6 digits',
  'component.twoFactor.confirm': 'Turn on',
  'component.twoFactor.disable': 'Turn off two-factor',
  'component.twoFactor.on': 'Two-factor authentication is on. Enter a current code to turn it off.',
  'component.twoFactor.onRequired': 'Two-factor authentication is on, and your role requires it.',
  'component.twoFactor.enabled': 'Two-factor authentication is on',
  'component.twoFactor.disabled': 'Two-factor authentication is off',
  'pages.login.totp.subTitle': 'Enter the code from your authenticator app',
  'pages.login.totp.enrolSubTitle': 'Your role requires two-factor authentication: set it up first',
  'pages.login.totp.enrolRequired':
    'Before signing in, add this account to your authenticator app, then enter its code.',
  'pages.login.totp.submit': 'Verify and sign in',
  'pages.login.totp.back': 'Back to sign-in',
  'pages.login.totp.title': 'Two-factor authentication',
  'pages.permissions.auditLog.action.admin.enableTwoFactor': 'Turn on two-factor',
  'pages.permissions.auditLog.action.admin.disableTwoFactor': 'Turn off two-factor',
  'component.stepUp.title': 'Confirm it is you',
  'component.stepUp.explain':
    'You signed in more than 15 minutes ago. Before approving a money movement, enter your password or an authenticator code again.',
  'component.stepUp.password': 'Password',
  'component.stepUp.password.required': 'Please enter your password',
  'component.stepUp.code': 'Authenticator code',
  'component.stepUp.submit': 'Confirm and continue',
  'pages.permissions.auditLog.action.session.stepUp': 'Confirm identity again',
};

export default security;
