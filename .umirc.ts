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
  // Aliases moment to dayjs so the locale plugin does not bundle moment. No plugins at start: antd's
  // pickers and ProComponents extend dayjs with those they use, and so does src/utils/dateTime.ts; the
  // 'antd' preset put eleven in the entry script for every page.
  moment2dayjs: { preset: 'none', plugins: [] },
  mfsu: false,
  // Preloads the chunks of the route in the hash (Umi's own preload reads location.pathname).
  plugins: ['./config/plugins/hashRoutePreload.ts', './config/plugins/antdStyles.ts'],
  // Administrators use current browsers: the build targets those of the last three years, which
  // have ES2022 natively (no core-js; code here uses nothing newer, a unit test checks the targets).
  targets: { chrome: 105, edge: 105, firefox: 104, safari: 16 },
  polyfill: false,
  // Lazy chunks minified separately otherwise share esbuild helper names (umi's esbuildHelperChecker).
  esbuildMinifyIIFE: true,
  npmClient: 'npm',
  chainWebpack(memo, { webpack }) {
    memo.output.chunkLoadTimeout(120000);
    // react-component's packages (rc-*, @rc-component/*) do not say they are free of side effects,
    // though they are: importing one export of a package's index kept every module of the package
    // (antd's ContextIsolator, in most antd components, takes one context from rc-field-form, which
    // kept all of rc-field-form, 16 KB, in the entry script).
    memo.module.rule('react-component-without-side-effects').test(/node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/]/).sideEffects(false);
    // The locale plugin's language menu (antd Dropdown and Menu) is re-exported by @umijs/max and
    // would stay in the entry script although nothing here renders it (LanguageSwitch does): the
    // menu and the index that re-exports it have no side effects, so the unused re-export drops.
    memo.module.rule('select-lang-without-side-effects').test(/plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/).sideEffects(false);
    // A module's import, from the files of one folder only, answered by a stub in config/stubs/.
    const replaceWithStub = (name: string, request: RegExp, importer: RegExp, stub: string, when: (request: string) => boolean = () => true) =>
      memo.plugin(name).use(webpack.NormalModuleReplacementPlugin, [
        request,
        (resource: { context: string; request: string }) => {
          if (importer.test(resource.context) && when(resource.request)) resource.request = path.join(__dirname, 'config', 'stubs', stub);
        },
      ]);
    // The layout's default header corner imports that menu too, and is never called here
    // (rightContentRender: false): a stub takes its place in the layout chunk.
    replaceWithStub('layout-without-default-right-render', /^\.\/rightRender$/, /plugin-layout$/, 'layoutRightRender.tsx');
    // Nor does the layout draw Umi's default 403 and 404 (app.tsx gives its own), and ProComponents'
    // error boundary gives way to the panel's: antd's Result leaves every page with the layout.
    replaceWithStub('layout-without-default-exception', /^\.\/Exception$/, /plugin-layout$/, 'layoutException.tsx');
    replaceWithStub('pro-components-with-panel-error-boundary', /^\.\/components\/ErrorBoundary$/, /pro-utils[\\/]es$/, 'proErrorBoundary.tsx');
    // ProComponents' provider bundles the texts of 33 languages into every page with a layout; the
    // panel speaks those of src/locales, and the others become empty tables.
    const spoken = fs.readdirSync(path.join(__dirname, 'src', 'locales')).filter((name) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(name)).map((name) => name.slice(0, 5).replace('-', '_'));
    replaceWithStub('pro-components-spoken-languages-only', /^\.\/locale\/[a-z]{2}_[A-Z]{2}$/, /pro-provider[\\/]es$/, 'unusedLocale.ts', (request) => !spoken.includes(request.slice(-5)));
    // Umi's locale plugin imports every language's messages into the entry script; the panel loads the
    // language shown (src/locales/load.ts), and the plugin's own tables stay empty.
    replaceWithStub('locale-plugin-without-messages', /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.ts$/, /plugin-locale$/, 'noMessages.ts');
    // Parts of antd that a component imports but draws only when asked, and the panel never asks, load
    // when drawn: the editor of Typography (for `editable` text), and the Tabs of antd's Card,
    // ProComponents' ProCard and PageContainer (for `tabList`/`tabs`). Home downloaded both.
    replaceWithStub('typography-with-deferred-editor', /^\.\.\/Editable$/, /antd[\\/]es[\\/]typography[\\/]Base$/, 'deferredTypographyEditable.tsx');
    replaceWithStub('card-with-deferred-tabs', /^\.\.\/tabs$/, /antd[\\/]es[\\/]card$/, 'deferredTabs.tsx');
    replaceWithStub('pro-containers-with-deferred-tabs', /^antd$/, /pro-layout[\\/]es[\\/]components[\\/]PageContainer$|pro-card[\\/]es[\\/]components[\\/](Card|TabPane)$/, 'antdWithDeferredTabs.ts');
    // ProComponents' provider derives a few colours with @ctrl/tinycolor (37 KB); a stub writes the same
    // strings with antd's own @ant-design/fast-color (tests/unit/panel-tinycolorStub.test.ts).
    replaceWithStub('pro-provider-with-fast-color', /^@ctrl\/tinycolor$/, /pro-provider[\\/]es[\\/]useStyle$/, 'tinycolor.ts');
    // PageContainer's back arrow is imported from @ant-design/icons' CommonJS entry (`@ant-design/icons/ArrowLeftOutlined`),
    // which brought the icons' CommonJS runtime, and rc-util's, beside the ES copies every page has.
    memo.plugin('icons-from-es-modules').use(webpack.NormalModuleReplacementPlugin, [
      /^@ant-design\/icons\/[A-Z][A-Za-z]+$/,
      (resource: { request: string }) => {
        resource.request = resource.request.replace('@ant-design/icons/', '@ant-design/icons/es/icons/');
      },
    ]);
    // Webpack's Node polyfills give axios a 20 KB Buffer in the entry script for a branch browsers
    // never take (FormData values without Blob); the wallet library keeps its own real Buffer.
    replaceWithStub('axios-without-buffer', /^buffer$/, /axios[\\/]lib[\\/]helpers$/, 'noBuffer.ts');
    // One copy of Babel's helpers: Umi's own client code, its renderer and the code Umi's Babel preset
    // compiles here would otherwise bring their own older copy (7.23) beside the one antd uses.
    const babelRuntime = path.dirname(require.resolve('@babel/runtime/package.json'));
    memo.resolve.alias.set('@babel/runtime', babelRuntime);
    for (const owner of ['@umijs/babel-preset-umi', '@umijs/renderer-react', 'umi']) {
      memo.resolve.alias.set(path.join(__dirname, 'node_modules', owner, 'node_modules', '@babel', 'runtime'), babelRuntime);
    }
    // One copy of the icons: the layout plugin imports the menu's icons from the copy of
    // @ant-design/icons (4.8) that @umijs/plugins carries, which brought into the entry script a
    // second icon runtime and, with it, an older @ant-design/colors and @ctrl/tinycolor that
    // compute antd's colour palettes once more as the page starts. The panel's own (5.x) serves.
    memo.resolve.alias.set(path.join(__dirname, 'node_modules', '@umijs', 'plugins', 'node_modules', '@ant-design', 'icons'), path.dirname(require.resolve('@ant-design/icons/package.json')));
    return memo;
  },
});
