import { defineConfig } from '@umijs/max';
import routes from './config/routes';
import { PANEL_THEME } from './config/theme';
import { MESSAGE_CONFIG } from './src/utils/toastPlacement';

export default defineConfig({
  routes,
  // Hash history and relative assets let one static build run under any CDN path prefix.
  history: { type: 'hash' },
  base: '/',
  // Umi refuses a relative publicPath in development, where the dev server serves from /.
  publicPath: process.env.NODE_ENV === 'production' ? './' : '/',
  hash: true,
  title: 'Admin Panel',
  access: {},
  model: {},
  initialState: {},
  request: {},
  layout: { title: 'Admin Panel', locale: true },
  locale: { default: 'zh-CN', antd: true, baseNavigator: false, useLocalStorage: true, title: false },
  // antd's App gives components a `message` that follows the ConfigProvider (App.useApp()); the theme
  // gives text WCAG's contrast (config/theme.ts).
  antd: { appConfig: { message: MESSAGE_CONFIG }, theme: PANEL_THEME },
  // Aliases moment to dayjs so the locale plugin does not bundle moment. No plugins at start: antd's
  // pickers and ProComponents extend dayjs with those they use, and so does src/utils/dateTime.ts; the
  // 'antd' preset put eleven in the entry script for every page.
  moment2dayjs: { preset: 'none', plugins: [] },
  mfsu: false,
  // Relative, so that it resolves under any path prefix the build is served at.
  favicons: ['./favicon.ico'],
  plugins: [
    // Preloads the chunks of the route in the hash (Umi's own preload reads location.pathname).
    './config/plugins/hashRoutePreload.ts',
    './config/plugins/antdStyles.ts',
    // <html lang> before the panel's script sets the language shown.
    './config/plugins/documentLanguage.ts',
    // Replacements of library internals that keep unused code out of the pages; the build fails when one matches nothing.
    './config/plugins/bundleSurgery.ts',
    // Brotli and gzip copies of the text files, written last.
    './config/plugins/precompress.ts',
  ],
  // Administrators use current browsers: the build targets those of the last three years, which
  // have ES2022 natively (no core-js; code here uses nothing newer, a unit test checks the targets).
  targets: { chrome: 105, edge: 105, firefox: 104, safari: 16 },
  polyfill: false,
  // Lazy chunks minified separately otherwise share esbuild helper names (umi's esbuildHelperChecker).
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
  chainWebpack(memo) {
    memo.output.chunkLoadTimeout(120000);
    return memo;
  },
});
