// The permission tree as the layout shows it (menus, their submenus, function permissions beneath
// their menu), built from the API's flat list, for the permissions table, the roles' checkable
// tree and the parent picker.
import type { PermissionItem } from '../services/types';

export interface PermissionNode extends PermissionItem {
  /** Absent on leaves, so that tables and trees show no expander there. */
  children?: PermissionNode[];
}

/** A node of antd's `Tree` / `TreeSelect`: the permission's id as key and value, its name in the interface language. */
export interface PermissionTreeOption {
  key: number;
  value: number;
  title: string;
  identifier: string;
  type: PermissionItem['type'];
  disabled?: boolean;
  children?: PermissionTreeOption[];
}

function inMenuOrder(a: PermissionItem, b: PermissionItem): number {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

/**
 * Nests the flat list by `parentId`, siblings in menu order. A permission whose parent is missing
 * (or that sits on a cycle) is shown at the top rather than lost.
 */
export function buildPermissionTree(items: PermissionItem[]): PermissionNode[] {
  const childrenOf = new Map<number | null, PermissionItem[]>();
  const ids = new Set(items.map((item) => item.id));
  [...items].sort(inMenuOrder).forEach((item) => {
    const parent = item.parentId !== null && ids.has(item.parentId) ? item.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), item]);
  });
  const placed = new Set<number>();
  const nest = (item: PermissionItem): PermissionNode => {
    placed.add(item.id);
    const children = (childrenOf.get(item.id) ?? []).filter((child) => !placed.has(child.id)).map(nest);
    return children.length ? { ...item, children } : { ...item };
  };
  const tree = (childrenOf.get(null) ?? []).map(nest);
  for (const item of [...items].sort(inMenuOrder)) {
    if (!placed.has(item.id)) tree.push(nest(item));
  }
  return tree;
}

/** A permission's name in the interface language, or the other one for a menu not named (so not shown) in it. */
export function permissionName(item: Pick<PermissionItem, 'nameZh' | 'nameEn'>, locale: string): string {
  return (locale === 'zh-CN' ? item.nameZh || item.nameEn : item.nameEn || item.nameZh) ?? '';
}

/** Whether the sidebar leaves this menu out in the interface language: it has no name there. */
export function hiddenInLanguage(item: Pick<PermissionItem, 'nameZh' | 'nameEn'>, locale: string): boolean {
  return (locale === 'zh-CN' ? item.nameZh : item.nameEn) === '';
}

/** Each permission's place among its siblings (what moving up or down changes) and how many siblings there are. */
export function siblingPlaces(tree: PermissionNode[]): Map<number, { index: number; count: number }> {
  const places = new Map<number, { index: number; count: number }>();
  const visit = (siblings: PermissionNode[]) =>
    siblings.forEach((node, index) => {
      places.set(node.id, { index, count: siblings.length });
      visit(node.children ?? []);
    });
  visit(tree);
  return places;
}

function toOption(
  node: PermissionNode,
  locale: string,
  keep: (node: PermissionNode) => boolean,
  enabled: (node: PermissionNode) => boolean = () => true,
): PermissionTreeOption {
  const children = (node.children ?? []).filter(keep).map((child) => toOption(child, locale, keep, enabled));
  const option: PermissionTreeOption = {
    key: node.id,
    value: node.id,
    title: permissionName(node, locale),
    identifier: node.identifier,
    type: node.type,
    ...(enabled(node) ? {} : { disabled: true }),
  };
  return children.length ? { ...option, children } : option;
}

/** The whole tree for the roles' checkable `Tree`; a permission failing `checkable` is shown disabled. */
export function permissionTreeOptions(
  tree: PermissionNode[],
  locale: string,
  checkable: (node: PermissionNode) => boolean = () => true,
): PermissionTreeOption[] {
  return tree.map((node) => toOption(node, locale, () => true, checkable));
}

/**
 * May a role's form tick or untick this permission? When the server says the signed-in
 * administrator may grant it, or when the role already holds it: the server checks only what an
 * edit adds, so a grant one could not give may still be kept or taken away.
 */
export function checkableInRole(
  permission: Pick<PermissionItem, 'id' | 'abilities'>,
  heldByRole: ReadonlySet<number>,
): boolean {
  return permission.abilities.grant || heldByRole.has(permission.id);
}

/** Every id in the tree, parents and children. */
export function allPermissionIds(tree: PermissionNode[]): number[] {
  return tree.flatMap((node) => [node.id, ...allPermissionIds(node.children ?? [])]);
}

/** The ids of a node's whole subtree below it. */
function descendantIds(node: PermissionNode): number[] {
  return allPermissionIds(node.children ?? []);
}

function findNode(tree: PermissionNode[], id: number): PermissionNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The menus only, for picking a parent. When editing, the permission itself and its subtree are
 * left out: a permission cannot move beneath itself.
 */
export function menuTreeOptions(tree: PermissionNode[], locale: string, editingId?: number): PermissionTreeOption[] {
  const editing = editingId === undefined ? undefined : findNode(tree, editingId);
  const excluded = new Set(editing ? [editing.id, ...descendantIds(editing)] : []);
  const keep = (node: PermissionNode) => node.type === 'menu' && !excluded.has(node.id);
  return tree.filter(keep).map((node) => toOption(node, locale, keep));
}

/** The ids of a permission's menus, from its parent up to the top. */
function ancestorIds(tree: PermissionNode[], id: number): number[] {
  const path = (nodes: PermissionNode[], trail: number[]): number[] | undefined => {
    for (const node of nodes) {
      if (node.id === id) return trail;
      const found = path(node.children ?? [], [node.id, ...trail]);
      if (found) return found;
    }
    return undefined;
  };
  return path(tree, []) ?? [];
}

/**
 * A role's grants after one tick in its tree, where a menu and its functions are granted
 * separately (the tree does not conduct checks): ticking a permission grants it and the menus
 * leading to it, so that it can be reached; unticking one takes it away with everything beneath
 * it, which could no longer be reached. Permissions `changeable` refuses (ones the signed-in
 * administrator may not grant, unless the role holds them) are left as they are. The tree shows
 * exactly the grants, so what is saved is what was shown.
 */
export function tickPermission(
  tree: PermissionNode[],
  granted: Iterable<number>,
  id: number,
  ticked: boolean,
  changeable: (id: number) => boolean = () => true,
): number[] {
  const next = new Set(granted);
  if (ticked) {
    for (const each of [id, ...ancestorIds(tree, id)].filter(changeable)) next.add(each);
  } else {
    const node = findNode(tree, id);
    for (const each of [id, ...(node ? descendantIds(node) : [])].filter(changeable)) next.delete(each);
  }
  return [...next].sort((a, b) => a - b);
}
