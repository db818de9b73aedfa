import type zh from '../zh-CN/common';

const common: Record<keyof typeof zh, string> = {
  'common.error.generic': 'An error occurred, please try again!',
  'common.success.operation': 'Operation Successful',
  'common.success.copy': 'Copy successful',
  'common.success.sent': 'Sent Successfully',
  'common.action.reload': 'Reload',
  'common.action.backHome': 'Back Home',
};

export default common;
