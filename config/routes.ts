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

const routes: RouteConfig[] = [
  { path: '/login', layout: false, component: './login' },
  { path: '/404', layout: false, component: './404' },
  { path: '/', key: '/', name: 'home', access: 'canRoute', component: './Home' },
  { path: '/news', name: 'news', access: 'canRoute', component: './news' },
  { path: '/feedback', name: 'feedback', access: 'canRoute', component: './feedback' },
  {
    path: '/statistics',
    name: 'statistics',
    access: 'canRoute',
    routes: [
      { path: '/statistics', redirect: '/statistics/dataView' },
      { path: '/statistics/dataView', name: 'dataView', access: 'canRoute', component: './statistics/dataView' },
      { path: '/statistics/dataVault', name: 'dataVault', access: 'canRoute', component: './statistics/dataVault' },
      { path: '/statistics/dataWallet', name: 'dataWallet', access: 'canRoute', component: './statistics/dataWallet' },
      { path: '/statistics/dataCdp', name: 'dataCdp', access: 'canRoute', component: './statistics/dataCdp' },
      {
        path: '/statistics/datacaptain',
        name: 'datacaptain',
        access: 'canRoute',
        component: './statistics/datacaptain',
      },
      {
        path: '/statistics/data0penBox',
        name: 'data0penBox',
        access: 'canRoute',
        component: './statistics/data0penBox',
      },
    ],
  },
  { path: '/notices', name: 'notices', access: 'canRoute', component: './notices' },
  { path: '/points', name: 'points', access: 'canRoute', component: './points' },
  { path: '/NFTAirdrop', name: 'NFTAirdrop', access: 'canRoute', component: './NFTAirdrop' },
  { path: '/overview', name: 'overview', access: 'canRoute', component: './overview' },
  {
    path: '/permissions',
    name: 'permissions',
    access: 'canRoute',
    routes: [
      { path: '/permissions', redirect: '/permissions/administrator' },
      {
        path: '/permissions/administrator',
        name: 'administrator',
        access: 'canRoute',
        component: './permissions/administrator',
      },
      { path: '/permissions/role', name: 'role', access: 'canRoute', component: './permissions/role' },
      {
        path: '/permissions/permission',
        name: 'permission',
        access: 'canRoute',
        component: './permissions/permission',
      },
      { path: '/permissions/auditLog', name: 'auditLog', access: 'canRoute', component: './permissions/auditLog' },
      { path: '/permissions/sessions', name: 'sessions', access: 'canRoute', component: './permissions/sessions' },
    ],
  },
  {
    path: '/selfCustody',
    name: 'selfCustody',
    access: 'canRoute',
    routes: [
      { path: '/selfCustody', redirect: '/selfCustody/dataPanel' },
      { path: '/selfCustody/dataPanel', name: 'dataPanel', access: 'canRoute', component: './selfCustody/dataPanel' },
      { path: '/selfCustody/deposit', name: 'deposit', access: 'canRoute', component: './selfCustody/deposit' },
      { path: '/selfCustody/withdraw', name: 'withdraw', access: 'canRoute', component: './selfCustody/withdraw' },
    ],
  },
  {
    path: '/CRSMTrove',
    name: 'CRSMTrove',
    access: 'canRoute',
    routes: [
      { path: '/CRSMTrove', redirect: '/CRSMTrove/CRSMList' },
      { path: '/CRSMTrove/CRSMList', name: 'CRSMList', access: 'canRoute', component: './CRSMTrove/CRSMList' },
      {
        path: '/CRSMTrove/positionList',
        name: 'positionList',
        access: 'canRoute',
        component: './CRSMTrove/positionList',
      },
    ],
  },
  {
    path: '/hedgingStrategies',
    name: 'hedgingStrategies',
    access: 'canRoute',
    routes: [
      { path: '/hedgingStrategies', redirect: '/hedgingStrategies/rewardWithdrawal' },
      {
        path: '/hedgingStrategies/rewardWithdrawal',
        name: 'rewardWithdrawal',
        access: 'canRoute',
        component: './hedgingStrategies/rewardWithdrawal',
      },
      {
        path: '/hedgingStrategies/CEXDeposits',
        name: 'CEXDeposits',
        access: 'canRoute',
        component: './hedgingStrategies/CEXDeposits',
      },
      {
        path: '/hedgingStrategies/spotSales',
        name: 'spotSales',
        access: 'canRoute',
        component: './hedgingStrategies/spotSales',
      },
      {
        path: '/hedgingStrategies/crossChain',
        name: 'crossChain',
        access: 'canRoute',
        component: './hedgingStrategies/crossChain',
      },
    ],
  },
  { path: '*', layout: false, component: './404' },
];

export default routes;
