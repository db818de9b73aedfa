// Page statistics and wallet connection statistics.
export default {
  'pages.statistics.dayRange': '日期（UTC）',
  'pages.statistics.day': '日期（UTC）',
  'pages.statistics.dayHint': '按 UTC 日历日统计',
  'pages.statistics.total': '合计',
  'pages.statistics.noData': '暂无数据',
  'pages.statistics.view.page': '页面',
  'pages.statistics.view.country': '国家/地区',
  'pages.statistics.view.views': '浏览量',
  'pages.statistics.view.perDay': '每日浏览量',
  'pages.statistics.view.topPages': '热门页面',
  'pages.statistics.view.topCountries': '热门国家/地区',
  'pages.statistics.view.totals': '共 {rows} 行，浏览量 {views}',
  'pages.statistics.wallet.chainId': '链 ID',
  'pages.statistics.wallet.address': '地址',
  'pages.statistics.wallet.connections': '连接次数',
  'pages.statistics.wallet.perDay': '每日钱包连接（按链 ID）',
  'pages.statistics.wallet.chainLabel': '链 {chainId}',
  'pages.statistics.wallet.totals': '共 {rows} 个地址·日，连接 {connections} 次，独立地址 {addresses}',
  'pages.statistics.wallet.totalsUncounted':
    '共 {rows} 个地址·日，连接 {connections} 次；范围过大，未统计独立地址（请缩小筛选范围）',
};
