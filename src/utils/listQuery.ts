import type { SortOrder } from '../services/types';

/**
 * The query a list call sends: blank filters are dropped, since the API validates every
 * parameter it receives (`roleId=` is not a role) and reads an absent one as "any".
 */
export function compactQuery<T extends object>(query: T): Partial<T> {
  const entries = Object.entries(query as Record<string, unknown>)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries) as Partial<T>;
}

/** ProTable's `sort` argument (`{ email: 'ascend' }`) as the API's `sortField` / `sortOrder`, for the fields it sorts by. */
export function sortQuery<Field extends string>(
  sort: Record<string, SortOrder | null | undefined> | undefined,
  fields: readonly Field[],
): { sortField?: Field; sortOrder?: SortOrder } {
  const sorted = Object.entries(sort ?? {}).find(
    (entry): entry is [Field, SortOrder] => (fields as readonly string[]).includes(entry[0]) && Boolean(entry[1]),
  );
  return sorted ? { sortField: sorted[0], sortOrder: sorted[1] } : {};
}
