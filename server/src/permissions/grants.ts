// What a role may do: its permission codes (menus and functions) and its menu tree in the
// panel's `yalalist` shape. A super-administrator role holds every permission.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles } from '../db/schema';

export interface RouteEntry {
  path: string;
  routes?: RouteEntry[];
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
 */
export function buildRouteTree(granted: PermissionRow[], allMenus: PermissionRow[]): RouteEntry[] {
  const menusById = new Map(allMenus.map((menu) => [menu.id, menu]));
  const included = new Set<number>();
  for (const permission of granted) {
    if (permission.type !== 'menu') continue;
    for (
      let menu: PermissionRow | undefined = permission;
      menu;
      menu = menu.parentId ? menusById.get(menu.parentId) : undefined
    ) {
      included.add(menu.id);
    }
  }
  const home = allMenus.find((menu) => menu.path === HOME_PATH);
  if (home) included.add(home.id);

  const childrenOf = (parentId: number | null): RouteEntry[] =>
    allMenus
      .filter((menu) => menu.parentId === parentId && included.has(menu.id))
      .map((menu) => {
        const routes = childrenOf(menu.id);
        return routes.length ? { path: menu.path as string, routes } : { path: menu.path as string };
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
