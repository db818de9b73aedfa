import type zh from '../zh-CN/component';

const component: Record<keyof typeof zh, string> = {
  'component.attention.bell':
    '{count, plural, =0 {Nothing awaits you} one {# thing awaits you} other {# things await you}}: open Home',
  'component.header.changePassword': 'Change Password',
  'component.header.signOut': 'Sign Out',
  'component.live.offline': 'Offline: live updates paused, reconnecting…',
  'component.live.paused': 'Live updates paused: this sign-in has them open in newer tabs.',
  'component.live.resume': 'Resume here',
  'component.picture.elsewhere': 'Picture on {host}',
  'component.header.signOutConfirm': 'Are you sure you want to exit login?',
  'component.header.wallet': 'Connected wallet',
  'component.header.bindWallet': 'Bind wallet',
  'component.header.wallet.bound': 'Bound wallet',
  'component.bindWallet.success': 'Wallet bound',
  'component.bindWallet.noAccount': 'No account was detected',
  'component.bindWallet.notTaproot': 'Your current address is not a taproot address. Please switch to taproot address.',
  'component.bindWallet.rejected': 'The request was cancelled in the wallet',
  'component.bindWallet.failed': 'The wallet could not complete the request, please try again',
  'component.changePassword.title': 'Change Password',
  'component.changePassword.currentPassword': 'Current password',
  'component.changePassword.currentPassword.required': 'Please enter your current password',
  'component.changePassword.newPassword': 'New password',
  'component.changePassword.newPassword.required': 'Please enter a new password',
  'component.changePassword.newPassword.length': 'The password must be {min} to {max} characters long',
  'component.changePassword.confirmPassword': 'Confirm new password',
  'component.changePassword.confirmPassword.required': 'Please enter the new password again',
  'component.changePassword.confirmPassword.mismatch': 'The two new passwords do not match',
  'component.changePassword.code': 'Verification code',
  'component.changePassword.code.required': 'Please enter the verification code',
  'component.changePassword.code.send': 'Send code',
  'component.changePassword.code.resend': 'Resend in {seconds} s',

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

  'component.approvalEmails.menu': 'Approval emails',
  'component.approvalEmails.title': 'Approval emails',
  'component.approvalEmails.description':
    'When a mint, a withdrawal, a refund or a CRSM position awaits an approval you may give, you get an email with its kind, its amount and a link to it.',
  'component.approvalEmails.switch': 'Email me when an operation awaits my approval',
  'component.approvalEmails.on': 'Approval emails are on',
  'component.approvalEmails.off': 'Approval emails are off',

  'component.stepUp.title': 'Confirm it is you',
  'component.stepUp.explain':
    'You signed in more than 15 minutes ago. Before approving a money movement, enter your password or an authenticator code again.',
  'component.stepUp.password': 'Password',
  'component.stepUp.password.required': 'Please enter your password',
  'component.stepUp.code': 'Authenticator code',
  'component.stepUp.submit': 'Confirm and continue',

  'component.explorerHashText.view': 'View on the block explorer',
};

export default component;
