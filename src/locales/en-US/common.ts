import type zh from '../zh-CN/common';

const common: Record<keyof typeof zh, string> = {
  'common.success.operation': 'Operation Successful',
  'common.action.copy': 'Copy',
  'common.success.copy': 'Copy successful',
  'common.success.sent': 'Sent Successfully',
  'common.action.backHome': 'Back Home',
  'common.action.new': 'New',
  'common.action.edit': 'Edit',
  'common.action.delete': 'Delete',
  'common.action.retry': 'Retry',
  'common.text.expand': 'Expand',
  'common.text.collapse': 'Collapse',
  'common.column.actions': 'Actions',
  'common.list.loadFailed': 'This could not be loaded.',
  'common.list.separator': ', ',
  'common.action.export': 'Export CSV',
  'common.validation.httpUrl': 'Enter an http:// or https:// address',
  'common.validation.name.oneLine': 'Use one line, without control or text-direction characters',
  'common.validation.name.visible': 'Use visible characters, not only spaces or invisible ones',
  'common.link.open': 'Open',
  'common.range.startDate': 'Start date',
  'common.range.endDate': 'End date',
  'common.range.startTime': 'Start time',
  'common.range.endTime': 'End time',
};

export default common;
