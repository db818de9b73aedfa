import { buildRouteTree } from '../../server/src/permissions/grants';
import { routePaths as paths } from '../support/permittedRoute';

type Row = Parameters<typeof buildRouteTree>[0][number];
const menu = (id: number, path: string, parentId: number | null = null, builtin = true): Row => ({
  id,
  identifier: `menu${id}`,
  nameZh: `菜单${id}`,
  nameEn: `Menu ${id}`,
  type: 'menu',
  path,
  parentId,
  sortOrder: id,
  icon: null,
  builtin,
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
    expect(paths(buildRouteTree([], all))).toEqual([{ path: '/' }]);
  });

  it('brings the parents of a granted submenu, and only the granted submenus', () => {
    expect(paths(buildRouteTree([dataVault], all))).toEqual([
      { path: '/' },
      { path: '/statistics', routes: [{ path: '/statistics/dataVault' }] },
    ]);
  });

  it('keeps the menus in their order and ignores function permissions', () => {
    expect(paths(buildRouteTree([dataView, news, fn(9, 2)], all))).toEqual([
      { path: '/' },
      { path: '/news' },
      { path: '/statistics', routes: [{ path: '/statistics/dataView' }] },
    ]);
  });

  it('a granted parent without granted submenus is a leaf', () => {
    expect(paths(buildRouteTree([statistics], all))).toEqual([{ path: '/' }, { path: '/statistics' }]);
  });

  it('gives each entry what the sidebar draws: identifier, names in both languages and icon', () => {
    const withIcon = { ...news, icon: 'read' as const, nameEn: '' };
    expect(buildRouteTree([withIcon], [home, withIcon])[1]).toEqual({
      path: '/news',
      identifier: 'menu2',
      nameZh: '菜单2',
      nameEn: '',
      icon: 'read',
    });
  });

  it('shows an added external link to whoever holds it', () => {
    const link = menu(6, 'https://explorer.example.com', null, false);
    expect(paths(buildRouteTree([link], [...all, link]))).toEqual([
      { path: '/' },
      { path: 'https://explorer.example.com' },
    ]);
  });

  it("shows an added shortcut to a page only beside the page's own grant", () => {
    const shortcut = menu(7, '/statistics/dataVault', 2, false);
    const menus = [...all, shortcut];
    expect(paths(buildRouteTree([news, shortcut], menus))).toEqual([{ path: '/' }, { path: '/news' }]);
    expect(paths(buildRouteTree([news, shortcut, dataVault], menus))).toEqual([
      { path: '/' },
      { path: '/news', routes: [{ path: '/statistics/dataVault' }] },
      { path: '/statistics', routes: [{ path: '/statistics/dataVault' }] },
    ]);
    // Home is everyone's page: a shortcut to it shows for everyone who holds the shortcut.
    const homeShortcut = menu(8, '/', 2, false);
    expect(paths(buildRouteTree([news, homeShortcut], [...all, homeShortcut]))).toEqual([
      { path: '/' },
      { path: '/news', routes: [{ path: '/' }] },
    ]);
  });
});

describe('the yalalist menu tree, reached through a shortcut', () => {
  it('hides a granted menu that sits below a shortcut to a page the role may not open', () => {
    const shortcut = menu(7, '/statistics/dataVault', null, false);
    const link = menu(8, 'https://reports.example.com', 7, false);
    const menus = [...all, shortcut, link];
    expect(paths(buildRouteTree([link], menus))).toEqual([{ path: '/' }]);
    expect(paths(buildRouteTree([link, dataVault], menus))).toEqual([
      { path: '/' },
      { path: '/statistics', routes: [{ path: '/statistics/dataVault' }] },
      { path: '/statistics/dataVault', routes: [{ path: 'https://reports.example.com' }] },
    ]);
  });
});
