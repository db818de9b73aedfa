export default {
  'app.title': '管理后台',
  'app.language.label': '界面语言',
  'app.language.enUS': 'EN',
  'app.language.zhCN': '中文',
  'app.notFound.title': '页面不存在',
  'app.notFound.description': '抱歉，您访问的页面不存在。',
  'app.forbidden.description': '抱歉，您无权访问该页面。',
};
