export default {
  'common.error.generic': '发生错误，请重试！',
  'common.success.operation': '操作成功',
  'common.success.copy': '复制成功',
  'common.success.sent': '发送成功',
  'common.action.reload': '重新加载',
  'common.action.backHome': '返回首页',
};
