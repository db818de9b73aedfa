import { buildRouteTree } from '../../server/src/permissions/grants';

type Row = Parameters<typeof buildRouteTree>[0][number];
const menu = (id: number, path: string, parentId: number | null = null): Row => ({
  id,
  identifier: path,
  nameZh: path,
  nameEn: path,
  type: 'menu',
  path,
  parentId,
  sortOrder: id,
  builtin: true,
  createdAt: new Date(),
});
const fn = (id: number, parentId: number): Row => ({ ...menu(id, `fn${id}`, parentId), type: 'function', path: null });

const home = menu(1, '/');
const news = menu(2, '/news');
const statistics = menu(3, '/statistics');
const dataView = menu(4, '/statistics/dataView', 3);
const dataVault = menu(5, '/statistics/dataVault', 3);
const all = [home, news, statistics, dataView, dataVault];

describe('the yalalist menu tree', () => {
  it('always holds Home, even for a role with no menus', () => {
    expect(buildRouteTree([], all)).toEqual([{ path: '/' }]);
  });

  it('brings the parents of a granted submenu, and only the granted submenus', () => {
    expect(buildRouteTree([dataVault], all)).toEqual([
      { path: '/' },
      { path: '/statistics', routes: [{ path: '/statistics/dataVault' }] },
    ]);
  });

  it('keeps the menus in their order and ignores function permissions', () => {
    expect(buildRouteTree([dataView, news, fn(9, 2)], all)).toEqual([
      { path: '/' },
      { path: '/news' },
      { path: '/statistics', routes: [{ path: '/statistics/dataView' }] },
    ]);
  });

  it('a granted parent without granted submenus is a leaf', () => {
    expect(buildRouteTree([statistics], all)).toEqual([{ path: '/' }, { path: '/statistics' }]);
  });
});
