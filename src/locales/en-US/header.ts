import type zh from '../zh-CN/header';

const header: Record<keyof typeof zh, string> = {
  'component.header.changePassword': 'Change Password',
  'component.header.signOut': 'Sign Out',
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
};

export default header;
