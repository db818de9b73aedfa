import type zh from '../zh-CN/home';

const home: Record<keyof typeof zh, string> = {
  'pages.home.welcome': 'Welcome, {name}',
  'pages.home.name': 'Name',
  'pages.home.email': 'Email',
  'pages.home.role': 'Role',
  'pages.home.description': 'Description',
  'pages.home.everyPermission': 'Every permission',

  'pages.home.attention.title': 'Needs you now',
  'pages.home.attention.empty': 'Nothing needs you now',
  'pages.home.attention.approvals.mint': 'YBTC mints awaiting your approval: {count}',
  'pages.home.attention.approvals.withdrawal': 'Withdrawals awaiting your approval: {count}',
  'pages.home.attention.approvals.refund': 'Refunds awaiting your approval: {count}',
  'pages.home.attention.approvals.crsm_open': 'CRSM position creations awaiting your approval: {count}',
  'pages.home.attention.untreatedFeedback': 'Untreated feedback: {count}',
  'pages.home.attention.priceStale': 'The BTC price is stale: last observed {time} (allowed age {minutes} minutes)',
  'pages.home.attention.priceMissing': 'No BTC price has been reported yet',
};

export default home;
