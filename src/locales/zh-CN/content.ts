// What News Manage and Notice Manage share: whether an item is shown, and showing, hiding and deleting it.
export default {
  'pages.content.status': '状态',
  'pages.content.status.shown': '显示',
  'pages.content.status.hidden': '不显示',
  'pages.content.show': '显示',
  'pages.content.hide': '隐藏',
  'pages.content.confirmShow': '确定要显示吗？',
  'pages.content.confirmHide': '确定要隐藏吗？',
  'pages.content.confirmDelete': '确定要删除吗？删除后无法恢复。',
};
