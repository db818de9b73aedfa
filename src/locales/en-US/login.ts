import type zh from '../zh-CN/login';

const login: Record<keyof typeof zh, string> = {
  'pages.login.subTitle': 'Sign in with your administrator email and password',
  'pages.login.account.placeholder': 'Email',
  'pages.login.account.required': 'The account cannot be empty',
  'pages.login.password.placeholder': 'Password',
  'pages.login.password.required': 'Password can not be blank',
  'pages.login.submit': 'Sign in',
};

export default login;
