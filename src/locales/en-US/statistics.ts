import type zh from '../zh-CN/statistics';

const statistics: Record<keyof typeof zh, string> = {
  'pages.statistics.dayRange': 'Day (UTC)',
  'pages.statistics.day': 'Day (UTC)',
  'pages.statistics.dayHint': 'Counted by UTC calendar day',
  'pages.statistics.total': 'Total',
  'pages.statistics.noData': 'No data yet',
  'pages.statistics.view.page': 'Page',
  'pages.statistics.view.country': 'Country',
  'pages.statistics.view.views': 'Views',
  'pages.statistics.view.perDay': 'Views per day',
  'pages.statistics.view.topPages': 'Top pages',
  'pages.statistics.view.topCountries': 'Top countries',
  'pages.statistics.view.totals': '{rows} rows, {views} views',
  'pages.statistics.wallet.chainId': 'Chain ID',
  'pages.statistics.wallet.address': 'Address',
  'pages.statistics.wallet.connections': 'Connections',
  'pages.statistics.wallet.perDay': 'Wallet connections per day, by chain ID',
  'pages.statistics.wallet.chainLabel': 'Chain {chainId}',
  'pages.statistics.wallet.totals': '{rows} address-days, {connections} connections, {addresses} distinct addresses',
  'pages.statistics.wallet.totalsUncounted':
    '{rows} address-days, {connections} connections; distinct addresses are not counted for so wide a filter (narrow it)',
};

export default statistics;
