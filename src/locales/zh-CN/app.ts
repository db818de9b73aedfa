export default {
  'app.title': '管理后台',
  'app.language.label': '界面语言',
  'app.language.enUS': 'EN',
  'app.language.zhCN': '中文',
  'app.chunkError.title': '页面的这一部分加载失败。',
  'app.chunkError.description': '请检查网络连接后重新加载。',
  'app.error.description': '请重新加载页面；如果问题仍然存在，请联系技术支持。',
  'app.notFound.description': '抱歉，您访问的页面不存在。',
  'app.forbidden.description': '抱歉，您无权访问该页面。',
};
