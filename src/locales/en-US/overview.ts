import type zh from '../zh-CN/overview';

const overview: Record<keyof typeof zh, string> = {
  'pages.overview.customPrompt':
    'Choose the first and last day; the figures below are still those of the previous range',
  'pages.overview.range.24h': '24 h',
  'pages.overview.range.7d': '7 days',
  'pages.overview.range.30d': '30 days',
  'pages.overview.range.all': 'All',
  'pages.overview.range.custom': 'Custom',
  'pages.overview.figure.bridgeBtc': 'Bridge BTC',
  'pages.overview.figure.mintYu': 'YU minted',
  'pages.overview.figure.userCount': 'Users',
  'pages.overview.figure.vaultBtc': 'Vault BTC',
  'pages.overview.change': 'Change over the range',
  'pages.overview.noChange': 'No change',
  'pages.overview.observedAt': 'As of',
  'pages.overview.details': 'Open the Data Overview',
  'pages.overview.empty': "No data yet: the product's services have not pushed any snapshot.",
  'pages.overview.emptyRange': 'No data in the chosen range.',
  'pages.overview.chartTitle': '{figure} over time',
  'pages.overview.value': 'Value',
  'pages.overview.time': 'Time',
};

export default overview;
