export default {
  'pages.home.welcome': '欢迎，{name}',
  'pages.home.name': '姓名',
  'pages.home.email': '邮箱',
  'pages.home.role': '角色',
  'pages.home.description': '描述',
  'pages.home.superAdministrator': '超级管理员',
};
