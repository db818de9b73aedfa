import type zh from '../zh-CN/login';

const login: Record<keyof typeof zh, string> = {
  'pages.login.subTitle': 'Sign in with your administrator email and password, or your wallet',
  'pages.login.account.placeholder': 'Email',
  'pages.login.account.required': 'The account cannot be empty',
  'pages.login.account.invalid': 'Please enter a valid email address',
  'pages.login.password.placeholder': 'Password',
  'pages.login.password.required': 'Password can not be blank',
  'pages.login.submit': 'Sign in',
  'pages.login.or': 'or',
  'pages.login.wallet.connect': 'Connect wallet',
  'pages.login.wallet.noAccount': 'No account was detected',
  'pages.login.wallet.notTaproot': 'Your current address is not a taproot address. Please switch to taproot address.',
  'pages.login.wallet.disconnected': 'Wallet connection disconnected, please log in again',
  'pages.login.wallet.rejected': 'The request was cancelled in the wallet',
  'pages.login.wallet.failed': 'The wallet could not complete the request, please try again',
  'pages.login.wallet.notBound': 'This wallet is not bound to an enabled administrator',

  'pages.login.totp.subTitle': 'Enter the code from your authenticator app',
  'pages.login.totp.enrolSubTitle': 'Your role requires two-factor authentication: set it up first',
  'pages.login.totp.enrolRequired':
    'Before signing in, add this account to your authenticator app, then enter its code.',
  'pages.login.totp.submit': 'Verify and sign in',
  'pages.login.totp.back': 'Back to sign-in',
  'pages.login.totp.title': 'Two-factor authentication',
};

export default login;
