import type zh from '../zh-CN/content';

const content: Record<keyof typeof zh, string> = {
  'pages.content.status': 'Status',
  'pages.content.status.shown': 'Show',
  'pages.content.status.hidden': 'Not show',
  'pages.content.show': 'Show',
  'pages.content.hide': 'Hide',
  'pages.content.confirmShow': 'Are you sure you want to show it?',
  'pages.content.confirmHide': 'Are you sure you want to hide it?',
  'pages.content.confirmDelete': 'Are you sure you want to delete it? This cannot be undone.',
};

export default content;
