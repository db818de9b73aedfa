// The texts the panel can show before, or without, the rest of a language's messages (src/locales/load.ts):
// the screen for a file that failed to download. They travel in the entry script; the rest load per language.
export default {
  'common.error.generic': '发生错误，请重试！',
  'common.action.reload': '重新加载',
  'app.chunkError.title': '页面的这一部分加载失败。',
  'app.chunkError.description': '请检查网络连接后重新加载。',
  'app.error.description': '请重新加载页面；如果问题仍然存在，请联系技术支持。',
};
