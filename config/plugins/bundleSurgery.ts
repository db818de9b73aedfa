// Bundle surgery: replacements of library internals (antd, ProComponents, Umi) that keep code the panel
// never runs out of its pages. Each is written for file paths inside a library, and after an upgrade a
// pattern that matches nothing would do nothing, silently: each counts what it replaced, and `max build`
// fails naming every one that replaced nothing (the dev server warns). Then find what the library
// moved, or drop the replacement if the upgrade made it needless.
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler, NormalModuleReplacementPlugin } from '@umijs/bundler-webpack/compiled/webpack';
import type WebpackChain from '@umijs/bundler-webpack/compiled/webpack-5-chain';
import type { IApi } from '@umijs/max';

const STUBS = path.join(__dirname, '..', 'stubs');
const CHECK = 'bundle-surgery-check';

/** A module request rewritten while webpack resolves it (a NormalModuleReplacementPlugin). */
export interface RequestReplacement {
  kind: 'request';
  name: string;
  /** The requests it looks at. */
  request: RegExp;
  /** The folders of the files whose requests it replaces, when only some. */
  importer?: RegExp;
  /** The new request for `request` imported from the folder `context`; undefined leaves it. */
  replace(request: string, context: string): string | undefined;
}

/** Modules declared free of side effects (a `sideEffects: false` rule), so that unused exports drop. */
interface SideEffectsReplacement {
  kind: 'sideEffects';
  name: string;
  /** The modules' paths. */
  test: RegExp;
}

/** Requests of one module, or of any file under one folder, resolved to another (a resolve alias). */
interface AliasReplacement {
  kind: 'alias';
  name: string;
  from: string;
  to: string;
}

export type Replacement = RequestReplacement | SideEffectsReplacement | AliasReplacement;

/** A module's import, from the files of one folder only, answered by a stub in config/stubs/. */
const stub = (
  name: string,
  request: RegExp,
  importer: RegExp,
  file: string,
  when: (request: string) => boolean = () => true,
): RequestReplacement => ({
  kind: 'request',
  name,
  request,
  importer,
  replace: (wanted, context) => (importer.test(context) && when(wanted) ? path.join(STUBS, file) : undefined),
});

/** The panel's replacements; `root` is the project folder. */
export function bundleReplacements(root: string): Replacement[] {
  const nodeModules = path.join(root, 'node_modules');
  const spoken = fs
    .readdirSync(path.join(root, 'src', 'locales'))
    .filter((name) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(name))
    .map((name) => name.slice(0, 5).replace('-', '_'));
  const babelRuntime = path.dirname(require.resolve('@babel/runtime/package.json'));
  return [
    // rc-* and @rc-component/* do not say they are free of side effects, though they are: one export of a
    // package's index kept the whole package (antd's ContextIsolator kept all of rc-field-form in the entry).
    {
      kind: 'sideEffects',
      name: 'react-component-without-side-effects',
      test: /node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]es[\\/]/,
    },
    // The locale plugin's language menu (antd Dropdown and Menu), re-exported by @umijs/max, is never
    // rendered (LanguageSwitch is): with its index free of side effects, the unused re-export drops.
    {
      kind: 'sideEffects',
      name: 'select-lang-without-side-effects',
      test: /plugin-locale[\\/](SelectLang\.tsx|index\.ts)$/,
    },
    // The layout's default header corner imports that menu too, and is never called (rightContentRender: false).
    stub('layout-without-default-right-render', /^\.\/rightRender$/, /plugin-layout$/, 'layoutRightRender.tsx'),
    // Umi's default 403 and 404 (app.tsx gives its own) and ProComponents' error boundary (the panel's
    // replaces it) brought antd's Result into every page with the layout.
    stub('layout-without-default-exception', /^\.\/Exception$/, /plugin-layout$/, 'layoutException.tsx'),
    stub(
      'pro-components-with-panel-error-boundary',
      /^\.\/components\/ErrorBoundary$/,
      /pro-utils[\\/]es$/,
      'proErrorBoundary.tsx',
    ),
    // ProComponents' provider bundles the texts of 33 languages; those src/locales does not speak become empty tables.
    stub(
      'pro-components-spoken-languages-only',
      /^\.\/locale\/[a-z]{2}_[A-Z]{2}$/,
      /pro-provider[\\/]es$/,
      'unusedLocale.ts',
      (request) => !spoken.includes(request.slice(-5)),
    ),
    // The locale plugin imports every language's messages into the entry script; src/locales/load.ts loads the one shown.
    stub(
      'locale-plugin-without-messages',
      /[\\/]src[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.ts$/,
      /plugin-locale$/,
      'noMessages.ts',
    ),
    // Parts of antd drawn only when asked, which the panel never asks, load when drawn: Typography's editor
    // (`editable`), and the Tabs of antd's Card, ProCard and PageContainer (`tabList`/`tabs`).
    stub(
      'typography-with-deferred-editor',
      /^\.\.\/Editable$/,
      /antd[\\/]es[\\/]typography[\\/]Base$/,
      'deferredTypographyEditable.tsx',
    ),
    stub('card-with-deferred-tabs', /^\.\.\/tabs$/, /antd[\\/]es[\\/]card$/, 'deferredTabs.tsx'),
    stub(
      'pro-containers-with-deferred-tabs',
      /^antd$/,
      /pro-layout[\\/]es[\\/]components[\\/]PageContainer$|pro-card[\\/]es[\\/]components[\\/](Card|TabPane)$/,
      'antdWithDeferredTabs.ts',
    ),
    // ProComponents' provider derives a few colours with @ctrl/tinycolor (37 KB); the stub writes the same
    // strings with antd's @ant-design/fast-color (tests/unit/panel-tinycolorStub.test.ts).
    stub('pro-provider-with-fast-color', /^@ctrl\/tinycolor$/, /pro-provider[\\/]es[\\/]useStyle$/, 'tinycolor.ts'),
    // PageContainer's back arrow comes from @ant-design/icons' CommonJS entry, which brought the icons'
    // and rc-util's CommonJS runtimes beside the ES copies every page has.
    {
      kind: 'request',
      name: 'icons-from-es-modules',
      request: /^@ant-design\/icons\/[A-Z][A-Za-z]+$/,
      replace: (request) => request.replace('@ant-design/icons/', '@ant-design/icons/es/icons/'),
    },
    // Webpack's Node polyfills give axios a 20 KB Buffer for a branch browsers never take (FormData values without Blob).
    stub('axios-without-buffer', /^buffer$/, /axios[\\/]lib[\\/]helpers$/, 'noBuffer.ts'),
    // One copy of Babel's helpers: Umi's client code and renderer (which import @babel/runtime by name) and the
    // code Umi's Babel preset compiles here (which imports its own copy by absolute path) would otherwise bring
    // their own older copy beside antd's.
    { kind: 'alias', name: 'one-babel-runtime', from: '@babel/runtime', to: babelRuntime },
    {
      kind: 'alias',
      name: 'one-babel-runtime-for-umi-preset',
      from: path.join(nodeModules, '@umijs', 'babel-preset-umi', 'node_modules', '@babel', 'runtime'),
      to: babelRuntime,
    },
  ];
}

/** A request that an alias from `from` answers, as webpack's alias matches it (the name, or a path under it). */
const aliased = (request: string, from: string) =>
  request === from || request.startsWith(`${from}/`) || request.startsWith(`${from}\\`);

/** What each replacement replaced in one build. */
export class SurgeryLedger {
  private readonly hits = new Map<string, number>();

  constructor(private readonly replacements: Replacement[]) {
    for (const replacement of replacements) this.hits.set(replacement.name, 0);
  }

  private hit(name: string): void {
    this.hits.set(name, (this.hits.get(name) ?? 0) + 1);
  }

  /** A request replacement's new request, if it replaces this one (counted). */
  replace(replacement: RequestReplacement, request: string, context: string): string | undefined {
    const replaced = replacement.replace(request, context);
    if (replaced !== undefined) this.hit(replacement.name);
    return replaced;
  }

  /** A request as webpack begins to resolve it: counts the aliases it goes through. */
  request(request: string): void {
    for (const replacement of this.replacements)
      if (replacement.kind === 'alias' && aliased(request, replacement.from)) this.hit(replacement.name);
  }

  /** A module of the build, by its path: counts the side-effect rules that match it. */
  module(file: string): void {
    for (const replacement of this.replacements)
      if (replacement.kind === 'sideEffects' && replacement.test.test(file)) this.hit(replacement.name);
  }

  /** The replacements that replaced nothing. */
  unmatched(): Replacement[] {
    return this.replacements.filter((replacement) => !this.hits.get(replacement.name));
  }

  /** The message naming every replacement that replaced nothing, or undefined when each replaced something. */
  failure(): string | undefined {
    const unmatched = this.unmatched();
    if (!unmatched.length) return undefined;
    const described = unmatched.map((replacement) => `  - ${replacement.name}: ${describe(replacement)}`);
    return [
      `bundle surgery: ${unmatched.length} replacement(s) in config/plugins/bundleSurgery.ts matched nothing in this build:`,
      ...described,
      'A library upgrade probably moved what each was written for: find the new file and fix the pattern, or remove a replacement the upgrade made needless.',
    ].join('\n');
  }
}

function describe(replacement: Replacement): string {
  if (replacement.kind === 'request')
    return `no request ${replacement.request}${replacement.importer ? ` from a folder ${replacement.importer}` : ''} was replaced`;
  if (replacement.kind === 'sideEffects') return `no module matched ${replacement.test}`;
  return `no request of ${replacement.from} was resolved`;
}

/** How a build reports the replacements that replaced nothing: an error, or a warning (development). */
export type SurgeryReport = { failBuild: true } | { failBuild: false; warn(message: string): void };

/** Counts the aliases' requests and the side-effect rules' modules, and reports the replacements that replaced nothing once all modules are built. */
class SurgeryCheckPlugin {
  constructor(
    private readonly ledger: SurgeryLedger,
    private readonly report: SurgeryReport,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap(CHECK, (factory) => {
      factory.hooks.beforeResolve.tap(CHECK, (data) => {
        this.ledger.request(data.request);
      });
    });
    // Once: a development rebuild resolves only what changed.
    let checked = false;
    compiler.hooks.thisCompilation.tap(CHECK, (compilation) => {
      compilation.hooks.finishModules.tap(CHECK, (modules) => {
        if (checked) return;
        checked = true;
        for (const module of modules) {
          const file = module.nameForCondition();
          if (file) this.ledger.module(file);
        }
        const failure = this.ledger.failure();
        if (!failure) return;
        if (this.report.failBuild) {
          compilation.errors.push(new compiler.webpack.WebpackError(failure));
          return;
        }
        // The dev server shows webpack's warnings in the browser only.
        compilation.warnings.push(new compiler.webpack.WebpackError(failure));
        this.report.warn(failure);
      });
    });
  }
}

/** Adds the replacements to webpack's configuration, with the check that reports those that replaced nothing. */
export function applyBundleSurgery(
  memo: WebpackChain,
  replacements: Replacement[],
  webpack: { NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin },
  report: SurgeryReport,
): void {
  const ledger = new SurgeryLedger(replacements);
  for (const replacement of replacements) {
    if (replacement.kind === 'sideEffects')
      memo.module.rule(replacement.name).test(replacement.test).sideEffects(false);
    else if (replacement.kind === 'alias') memo.resolve.alias.set(replacement.from, replacement.to);
    else {
      memo.plugin(replacement.name).use(webpack.NormalModuleReplacementPlugin, [
        replacement.request,
        (resource: { context: string; request: string; createData?: { resource?: string } }) => {
          // Webpack calls this again once the module is resolved (createData set), when a new request changes nothing.
          const replaced = resource.createData?.resource
            ? replacement.replace(resource.request, resource.context)
            : ledger.replace(replacement, resource.request, resource.context);
          if (replaced !== undefined) resource.request = replaced;
        },
      ]);
    }
  }
  memo.plugin(CHECK).use(SurgeryCheckPlugin, [ledger, report]);
}

export default (api: IApi) => {
  api.chainWebpack((memo, { env, webpack }) => {
    const report: SurgeryReport =
      env === 'production' ? { failBuild: true } : { failBuild: false, warn: (message) => api.logger.warn(message) };
    applyBundleSurgery(memo, bundleReplacements(api.paths.cwd), webpack, report);
    return memo;
  });
};
