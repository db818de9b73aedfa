import type { PermissionItem } from '@/services/types';

/** A permission row as the API lists it: a menu at the top level that anyone may edit, delete and grant. */
export function permissionItem(
  fields: Partial<PermissionItem> & Pick<PermissionItem, 'id' | 'identifier' | 'nameEn'>,
): PermissionItem {
  return {
    nameZh: `${fields.nameEn}（中文）`,
    type: 'menu',
    path: null,
    parentId: null,
    sortOrder: 0,
    icon: null,
    builtin: false,
    roleCount: 0,
    abilities: { update: true, delete: true, grant: true },
    ...fields,
  };
}
