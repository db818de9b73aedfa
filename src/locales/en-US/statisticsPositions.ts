import type zh from '../zh-CN/statisticsPositions';

const statisticsPositions: Record<keyof typeof zh, string> = {
  'pages.statisticsPositions.total': 'Total',
  'pages.statisticsPositions.chartEmpty': 'No data in the selected range',
  'pages.statisticsPositions.day': 'Day (UTC)',
  'pages.statisticsPositions.dayRange': 'Days (UTC)',
  'pages.statisticsPositions.chainId': 'Chain ID',
  'pages.statisticsPositions.chainIdPlaceholder': 'btc or an EVM chain ID, e.g. 1',
  'pages.statisticsPositions.positions': 'Positions',
  'pages.statisticsPositions.btcDeposited': 'BTC deposited',
  'pages.statisticsPositions.yuMinted': 'YU minted',
  'pages.statisticsPositions.btcPerDay': 'BTC deposited per day',
  'pages.statisticsPositions.yuPerDay': 'YU minted per day',
  'pages.statisticsPositions.btcPerChain': 'BTC deposited per chain',
  'pages.statisticsPositions.vaultId': 'Vault ID',
  'pages.statisticsPositions.createdAddress': 'Created address',
  'pages.statisticsPositions.createdAt': 'Created at',
  'pages.statisticsPositions.captainAddress': "Captain's address",
  'pages.statisticsPositions.teamYuMinted': 'Team total YU minted',
  'pages.statisticsPositions.teamSize': 'Team size',
  'pages.statisticsPositions.observedAt': 'Observed at',
  'pages.statisticsPositions.topTeams': 'Top 10 teams by YU minted',
  'pages.statisticsPositions.drawnAt': 'Time',
  'pages.statisticsPositions.teamSizeExcludingCaptain': 'Team size excluding captain',
  'pages.statisticsPositions.captainBerries': "Captain's berries",
  'pages.statisticsPositions.totalPrizeBerries': 'Total prize berries',
  'pages.statisticsPositions.prizePerDay': 'Prize berries per day',
};

export default statisticsPositions;
