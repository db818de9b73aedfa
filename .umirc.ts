import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@umijs/max';
import routes from './config/routes';

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
  // antd's App gives components a `message` that follows the ConfigProvider (App.useApp()).
  antd: { appConfig: {} },
  // Aliases moment to dayjs so the locale plugin does not bundle moment.
  moment2dayjs: { preset: 'antd', plugins: ['duration'] },
  mfsu: false,
  // Preloads the chunks of the route in the hash (Umi's own preload reads location.pathname).
  plugins: ['./config/plugins/hashRoutePreload.ts'],
  // Administrators use current browsers: the build targets those of the last three years, which
  // have ES2022 natively (no core-js; code here uses nothing newer, a unit test checks the targets).
  targets: { chrome: 105, edge: 105, firefox: 104, safari: 16 },
  polyfill: false,
  // Lazy chunks minified separately otherwise share esbuild helper names (umi's esbuildHelperChecker).
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
  chainWebpack(memo, { webpack }) {
    memo.output.chunkLoadTimeout(120000);
    // The locale plugin's language menu (antd Dropdown and Menu) is re-exported by @umijs/max and
    // would stay in the entry script although nothing here renders it (LanguageSwitch does): the
    // menu and the index that re-exports it have no side effects, so the unused re-export drops.
    memo.module.rule('select-lang-without-side-effects').test(/plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/).sideEffects(false);
    // The layout's default header corner imports that menu too, and is never called here
    // (rightContentRender: false): a stub takes its place in the layout chunk.
    memo
      .plugin('layout-without-default-right-render')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^\.\/rightRender$/,
        (resource: { context: string; request: string }) => {
          if (/plugin-layout$/.test(resource.context)) {
            resource.request = path.join(__dirname, 'config', 'stubs', 'layoutRightRender.tsx');
          }
        },
      ]);
    // ProComponents' provider bundles the texts of 33 languages into every page with a layout; the
    // panel speaks those of src/locales, and the others become empty tables.
    const spoken = fs.readdirSync(path.join(__dirname, 'src', 'locales')).filter((name) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(name)).map((name) => name.slice(0, 5).replace('-', '_'));
    memo
      .plugin('pro-components-spoken-languages-only')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^\.\/locale\/[a-z]{2}_[A-Z]{2}$/,
        (resource: { context: string; request: string }) => {
          if (/pro-provider[\\/]es$/.test(resource.context) && !spoken.includes(resource.request.slice(-5))) {
            resource.request = path.join(__dirname, 'config', 'stubs', 'unusedLocale.ts');
          }
        },
      ]);
    return memo;
  },
});
