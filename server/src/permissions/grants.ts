// What a role may do: its permission codes (menus and functions) and its menu tree in the
// panel's `yalalist` shape, each entry with what the sidebar draws (names in both languages, icon;
// the order is the list's). A super-administrator role holds every permission.
import { asc, eq, sql } from 'drizzle-orm';
import type { MenuIcon } from '../../../contract/vocabulary';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';

export interface RouteEntry {
  /** A page of the panel, or an external https:// address. */
  path: string;
  routes?: RouteEntry[];
  identifier: string;
  /** '' when the menu is not shown in that language. */
  nameZh: string;
  nameEn: string;
  icon: MenuIcon | null;
}

export interface Grants {
  codes: string[];
  yalalist: RouteEntry[];
}

type PermissionRow = typeof permissions.$inferSelect;

const HOME_PATH = '/';

async function grantedPermissions(db: Db, roleId: number): Promise<PermissionRow[]> {
  const [role] = await db.select({ isSuper: roles.isSuper }).from(roles).where(eq(roles.id, roleId));
  if (!role) return [];
  const ordered = [asc(permissions.sortOrder), asc(permissions.id)];
  if (role.isSuper)
    return db
      .select()
      .from(permissions)
      .orderBy(...ordered);
  return db
    .select({ permission: permissions })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(...ordered)
    .then((rows) => rows.map((row) => row.permission));
}

/**
 * Builds the menu tree from granted menus. A granted submenu brings its parents along, since a
 * submenu cannot be reached in the layout without them; Home is every administrator's landing page.
 * An added menu that opens a page of the panel is a shortcut: it shows only beside a grant of the
 * page's own menu, since the page's route (not the shortcut) decides who may open it.
 */
export function buildRouteTree(granted: PermissionRow[], allMenus: PermissionRow[]): RouteEntry[] {
  const menusById = new Map(allMenus.map((menu) => [menu.id, menu]));
  const grantedPages = new Set(
    granted.filter((permission) => permission.type === 'menu' && permission.builtin).map((menu) => menu.path),
  );
  grantedPages.add(HOME_PATH);
  const opensForbiddenPage = (menu: PermissionRow) =>
    !menu.builtin && !menu.path?.startsWith('https://') && !grantedPages.has(menu.path);
  const included = new Set<number>();
  for (const permission of granted) {
    if (permission.type !== 'menu') continue;
    const chain: PermissionRow[] = [];
    for (
      let menu: PermissionRow | undefined = permission;
      menu;
      menu = menu.parentId ? menusById.get(menu.parentId) : undefined
    ) {
      chain.push(menu);
    }
    // A shortcut to a page the role may not open hides itself and whatever is reached through it.
    if (chain.some(opensForbiddenPage)) continue;
    for (const menu of chain) included.add(menu.id);
  }
  const home = allMenus.find((menu) => menu.builtin && menu.path === HOME_PATH);
  if (home) included.add(home.id);

  const childrenOf = (parentId: number | null): RouteEntry[] =>
    allMenus
      .filter((menu) => menu.parentId === parentId && included.has(menu.id))
      .map((menu) => {
        const entry: RouteEntry = {
          path: menu.path as string,
          identifier: menu.identifier,
          nameZh: menu.nameZh,
          nameEn: menu.nameEn,
          icon: menu.icon,
        };
        const routes = childrenOf(menu.id);
        return routes.length ? { ...entry, routes } : entry;
      });
  return childrenOf(null);
}

export async function loadGrants(db: Db, roleId: number): Promise<Grants> {
  const [granted, allMenus] = await Promise.all([
    grantedPermissions(db, roleId),
    db
      .select()
      .from(permissions)
      .where(eq(permissions.type, 'menu'))
      .orderBy(asc(permissions.sortOrder), asc(permissions.id)),
  ]);
  return {
    codes: granted.map((permission) => permission.identifier),
    yalalist: buildRouteTree(granted, allMenus),
  };
}

/** One query per request: does this role hold any of these permission codes? */
export async function roleHolds(db: Db, roleId: number, codes: string[]): Promise<boolean> {
  const codeList = sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );
  // Written out with aliases: Drizzle leaves column names unqualified inside a select's sql.
  const [row] = await db
    .select({
      allowed: sql<boolean>`r.is_super OR EXISTS (
        SELECT 1 FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
        WHERE rp.role_id = r.id AND p.identifier IN (${codeList}))`,
    })
    .from(sql`roles r`)
    .where(sql`r.id = ${roleId}`);
  return Boolean(row?.allowed);
}
