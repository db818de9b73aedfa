import type zh from '../zh-CN/points';

const points: Record<keyof typeof zh, string> = {
  'pages.points.address': 'Address',
  'pages.points.balance': 'Berries',
  'pages.points.minBalance': 'Minimum berries',
  'pages.points.maxBalance': 'Maximum berries',
  'pages.points.adjustmentCount': 'Adjustments',
  'pages.points.updatedAt': 'Last adjusted',
  'pages.points.history': 'History',
  'pages.points.adjust': 'Adjust points',
  'pages.points.adjust.currentBalance': 'Current berries: {balance}',
  'pages.points.delta': 'Change',
  'pages.points.delta.extra': 'Positive to add, negative (e.g. -100) to deduct; points cannot go below 0',
  'pages.points.delta.required': 'Please enter the change in points',
  'pages.points.delta.invalid': 'Enter a non-zero number with at most 8 decimals',
  'pages.points.reason': 'Reason',
  'pages.points.reason.required': 'Please enter the reason for the adjustment',
  'pages.points.history.title': 'Points history: {address}',
  'pages.points.history.createdAt': 'Time',
  'pages.points.history.delta': 'Change',
  'pages.points.history.balanceAfter': 'Berries after',
  'pages.points.history.admin': 'Administrator',
  'pages.points.history.empty': 'No adjustments yet',
};

export default points;
