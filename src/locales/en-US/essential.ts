import type zh from '../zh-CN/essential';

const essential: Record<keyof typeof zh, string> = {
  'common.error.generic': 'An error occurred, please try again!',
  'common.action.reload': 'Reload',
  'app.chunkError.title': 'This part of the page failed to load.',
  'app.chunkError.description': 'Check your connection and reload.',
  'app.error.description': 'Reload the page; if the problem persists, contact support.',
};

export default essential;
