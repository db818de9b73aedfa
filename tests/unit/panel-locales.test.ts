import routes, { type RouteConfig } from '../../config/routes';
import enUS from '../../src/locales/en-US';
import zhCN from '../../src/locales/zh-CN';
import { ERROR_STATUS } from '../../contract/errors';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, OPERATION_KINDS } from '../../contract/vocabulary';
import { actionMessageId, entityTypeMessageId } from '../../src/pages/permissions/auditLog/components/auditVocabulary';

const locales: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** ProLayout's menu keys: `menu.` plus the names of the route and its named parents, joined by dots. */
function menuKeys(routeList: RouteConfig[], parentKey = 'menu'): string[] {
  return routeList.flatMap((route) => {
    const key = route.name ? `${parentKey}.${route.name}` : parentKey;
    return [...(route.name ? [key] : []), ...menuKeys(route.routes ?? [], key)];
  });
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

describe('panel locales', () => {
  it('zh-CN and en-US have exactly the same keys', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it.each(Object.keys(locales))('%s has no empty message', (locale) => {
    const empty = Object.entries(locales[locale]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = Object.keys(zhCN).filter(
      (key) =>
        placeholders(zhCN[key as keyof typeof zhCN]).join() !== placeholders(enUS[key as keyof typeof enUS]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('keys are flat and dotted', () => {
    expect(Object.keys(zhCN).filter((key) => !/^[a-z]+(\.[A-Za-z0-9_]+)+$/.test(key))).toEqual([]);
  });

  it.each(Object.keys(locales))('%s translates every menu entry of the route table', (locale) => {
    const keys = menuKeys(routes);
    expect(keys).toContain('menu.statistics.data0penBox');
    expect(keys.filter((key) => !(key in locales[locale]))).toEqual([]);
  });

  it('has the spec messages in both languages', () => {
    const expected: [string, string, string][] = [
      ['common.error.generic', 'An error occurred, please try again!', '发生错误，请重试！'],
      ['common.success.operation', 'Operation Successful', '操作成功'],
      ['common.success.copy', 'Copy successful', '复制成功'],
      ['common.success.sent', 'Sent Successfully', '发送成功'],
      ['pages.login.account.required', 'The account cannot be empty', '账号不能为空'],
      ['pages.login.password.required', 'Password can not be blank', '密码不能为空'],
      ['component.header.signOutConfirm', 'Are you sure you want to exit login?', '确定要退出登录吗？'],
      ['app.title', 'Admin Panel', '管理后台'],
      ['menu.permissions.auditLog', 'Audit Log', '审计日志'],
      ['pages.permissions.administrator.email.required', 'Please enter the email', '请输入邮箱'],
      ['pages.permissions.administrator.password.required', 'Please enter the password', '请输入密码'],
      ['pages.permissions.administrator.name.required', 'Please enter the name', '请输入姓名'],
      ['pages.permissions.administrator.description.required', 'Please enter the description', '请输入描述'],
      ['pages.permissions.administrator.role.required', 'Please select a role', '请选择角色'],
      ['pages.permissions.role.identifier.required', 'Please enter the role identifier', '请输入角色标识'],
      ['pages.permissions.role.permissions.required', 'Please select the permissions', '请选择权限'],
      ['pages.permissions.permission.nameZh.required', 'Please enter the Chinese name', '请输入中文名称'],
      ['pages.permissions.permission.nameEn.required', 'Please enter the English name', '请输入英文名称'],
      [
        'errors.ROLE_IN_USE',
        'This role is used by {count} administrators; move them to another role first',
        '有 {count} 位管理员正在使用该角色，请先为他们更换角色',
      ],
    ];
    expected.forEach(([key, en, zh]) => {
      expect([key, enUS[key as keyof typeof enUS]]).toEqual([key, en]);
      expect([key, zhCN[key as keyof typeof zhCN]]).toEqual([key, zh]);
    });
  });

  // Every code the server can answer, read from its own vocabulary: a new one cannot ship untranslated.
  it.each(Object.keys(ERROR_STATUS))('translates the server error code %s', (code) => {
    expect(zhCN).toHaveProperty([`errors.${code}`]);
    expect(enUS).toHaveProperty([`errors.${code}`]);
  });

  // Every action and record kind the server can write to the audit log (its entries are typed by these lists).
  it.each(AUDIT_ACTIONS)('translates the audit action %s', (action) => {
    expect(zhCN).toHaveProperty([actionMessageId(action)]);
    expect(enUS).toHaveProperty([actionMessageId(action)]);
  });

  it.each(AUDIT_ENTITY_TYPES)('translates the audit record kind %s', (entityType) => {
    expect(zhCN).toHaveProperty([entityTypeMessageId(entityType)]);
    expect(enUS).toHaveProperty([entityTypeMessageId(entityType)]);
  });

  it.each(OPERATION_KINDS)('translates the operation kind %s', (kind) => {
    expect(zhCN).toHaveProperty([`pages.selfCustody.operation.kind.${kind}`]);
    expect(enUS).toHaveProperty([`pages.selfCustody.operation.kind.${kind}`]);
  });
});
