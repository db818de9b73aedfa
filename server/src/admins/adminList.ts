// Administrators as the panel lists them: each record with its role and the abilities ./policy.ts
// gives the viewer on it; and the super-administrator census the policy reads.
import { listOrder } from '../content/listing';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, roles } from '../db/schema';
import { containsPattern } from '../db/search';
import { pageOfSelect } from '../db/pages';
import type { Actor } from '../auditLogs/service';
import { type Authority, holdingsOfRoles, loadAuthority } from '../permissions/authority';
import { adminAbilities, type AdminSubject, type SuperAdminCensus } from './policy';
import type { AdminItem, AdminListQuery } from './schema';

export const itemColumns = {
  id: admins.id,
  email: admins.email,
  name: admins.name,
  description: admins.description,
  roleId: admins.roleId,
  roleName: roles.name,
  roleIsSuper: roles.isSuper,
  enabled: admins.enabled,
  walletAddress: admins.walletAddress,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

// `_['data']` drops the null of a nullable column, so the one nullable column is spelled out.
type ItemRow = {
  [key in Exclude<keyof typeof itemColumns, 'walletAddress'>]: (typeof itemColumns)[key]['_']['data'];
} & {
  walletAddress: string | null;
};

/** An administrator as stored, before the signed-in administrator's abilities are added. */
export type AdminRecord = Omit<AdminItem, 'abilities'>;

export function toRecord(row: ItemRow): AdminRecord {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** The fields an audit row shows of an administrator: never the password hash. */
export function auditView(item: AdminRecord) {
  return {
    email: item.email,
    name: item.name,
    description: item.description,
    roleId: item.roleId,
    roleName: item.roleName,
    enabled: item.enabled,
    walletAddress: item.walletAddress,
  };
}

async function enabledSuperAdminIds(db: Db, lock: boolean): Promise<number[]> {
  const query = db
    .select({ id: admins.id })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(roles.isSuper, true), eq(admins.enabled, true)))
    .orderBy(asc(admins.id));
  const rows = lock ? await query.for('update', { of: admins }) : await query;
  return rows.map((row) => row.id);
}

/**
 * Locks the enabled super administrators, in id order, before any other administrator row: two
 * changes at once that could leave none are then judged one after the other, without deadlock.
 */
export async function lockedCensus(tx: Db): Promise<SuperAdminCensus> {
  return { enabledSuperAdminIds: await enabledSuperAdminIds(tx, true) };
}

async function subjectsOf(db: Db, records: AdminRecord[]): Promise<AdminSubject[]> {
  const holdings = await holdingsOfRoles(
    db,
    records.map((record) => record.roleId),
  );
  return records.map((record) => ({
    id: record.id,
    enabled: record.enabled,
    holding: holdings.get(record.roleId) ?? { isSuper: record.roleIsSuper, permissions: new Map() },
  }));
}

export async function subjectOf(db: Db, record: AdminRecord): Promise<AdminSubject> {
  return (await subjectsOf(db, [record]))[0];
}

/** The records as the signed-in administrator sees them: with what they may do to each. */
export async function withAbilities(db: Db, actor: Authority, records: AdminRecord[]): Promise<AdminItem[]> {
  if (records.length === 0) return [];
  const [subjects, census] = await Promise.all([subjectsOf(db, records), enabledSuperAdminIds(db, false)]);
  return records.map((record, index) => ({
    ...record,
    abilities: adminAbilities(actor, subjects[index], { enabledSuperAdminIds: census }),
  }));
}

export async function listAdmins(db: Db, actor: Actor, query: AdminListQuery) {
  const where = and(
    query.email?.trim() ? ilike(admins.email, containsPattern(query.email)) : undefined,
    query.name?.trim() ? ilike(admins.name, containsPattern(query.name)) : undefined,
    query.roleId ? eq(admins.roleId, query.roleId) : undefined,
    query.enabled ? eq(admins.enabled, query.enabled === 'true') : undefined,
  );
  const [authority, { rows, total }] = await Promise.all([
    loadAuthority(db, actor),
    pageOfSelect(
      db.select(itemColumns).from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(where).$dynamic(),
      listOrder(query, { email: admins.email, name: admins.name, createdAt: admins.createdAt }, 'createdAt', admins.id),
      query,
      db.$count(admins, where),
    ),
  ]);
  return { data: await withAbilities(db, authority, rows.map(toRecord)), total };
}
