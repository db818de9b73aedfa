import type zh from '../zh-CN/app';

const app: Record<keyof typeof zh, string> = {
  'app.title': 'Admin Panel',
  'app.language.label': 'Interface language',
  'app.language.enUS': 'EN',
  'app.language.zhCN': '中文',
  'app.notFound.title': 'Page not found',
  'app.notFound.description': 'Sorry, the page you visited does not exist.',
  'app.forbidden.description': 'Sorry, you do not have access to this page.',
};

export default app;
