import { ALL_ROLES_PAGE_SIZE, listRoles } from '@/services/roles';

/** Every role as a select option, for the role filter and the administrator form. */
export async function roleOptions(): Promise<{ label: string; value: number }[]> {
  const { data } = await listRoles({ pageSize: ALL_ROLES_PAGE_SIZE });
  return data.map((role) => ({ label: role.name, value: role.id }));
}
