// What needs the signed-in administrator now: operations they may approve, untreated feedback and
// a stale CRSM price, each only for administrators holding the matching permission.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/client';
import { currentPrice, getSettings } from '../crsm/settings';
import { holds, loadAuthority } from '../permissions/authority';
import { APPROVE_CODE } from '../permissions/codes';
import { listAwaitingApproval } from '../selfCustody/operationApprovals';
import type { PermissionCode } from '../../../contract/permissions';
import { OPERATION_KINDS } from '../selfCustody/schema/operations';
import type { HomeAttention } from './schema';

/** The permission that shows the stale-price warning: the CRSM position list's menu. */
export const CRSM_PRICE_PERMISSION: PermissionCode = 'CRSMTrove.CRSMList';
export const FEEDBACK_PERMISSION: PermissionCode = 'feedback';

export async function homeAttention(db: Db, admin: { id: number }): Promise<HomeAttention> {
  const authority = await loadAuthority(db, admin.id);
  const approvableKinds = OPERATION_KINDS.filter((kind) => holds(authority, APPROVE_CODE[kind]));
  // What awaits approval is a handful of operations: each is judged by the same policy as the Approve button.
  const awaiting = approvableKinds.length ? await listAwaitingApproval(db, authority) : [];
  const approvals = approvableKinds.length
    ? approvableKinds.map((kind) => ({
        kind,
        count: awaiting.filter((operation) => operation.kind === kind && operation.abilities.approve).length,
      }))
    : null;
  let untreatedFeedback: number | null = null;
  if (holds(authority, FEEDBACK_PERMISSION)) {
    const [row] = await selectRows<{ count: number | string }>(
      db,
      sql`SELECT count(*)::int AS count FROM feedback WHERE status = 'untreated'`,
    );
    untreatedFeedback = Number(row.count);
  }
  let btcPrice: HomeAttention['btcPrice'] = null;
  if (holds(authority, CRSM_PRICE_PERMISSION)) {
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
