// config/plugins/bundleSurgery.ts: every replacement of library internals counts what it replaced, and a
// production build fails naming each one that replaced nothing (a development build warns).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from '@umijs/bundler-webpack/compiled/webpack';
import WebpackChain from '@umijs/bundler-webpack/compiled/webpack-5-chain';
import {
  applyBundleSurgery,
  bundleReplacements,
  SurgeryLedger,
  type Replacement,
  type RequestReplacement,
  type SurgeryReport,
} from '../../config/plugins/bundleSurgery';

const ROOT = path.resolve(__dirname, '../..');

const stubbing = (name: string, request: RegExp, stub = '/stubs/stub.js'): Replacement => ({
  kind: 'request',
  name,
  request,
  importer: /src$/,
  replace: (_request, context) => (/src$/.test(context) ? stub : undefined),
});

describe('the ledger of replacements', () => {
  const replacements: Replacement[] = [
    stubbing('layout-corner', /^\.\/rightRender$/),
    stubbing('moved-editor', /^\.\.\/Editable$/),
    { kind: 'sideEffects', name: 'rc-packages', test: /node_modules[\\/]rc-[^\\/]+[\\/]es[\\/]/ },
    { kind: 'sideEffects', name: 'renamed-menu', test: /SelectLang\.tsx$/ },
    { kind: 'alias', name: 'one-runtime', from: '@babel/runtime', to: '/root/node_modules/@babel/runtime' },
    {
      kind: 'alias',
      name: 'nested-icons',
      from: '/root/node_modules/@umijs/plugins/node_modules/@ant-design/icons',
      to: '/root/node_modules/@ant-design/icons',
    },
  ];

  it('names every replacement that replaced nothing, and none that replaced something', () => {
    const ledger = new SurgeryLedger(replacements);
    expect(ledger.replace(replacements[0] as RequestReplacement, './rightRender', '/root/src')).toBe('/stubs/stub.js');
    ledger.module('/root/node_modules/rc-field-form/es/index.js');
    ledger.request('@babel/runtime/helpers/esm/objectSpread2');
    const failure = ledger.failure();
    expect(failure).toContain('config/plugins/bundleSurgery.ts');
    expect(failure).toContain('moved-editor: no request /^\\.\\.\\/Editable$/ from a folder /src$/ was replaced');
    expect(failure).toContain('renamed-menu: no module matched /SelectLang\\.tsx$/');
    expect(failure).toContain(
      'nested-icons: no request of /root/node_modules/@umijs/plugins/node_modules/@ant-design/icons was resolved',
    );
    expect(ledger.unmatched().map((replacement) => replacement.name)).toEqual([
      'moved-editor',
      'renamed-menu',
      'nested-icons',
    ]);
  });

  it('reports nothing once each replacement has replaced something', () => {
    const ledger = new SurgeryLedger(replacements);
    ledger.replace(replacements[0] as RequestReplacement, './rightRender', '/root/src');
    ledger.replace(replacements[1] as RequestReplacement, '../Editable', '/root/src');
    ledger.module('/root/node_modules/rc-field-form/es/index.js');
    ledger.module('/root/src/.umi-production/plugin-locale/SelectLang.tsx');
    ledger.request('@babel/runtime');
    ledger.request('/root/node_modules/@umijs/plugins/node_modules/@ant-design/icons/es/icons/HomeOutlined');
    expect(ledger.failure()).toBeUndefined();
  });

  it('does not count a request its replacement leaves, nor a module or package that only resembles its target', () => {
    const ledger = new SurgeryLedger(replacements);
    expect(ledger.replace(replacements[0] as RequestReplacement, './rightRender', '/root/elsewhere')).toBeUndefined();
    ledger.module('/root/node_modules/rc-field-form/lib/index.js');
    ledger.request('@babel/runtime-corejs3/helpers/extends');
    ledger.request('/root/node_modules/@umijs/plugins/node_modules/@ant-design/icons-svg');
    expect(ledger.unmatched()).toHaveLength(replacements.length);
  });
});

describe('the panel’s replacements', () => {
  const replacements = bundleReplacements(ROOT);

  it('have distinct names (each names a webpack rule or plugin, which a second of the same name would overwrite)', () => {
    const names = replacements.map((replacement) => replacement.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('a webpack build with the surgery', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-surgery-'));
    const write = (file: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), content);
    };
    write(
      'src/index.js',
      "import { used } from '../lib/index.js';\nimport corner from './rightRender';\nimport helper from 'runtime/helper.js';\nconsole.log(used, corner, helper);\n",
    );
    write('src/rightRender.js', 'export default "the library’s corner";\n');
    write('stubs/rightRender.js', 'export default "the stub";\n');
    write('lib/index.js', 'export const used = 1;\n');
    write('real-runtime/helper.js', 'export default 2;\n');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const build = (replacements: Replacement[], report: SurgeryReport) => {
    const chain = new WebpackChain();
    chain.mode('none').context(folder).entry('main').add('./src/index.js');
    chain.output.path(path.join(folder, 'out'));
    applyBundleSurgery(chain, replacements, webpack, report);
    return new Promise<webpack.Stats>((resolve, reject) => {
      webpack(chain.toConfig()).run((error, stats) => (error || !stats ? reject(error) : resolve(stats)));
    });
  };
  const messages = (stats: webpack.Stats) => {
    const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
    return { errors: errors.map((error) => error.message), warnings: warnings.map((warning) => warning.message) };
  };
  const replacements = (): Replacement[] => [
    stubbing('corner-stub', /^\.\/rightRender$/, path.join(folder, 'stubs', 'rightRender.js')),
    stubbing('moved-editor', /^\.\.\/Editable$/),
    { kind: 'sideEffects', name: 'lib-without-side-effects', test: /[\\/]lib[\\/]/ },
    { kind: 'sideEffects', name: 'renamed-menu', test: /SelectLang\.tsx$/ },
    { kind: 'alias', name: 'one-runtime', from: 'runtime', to: path.join(folder, 'real-runtime') },
    {
      kind: 'alias',
      name: 'deduplicated-copy',
      from: path.join(folder, 'node_modules', 'gone'),
      to: path.join(folder, 'real-runtime'),
    },
  ];

  it('fails in production, naming each replacement that matched nothing and none that matched', async () => {
    const stats = await build(replacements(), { failBuild: true });
    const { errors } = messages(stats);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('3 replacement(s) in config/plugins/bundleSurgery.ts matched nothing');
    for (const name of ['moved-editor', 'renamed-menu', 'deduplicated-copy'])
      expect(errors[0]).toContain(`  - ${name}: `);
    for (const name of ['corner-stub', 'lib-without-side-effects', 'one-runtime'])
      expect(errors[0]).not.toContain(`  - ${name}: `);
    // The replacements that matched did their work.
    const bundle = fs.readFileSync(path.join(folder, 'out', 'main.js'), 'utf8');
    expect(bundle).toContain('the stub');
    expect(bundle).not.toContain('the library’s corner');
  });

  it('only warns in development, in the terminal too', async () => {
    const warned: string[] = [];
    const { errors, warnings } = messages(
      await build(replacements(), { failBuild: false, warn: (message) => warned.push(message) }),
    );
    expect(errors).toEqual([]);
    expect(warnings.join('\n')).toContain('  - moved-editor: ');
    expect(warned.join('\n')).toContain('  - moved-editor: ');
  });

  it('passes when every replacement matched', async () => {
    const matching = replacements().filter(
      (replacement) => !['moved-editor', 'renamed-menu', 'deduplicated-copy'].includes(replacement.name),
    );
    const { errors, warnings } = messages(await build(matching, { failBuild: true }));
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
