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

/** A menu page gated on the permitted-route list, named by its path's last segment, drawn by that path's folder. */
function page(path: string): RouteConfig {
  return { path, name: path.slice(path.lastIndexOf('/') + 1), access: 'canRoute', component: `.${path}` };
}

/** A menu of pages at `/name/<page>`; `/name` itself leads to the first of them. */
function menu(name: string, pages: string[]): RouteConfig {
  const path = `/${name}`;
  const routes = pages.map((sub) => page(`${path}/${sub}`));
  return { path, name, access: 'canRoute', routes: [{ path, redirect: routes[0].path }, ...routes] };
}

const routes: RouteConfig[] = [
  { path: '/login', layout: false, component: './login' },
  { path: '/404', layout: false, component: './404' },
  { path: '/', key: '/', name: 'home', access: 'canRoute', component: './Home' },
  page('/news'),
  page('/feedback'),
  menu('statistics', ['dataView', 'dataVault', 'dataWallet', 'dataCdp', 'datacaptain', 'data0penBox']),
  page('/notices'),
  page('/points'),
  page('/NFTAirdrop'),
  page('/overview'),
  menu('permissions', ['administrator', 'role', 'permission', 'auditLog', 'sessions']),
  menu('selfCustody', ['dataPanel', 'deposit', 'withdraw']),
  menu('CRSMTrove', ['CRSMList', 'positionList']),
  menu('hedgingStrategies', ['rewardWithdrawal', 'CEXDeposits', 'spotSales', 'crossChain']),
  { path: '*', layout: false, component: './404' },
];

export default routes;
