export default {
  'pages.home.welcome': '欢迎，{name}',
  'pages.home.name': '姓名',
  'pages.home.email': '邮箱',
  'pages.home.role': '角色',
  'pages.home.description': '描述',
  'pages.home.everyPermission': '拥有全部权限',

  'pages.home.attention.title': '待您处理',
  'pages.home.attention.empty': '目前没有需要您处理的事项',
  'pages.home.attention.approvals.mint': '{count} 笔 YBTC 铸造等待您审批',
  'pages.home.attention.approvals.withdrawal': '{count} 笔提款等待您审批',
  'pages.home.attention.approvals.refund': '{count} 笔退款等待您审批',
  'pages.home.attention.approvals.crsm_open': '{count} 个 CRSM 仓位创建等待您审批',
  'pages.home.attention.untreatedFeedback': '{count} 条反馈未处理',
  'pages.home.attention.priceStale': 'BTC 价格已过期：最后观测于 {time}（允许时长 {minutes} 分钟）',
  'pages.home.attention.priceMissing': '尚未上报任何 BTC 价格',
};
