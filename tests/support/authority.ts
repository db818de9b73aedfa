// Holdings and authorities for the policy unit tests: permissions get a stable id per identifier.
import type { Authority, Holding } from '../../server/src/permissions/authority';

const ids = new Map<string, number>();
const idOf = (code: string) => {
  if (!ids.has(code)) ids.set(code, ids.size + 1);
  return ids.get(code) as number;
};

export function holding(codes: string[], options: { isSuper?: boolean } = {}): Holding {
  return { isSuper: options.isSuper ?? false, permissions: new Map(codes.map((code) => [idOf(code), code])) };
}

export const SUPER: Holding = { isSuper: true, permissions: new Map() };

export function authority(adminId: number, codes: string[], options: { isSuper?: boolean } = {}): Authority {
  return { adminId, roleId: 1000 + adminId, ...holding(codes, options) };
}

export const superAuthority = (adminId: number): Authority => ({ adminId, roleId: 1, ...SUPER });

export const permissionId = idOf;
