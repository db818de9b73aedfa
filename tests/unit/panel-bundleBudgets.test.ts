// tests/support/bundleBudgets.ts's checks refuse what they are for: a sign-in page over its budget, a
// Home too heavy beside it, and a library fetched by a page that does not use it.
import { KB, SIZE_BUDGET, sizeBudgetFailures, type PageFigures } from '../support/bundleBudgets';

const page = (js: number, ...bodies: string[]): PageFigures => ({
  js,
  scripts: bodies.map((body, index) => ({ file: `${index}.async.js`, bytes: js / bodies.length, body })),
});
const within = () => ({
  login: page(300 * KB, 'umi'),
  home: page(400 * KB, 'umi'),
  news: page(600 * KB, 'umi'),
  overview: page(400 * KB, 'umi', 'new G2.Chart()'),
});

it('passes pages within their budgets, with each library where it is used', () => {
  expect(sizeBudgetFailures(within())).toEqual([]);
});

it('refuses a sign-in page over its budget', () => {
  expect(sizeBudgetFailures({ ...within(), login: page(SIZE_BUDGET.loginJs + KB, 'umi') })).toEqual([
    'login page JavaScript 391.0 KB > 390.0 KB',
  ]);
});

it('refuses a Home heavier than its share beside the sign-in page', () => {
  expect(sizeBudgetFailures({ ...within(), home: page(451 * KB, 'umi') })).toEqual([
    'Home JavaScript 451.0 KB > 1.5× login (300.0 KB)',
  ]);
});

it('refuses a library on a page that does not use it, naming the scripts that bring it', () => {
  const failures = sizeBudgetFailures({
    ...within(),
    home: page(400 * KB, 'umi', 'import("sats-connect")', 'PRESENTED_IMAGE_404'),
  });
  expect(failures).toEqual(['sats-connect loaded on home: 1.async.js', "antd's Result loaded on home: 2.async.js"]);
});
