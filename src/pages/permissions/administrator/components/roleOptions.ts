import { ALL_ROLES_PAGE_SIZE, listRoles } from '@/services/roles';

export interface RoleOption {
  label: string;
  value: number;
  disabled?: boolean;
}

/**
 * The roles as select options. `'all'`, for the list's role filter: every role. `'assignable'`,
 * for the administrator form: only the roles the signed-in administrator may give (the server's
 * `abilities.assign`), plus `currentRoleId`, the edited administrator's role, kept visible as the
 * selected value but disabled when it is not one of them.
 */
export async function roleOptions(which: 'all' | 'assignable', currentRoleId?: number): Promise<RoleOption[]> {
  const { data } = await listRoles({ pageSize: ALL_ROLES_PAGE_SIZE });
  if (which === 'all') return data.map((role) => ({ label: role.name, value: role.id }));
  return data
    .filter((role) => role.abilities.assign || role.id === currentRoleId)
    .map((role) => ({ label: role.name, value: role.id, ...(role.abilities.assign ? {} : { disabled: true }) }));
}
