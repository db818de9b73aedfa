import type { PermissionItem } from '../../src/services/types';
import {
  allPermissionIds,
  buildPermissionTree,
  checkableInRole,
  menuTreeOptions,
  permissionName,
  permissionTreeOptions,
  tickPermission,
} from '../../src/utils/permissionTree';
import { permissionItem } from '../component/permissionItem';

let nextId = 1;
function permission(fields: Partial<PermissionItem> & Pick<PermissionItem, 'identifier'>): PermissionItem {
  return permissionItem({
    id: nextId++,
    nameZh: `${fields.identifier} 中文`,
    nameEn: `${fields.identifier} English`,
    ...fields,
  });
}

// Home; News with two functions; Permission Manage > Roles > two functions, and Permission Manage > Audit Log.
nextId = 1;
const home = permission({ identifier: 'home', path: '/', sortOrder: 10 });
const news = permission({ identifier: 'news', path: '/news', sortOrder: 20 });
const newsCreate = permission({ identifier: 'news:create', type: 'function', parentId: news.id, sortOrder: 1 });
const newsUpdate = permission({ identifier: 'news:update', type: 'function', parentId: news.id, sortOrder: 2 });
const manage = permission({ identifier: 'permissions', path: '/permissions', sortOrder: 150 });
const roles = permission({
  identifier: 'permissions.role',
  path: '/permissions/role',
  parentId: manage.id,
  sortOrder: 170,
});
const rolesCreate = permission({ identifier: 'roles:create', type: 'function', parentId: roles.id, sortOrder: 1 });
const rolesDelete = permission({ identifier: 'roles:delete', type: 'function', parentId: roles.id, sortOrder: 3 });
const auditLog = permission({
  identifier: 'permissions.auditLog',
  path: '/permissions/auditLog',
  parentId: manage.id,
  sortOrder: 185,
});
// Delivered out of order, as a careless server might.
const flat = [rolesDelete, auditLog, news, newsUpdate, home, manage, rolesCreate, newsCreate, roles];
const tree = buildPermissionTree(flat);

const shape = (nodes: { identifier: string; children?: unknown[] }[]): unknown[] =>
  nodes.map((node) => (node.children ? [node.identifier, shape(node.children as typeof nodes)] : node.identifier));

describe('building the permission tree from the flat list', () => {
  it('nests menus, submenus and function permissions by parent, siblings in menu order', () => {
    expect(shape(tree)).toEqual([
      'home',
      ['news', ['news:create', 'news:update']],
      ['permissions', [['permissions.role', ['roles:create', 'roles:delete']], 'permissions.auditLog']],
    ]);
  });

  it('gives leaves no children array, so tables and trees show no expander there', () => {
    expect(tree[0]).not.toHaveProperty('children');
    expect(tree[1].children?.[0]).not.toHaveProperty('children');
  });

  it('breaks ties in sort order by id', () => {
    nextId = 100;
    const first = permission({ identifier: 'a', sortOrder: 5 });
    const second = permission({ identifier: 'b', sortOrder: 5 });
    expect(buildPermissionTree([second, first]).map((node) => node.identifier)).toEqual(['a', 'b']);
  });

  it('keeps a permission whose parent is missing, at the top, rather than losing it', () => {
    nextId = 200;
    const orphan = permission({ identifier: 'orphan', type: 'function', parentId: 9999, sortOrder: 50 });
    expect(shape(buildPermissionTree([orphan, home]))).toEqual(['home', 'orphan']);
  });

  it('shows each permission of a parent cycle exactly once', () => {
    nextId = 300;
    const a = permission({ identifier: 'a', parentId: 301 });
    const b = permission({ identifier: 'b', parentId: 300 });
    expect(allPermissionIds(buildPermissionTree([a, b])).sort()).toEqual([300, 301]);
  });

  it('returns an empty tree for an empty list', () => {
    expect(buildPermissionTree([])).toEqual([]);
  });
});

describe('names and tree options', () => {
  it('names a permission in the interface language', () => {
    expect(permissionName(news, 'zh-CN')).toBe('news 中文');
    expect(permissionName(news, 'en-US')).toBe('news English');
  });

  it('offers the whole tree, keyed by id, titled in the interface language, with identifiers', () => {
    const [, newsOption] = permissionTreeOptions(tree, 'en-US');
    expect(newsOption).toMatchObject({
      key: news.id,
      value: news.id,
      title: 'news English',
      identifier: 'news',
      type: 'menu',
    });
    expect(newsOption.children?.map((child) => child.key)).toEqual([newsCreate.id, newsUpdate.id]);
  });

  it('disables the options that fail the checkable test, at any depth, and leaves the rest enabled', () => {
    const options = permissionTreeOptions(tree, 'en-US', (node) => node.id !== newsUpdate.id && node.id !== manage.id);
    const disabledIds = (nodes: ReturnType<typeof permissionTreeOptions>): number[] =>
      nodes.flatMap((node) => [...(node.disabled ? [node.key] : []), ...disabledIds(node.children ?? [])]);
    expect(disabledIds(options).sort((a, b) => a - b)).toEqual([newsUpdate.id, manage.id].sort((a, b) => a - b));
    expect(disabledIds(permissionTreeOptions(tree, 'en-US'))).toEqual([]);
  });

  it('offers only menus as parents', () => {
    const identifiers = (nodes: ReturnType<typeof menuTreeOptions>): string[] =>
      nodes.flatMap((node) => [node.identifier, ...identifiers(node.children ?? [])]);
    expect(identifiers(menuTreeOptions(tree, 'en-US'))).toEqual([
      'home',
      'news',
      'permissions',
      'permissions.role',
      'permissions.auditLog',
    ]);
  });

  it('does not offer a permission, or anything beneath it, as its own parent', () => {
    const identifiers = (nodes: ReturnType<typeof menuTreeOptions>): string[] =>
      nodes.flatMap((node) => [node.identifier, ...identifiers(node.children ?? [])]);
    expect(identifiers(menuTreeOptions(tree, 'en-US', manage.id))).toEqual(['home', 'news']);
    expect(identifiers(menuTreeOptions(tree, 'en-US', roles.id))).toEqual([
      'home',
      'news',
      'permissions',
      'permissions.auditLog',
    ]);
  });

  it('lists every id, parents and children', () => {
    expect(allPermissionIds(tree).sort((a, b) => a - b)).toEqual(flat.map((item) => item.id).sort((a, b) => a - b));
  });
});

describe('one tick in the role tree, where menus and functions are granted separately', () => {
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('grants a menu alone, none of its functions', () => {
    expect(tickPermission(tree, [home.id], news.id, true)).toEqual(sorted([home.id, news.id]));
  });

  it('grants a function with every menu leading to it', () => {
    expect(tickPermission(tree, [], rolesCreate.id, true)).toEqual(sorted([manage.id, roles.id, rolesCreate.id]));
  });

  it('takes a function away and leaves its menu granted', () => {
    expect(tickPermission(tree, [news.id, newsCreate.id, newsUpdate.id], newsCreate.id, false)).toEqual(
      sorted([news.id, newsUpdate.id]),
    );
  });

  it('takes a menu away with everything beneath it', () => {
    const all = allPermissionIds(tree);
    expect(tickPermission(tree, all, manage.id, false)).toEqual(
      sorted([home.id, news.id, newsCreate.id, newsUpdate.id]),
    );
  });

  it('leaves alone what may not be changed, in either direction', () => {
    const fixed = (id: number) => id !== roles.id;
    expect(tickPermission(tree, [], rolesCreate.id, true, fixed)).toEqual(sorted([manage.id, rolesCreate.id]));
    expect(tickPermission(tree, [manage.id, roles.id, rolesDelete.id], manage.id, false, fixed)).toEqual([roles.id]);
  });

  it('changes nothing for an id not in the tree but the id itself, and keeps each id once', () => {
    expect(tickPermission(tree, [home.id], 999, false)).toEqual([home.id]);
    expect(tickPermission(tree, [home.id, news.id], news.id, true)).toEqual(sorted([home.id, news.id]));
  });
});

describe('what a role form may tick', () => {
  const withheld = { ...rolesDelete, abilities: { ...rolesDelete.abilities, grant: false } };

  it('may tick a permission the server says may be granted', () => {
    expect(checkableInRole(rolesCreate, new Set())).toBe(true);
  });

  it('may not tick one that may not be granted and that the role does not hold', () => {
    expect(checkableInRole(withheld, new Set([rolesCreate.id]))).toBe(false);
  });

  it('may still untick (or tick again) one the role already holds, since the server checks only what an edit adds', () => {
    expect(checkableInRole(withheld, new Set([withheld.id]))).toBe(true);
  });
});
