import fs from 'node:fs';
import path from 'node:path';
import routes, { type RouteConfig } from '../../config/routes';

function flatten(routeList: RouteConfig[]): RouteConfig[] {
  return routeList.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
}

const all = flatten(routes);
const pages = all.filter((route) => !route.redirect && !route.routes);
const byPath = (path: string) => all.filter((route) => route.path === path);

describe('panel route table', () => {
  it.each([
    '/login',
    '/404',
    '/',
    '/CRSMTrove/CRSMList',
    '/CRSMTrove/positionList',
    '/permissions/administrator',
    '/permissions/role',
    '/permissions/permission',
    '/permissions/auditLog',
    '/selfCustody/dataPanel',
    '/selfCustody/deposit',
    '/selfCustody/withdraw',
    '/hedgingStrategies/rewardWithdrawal',
    '/hedgingStrategies/CEXDeposits',
    '/hedgingStrategies/spotSales',
    '/hedgingStrategies/crossChain',
    '/overview',
    '/statistics/dataView',
    '/statistics/dataVault',
    '/statistics/dataWallet',
    '/statistics/dataCdp',
    '/statistics/datacaptain',
    '/statistics/data0penBox',
    '/news',
    '/feedback',
    '/notices',
    '/points',
    '/NFTAirdrop',
  ])('has a page at %s, spelled exactly as the spec', (path) => {
    expect(pages.filter((route) => route.path === path && route.component)).toHaveLength(1);
  });

  it('spells the lottery statistics path with a zero, not the letter O', () => {
    expect(byPath('/statistics/data0penBox')).toHaveLength(1);
    expect(byPath('/statistics/dataOpenBox')).toHaveLength(0);
  });

  it.each([
    ['/CRSMTrove', '/CRSMTrove/CRSMList'],
    ['/permissions', '/permissions/administrator'],
    ['/selfCustody', '/selfCustody/dataPanel'],
    ['/hedgingStrategies', '/hedgingStrategies/rewardWithdrawal'],
    ['/statistics', '/statistics/dataView'],
  ])('redirects %s to %s', (from, to) => {
    expect(all.filter((route) => route.path === from && route.redirect === to)).toHaveLength(1);
    expect(pages.some((route) => route.path === to)).toBe(true);
  });

  it('has exactly those five redirects', () => {
    expect(all.filter((route) => route.redirect)).toHaveLength(5);
  });

  it.each(['/login', '/404'])('shows %s without the layout', (path) => {
    expect(byPath(path)[0]).toMatchObject({ layout: false });
  });

  it('puts every other page inside the layout', () => {
    const outside = all.filter((route) => route.layout === false).map((route) => route.path);
    expect(outside.sort()).toEqual(['*', '/404', '/login']);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(routes[routes.length - 1]).toEqual({ path: '*', layout: false, component: './404' });
  });

  it('gates every layout route on the permitted-route list', () => {
    const ungated = all.filter((route) => route.layout !== false && !route.redirect && route.access !== 'canRoute');
    expect(ungated).toEqual([]);
  });

  it('names every menu entry', () => {
    const layoutRoutes = routes.filter((route) => route.layout !== false);
    expect(layoutRoutes.filter((route) => !route.name)).toEqual([]);
    expect(pages.filter((route) => route.layout !== false && !route.name)).toEqual([]);
  });

  it('lists the menu in the order of the spec', () => {
    expect(routes.filter((route) => route.name).map((route) => route.name)).toEqual([
      'home',
      'news',
      'feedback',
      'statistics',
      'notices',
      'points',
      'NFTAirdrop',
      'overview',
      'permissions',
      'selfCustody',
      'CRSMTrove',
      'hedgingStrategies',
    ]);
  });

  it('builds the permission pages under Permission Manage, the audit log and sessions last', () => {
    const permissionPages = routes.find((route) => route.path === '/permissions')?.routes ?? [];
    expect(
      permissionPages.filter((route) => route.name).map((route) => [route.path, route.name, route.component]),
    ).toEqual([
      ['/permissions/administrator', 'administrator', './permissions/administrator'],
      ['/permissions/role', 'role', './permissions/role'],
      ['/permissions/permission', 'permission', './permissions/permission'],
      ['/permissions/auditLog', 'auditLog', './permissions/auditLog'],
      ['/permissions/sessions', 'sessions', './permissions/sessions'],
    ]);
  });

  it('nests every child path under its parent path', () => {
    const misplaced = routes.flatMap((parent) =>
      (parent.routes ?? []).filter((child) => !child.path.startsWith(`${parent.path}/`) && child.path !== parent.path),
    );
    expect(misplaced).toEqual([]);
  });
  it('draws each page from a folder of src/pages that exists, named in camelCase whatever its URL spells', () => {
    const folders = [...new Set(all.flatMap((route) => (route.component ? [route.component.slice(2)] : [])))];
    const pagesDir = path.join(__dirname, '../../src/pages');
    const missing = folders.filter(
      (folder) =>
        !fs.existsSync(path.join(pagesDir, folder, 'index.tsx')) &&
        !fs.existsSync(path.join(pagesDir, `${folder}.tsx`)),
    );
    expect(missing).toEqual([]);
    const misnamed = folders.filter(
      (folder) => !folder.split('/').every((part) => /^([a-z][A-Za-z]*|404)$/.test(part)),
    );
    expect(misnamed).toEqual([]);
    // Folders on disk that no route draws are pages nobody can open.
    const onDisk = (dir: string): string[] =>
      fs.existsSync(path.join(pagesDir, dir, 'index.tsx'))
        ? [dir]
        : fs
            .readdirSync(path.join(pagesDir, dir), { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && entry.name !== 'components')
            .flatMap((entry) => onDisk(dir ? `${dir}/${entry.name}` : entry.name));
    expect(onDisk('').filter((folder) => !folders.includes(folder))).toEqual([]);
  });
});
