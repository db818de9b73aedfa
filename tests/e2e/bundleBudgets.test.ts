// The size budgets of tests/support/bundleBudgets.ts on the production build: how much JavaScript a cold
// load of the sign-in page, Home, News and Overview fetches, and which libraries it brings. The bench
// (tests/bench/panel.bench.ts) checks the same figures and that a real cold load fetches those scripts.
import { DIST_DIR } from '../support/browser';
import { budgetPage, PanelBuild, sizeBudgetFailures } from '../support/bundleBudgets';
import { LOCALES } from '../../src/utils/locale';

let build: PanelBuild;
beforeAll(() => {
  build = new PanelBuild(DIST_DIR);
});

describe.each(LOCALES)('the build, shown in %s', (language) => {
  it('keeps the pages within their size budgets, and each library to the pages that use it', () => {
    expect(sizeBudgetFailures(build.allFigures(language))).toEqual([]);
  });
});

it('counts the entry script, the route, the language shown and, signed in, the header', () => {
  const login = build.pageScripts(budgetPage('login'), 'en-US');
  const home = build.pageScripts(budgetPage('home'), 'en-US');
  expect(login).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^umi\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^p__login__index\./),
      expect.stringMatching(/^messages-en-US\./),
    ]),
  );
  expect(login.filter((file) => /^(header|messages-zh-CN)\./.test(file))).toEqual([]);
  expect(home).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^p__home__index\./),
      expect.stringMatching(/^t__plugin-layout__Layout\./),
      expect.stringMatching(/^header\./),
    ]),
  );
  expect(home.filter((file) => /^p__login__index\./.test(file))).toEqual([]);
});
