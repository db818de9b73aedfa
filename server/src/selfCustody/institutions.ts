// Institutions are records of their own, known by their BTC account. Recording a deposit picks the
// institution of a known account or creates a new one when asked to, explicitly; a withdrawal
// request or a vault report for an unknown account creates one. Nothing renames an institution but
// an administrator's rename, audited; deposits and withdrawals keep the name they were recorded with.
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutions } from '../db/schema';
import { containsPattern } from '../db/search';
import { pageOfRows } from '../db/pages';
import { rowFinder } from '../db/rows';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError } from '../http/errors';
import type { DepositInstitution } from './schema/deposits';
import type { InstitutionItem, InstitutionListQuery } from './schema/institutions';

type InstitutionRow = typeof institutions.$inferSelect;

const toItem = (row: InstitutionRow): InstitutionItem => ({
  id: row.id,
  name: row.name,
  btcAccount: row.btcAccount,
  createdAt: row.createdAt.toISOString(),
});

const findInstitution = rowFinder(
  institutions,
  (institutionId) => new AppError('INSTITUTION_NOT_FOUND', `Institution ${institutionId} does not exist.`),
);

async function institutionOfAccount(db: Db, btcAccount: string): Promise<InstitutionRow | undefined> {
  const [row] = await db.select().from(institutions).where(eq(institutions.btcAccount, btcAccount));
  return row;
}

function addressKnown(existing: InstitutionRow): AppError {
  return new AppError(
    'INSTITUTION_ADDRESS_KNOWN',
    `This address belongs to the institution "${existing.name}": record the deposit for it instead of creating a new one.`,
    { params: { institutionId: existing.id, name: existing.name } },
  );
}

/** A new institution for an account no institution holds; an account already held is refused. */
async function createInstitution(tx: Db, actor: Actor, btcAccount: string, name: string): Promise<InstitutionRow> {
  const [created] = await tx.insert(institutions).values({ btcAccount, name }).onConflictDoNothing().returning();
  if (!created) {
    const existing = await institutionOfAccount(tx, btcAccount);
    if (existing) throw addressKnown(existing);
    throw new AppError('CONFLICT', 'The institution could not be created; try again.');
  }
  await recordAudit(tx, actor, {
    action: 'institution.create',
    entityType: 'institution',
    entityId: created.id,
    after: toItem(created),
  });
  return created;
}

/** The institution a deposit names: the one holding its address, as picked, or a new one asked for explicitly. */
export async function depositInstitution(
  tx: Db,
  actor: Actor,
  userAddress: string,
  choice: DepositInstitution,
): Promise<InstitutionRow> {
  if (choice.kind === 'new') return createInstitution(tx, actor, userAddress, choice.name);
  const institution = await findInstitution(tx, choice.id);
  if (institution.btcAccount !== userAddress) {
    throw new AppError(
      'INSTITUTION_ADDRESS_MISMATCH',
      `The institution "${institution.name}" holds another BTC account than the deposit's user address.`,
      { params: { institutionId: institution.id, name: institution.name } },
    );
  }
  return institution;
}

/**
 * The institution of an account the indexer reports: the known one, whatever name is reported (it is
 * never renamed here), or a new one named `nameIfNew`, or after its account.
 */
export async function reportedInstitution(
  tx: Db,
  actor: Actor,
  btcAccount: string,
  nameIfNew?: string,
): Promise<InstitutionRow> {
  return (
    (await institutionOfAccount(tx, btcAccount)) ?? createInstitution(tx, actor, btcAccount, nameIfNew ?? btcAccount)
  );
}

/** Institutions by exact BTC account, or whose name or account contains the search text; by name. */
export async function listInstitutions(db: Db, query: InstitutionListQuery) {
  const filters: SQL[] = [];
  if (query.btcAccount) filters.push(eq(institutions.btcAccount, query.btcAccount));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = or(ilike(institutions.name, pattern), ilike(institutions.btcAccount, pattern));
    if (matches) filters.push(matches);
  }
  const where = filters.length ? and(...filters) : undefined;
  const { rows, total } = await pageOfRows(
    db,
    institutions,
    where,
    [asc(sql`lower(${institutions.name})`), asc(institutions.id)],
    query,
  );
  return { data: rows.map(toItem), total };
}

/** Renames an institution from now on; records already made keep the name they were recorded with. */
export async function renameInstitution(
  db: Db,
  actor: Actor,
  institutionId: number,
  name: string,
): Promise<InstitutionItem> {
  return db.transaction(async (tx) => {
    const before = toItem(await findInstitution(tx, institutionId, true));
    // The same rename again (a double submission) changes nothing and writes no second audit row.
    if (before.name === name) return before;
    const [renamed] = await tx.update(institutions).set({ name }).where(eq(institutions.id, institutionId)).returning();
    const after = toItem(renamed);
    await recordAudit(tx, actor, {
      action: 'institution.rename',
      entityType: 'institution',
      entityId: institutionId,
      before,
      after,
    });
    return after;
  });
}
