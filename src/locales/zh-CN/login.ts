export default {
  'pages.login.subTitle': '使用管理员邮箱和密码登录',
  'pages.login.account.placeholder': '邮箱',
  'pages.login.account.required': '账号不能为空',
  'pages.login.password.placeholder': '密码',
  'pages.login.password.required': '密码不能为空',
  'pages.login.submit': '登录',
};
