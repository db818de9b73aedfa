// The spec's route table (section 2); `name` is the `menu.<name>` key, `access: 'canRoute'` gates on the yalalist.
// The sidebar is drawn from the session's menu tree (src/utils/menuData.tsx), with the names and icons Permission Manage edits.
export interface RouteConfig {
  path: string;
  /** Menu key segment: nested names join with dots (`menu.statistics.dataView`). */
  name?: string;
  /**
   * The menu item's key, which ProLayout otherwise takes from the path, except for `/`: for that one it
   * hashes the whole route object (JSON and a JavaScript SHA-256), about 45 ms of every cold load.
   */
  key?: string;
  component?: string;
  redirect?: string;
  layout?: false;
  access?: string;
  routes?: RouteConfig[];
}

/**
 * A menu page gated on the permitted-route list, named by its path's last segment (the spec's URL,
 * which the menu keys and stored menus use), drawn by the `src/pages/` folder named here: page
 * folders are named for what they show, in camelCase, whatever the spec's URL spells.
 */
function page(path: string, folder: string): RouteConfig {
  return { path, name: path.slice(path.lastIndexOf('/') + 1), access: 'canRoute', component: `./${folder}` };
}

/** A menu of pages at `/name/<segment>`, each drawn by its folder; `/name` itself leads to the first of them. */
function menu(name: string, pages: [segment: string, folder: string][]): RouteConfig {
  const path = `/${name}`;
  const routes = pages.map(([segment, folder]) => page(`${path}/${segment}`, folder));
  return { path, name, access: 'canRoute', routes: [{ path, redirect: routes[0].path }, ...routes] };
}

const routes: RouteConfig[] = [
  { path: '/login', layout: false, component: './login' },
  { path: '/404', layout: false, component: './404' },
  { path: '/', key: '/', name: 'home', access: 'canRoute', component: './home' },
  page('/news', 'news'),
  page('/feedback', 'feedback'),
  menu('statistics', [
    ['dataView', 'statistics/pageViews'],
    ['dataVault', 'statistics/positionTotals'],
    ['dataWallet', 'statistics/walletConnections'],
    ['dataCdp', 'statistics/positions'],
    ['datacaptain', 'statistics/teams'],
    ['data0penBox', 'statistics/lotteries'],
  ]),
  page('/notices', 'notices'),
  page('/points', 'points'),
  page('/NFTAirdrop', 'nftAirdrops'),
  page('/overview', 'overview'),
  menu('permissions', [
    ['administrator', 'permissions/administrator'],
    ['role', 'permissions/role'],
    ['permission', 'permissions/permission'],
    ['auditLog', 'permissions/auditLog'],
    ['sessions', 'permissions/sessions'],
  ]),
  menu('selfCustody', [
    ['dataPanel', 'selfCustody/dataPanel'],
    ['deposit', 'selfCustody/deposit'],
    ['withdraw', 'selfCustody/withdraw'],
  ]),
  menu('CRSMTrove', [
    ['CRSMList', 'crsm/positions'],
    ['positionList', 'crsm/accounts'],
  ]),
  menu('hedgingStrategies', [
    ['rewardWithdrawal', 'hedgingStrategies/rewardWithdrawal'],
    ['CEXDeposits', 'hedgingStrategies/cexDeposits'],
    ['spotSales', 'hedgingStrategies/spotSales'],
    ['crossChain', 'hedgingStrategies/crossChain'],
  ]),
  { path: '*', layout: false, component: './404' },
];

export default routes;
