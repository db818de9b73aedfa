// What needs the signed-in administrator now: operations they may approve, untreated feedback and
// a stale CRSM price, each only for administrators holding the matching permission.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/client';
import { currentPrice, getSettings } from '../crsm/service';
import { loadGrants } from '../permissions/grants';
import { APPROVE_CODE } from '../selfCustody/operations';
import type { OperationKind } from '../selfCustody/schema';
import type { HomeAttention } from './schema';

/** The permission that shows the stale-price warning: the CRSM position list's menu. */
export const CRSM_PRICE_PERMISSION = 'CRSMTrove.CRSMList';
export const FEEDBACK_PERMISSION = 'feedback';

/**
 * Operations awaiting approval that this administrator could approve now: a kind they hold the
 * approval permission for, requested by someone else, and not yet approved by them.
 */
async function approvalsAwaiting(db: Db, adminId: number, kinds: OperationKind[]) {
  const rows = await selectRows<{ kind: OperationKind; count: number | string }>(
    db,
    sql`SELECT kind, count(*)::int AS count FROM custody_operations operation
        WHERE status = 'awaiting_approval' AND requested_by <> ${adminId}
          AND kind IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
          AND NOT EXISTS (SELECT 1 FROM custody_approvals approval WHERE approval.operation_id = operation.id AND approval.admin_id = ${adminId})
        GROUP BY kind`,
  );
  const counts = new Map(rows.map((row) => [row.kind, Number(row.count)]));
  return kinds.map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
}

export async function homeAttention(db: Db, admin: { id: number; roleId: number }): Promise<HomeAttention> {
  const { codes } = await loadGrants(db, admin.roleId);
  const held = new Set(codes);
  const approvableKinds = (Object.keys(APPROVE_CODE) as OperationKind[]).filter((kind) => held.has(APPROVE_CODE[kind]));
  const approvals = approvableKinds.length ? await approvalsAwaiting(db, admin.id, approvableKinds) : null;
  let untreatedFeedback: number | null = null;
  if (held.has(FEEDBACK_PERMISSION)) {
    const [row] = await selectRows<{ count: number | string }>(db, sql`SELECT count(*)::int AS count FROM feedback WHERE status = 'untreated'`);
    untreatedFeedback = Number(row.count);
  }
  let btcPrice: HomeAttention['btcPrice'] = null;
  if (held.has(CRSM_PRICE_PERMISSION)) {
    const settings = await getSettings(db);
    const price = await currentPrice(db, settings);
    btcPrice = {
      stale: price ? price.stale : true,
      observedAt: price?.observedAt ?? null,
      ageSeconds: price?.ageSeconds ?? null,
      maxAgeSeconds: settings.priceMaxAgeSeconds,
    };
  }
  return { approvals, untreatedFeedback, btcPrice };
}
