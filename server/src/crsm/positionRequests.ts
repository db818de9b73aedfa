// CRSM position requests: the preview of a position and its creation, which leaves through the
// custody outbox as a 'crsm_open' operation, and their list with each request's operation.
import { desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { crsmPositionRequests } from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError, type FieldError } from '../http/errors';
import { type Authority, viewerOf } from '../permissions/authority';
import { openOperation } from '../selfCustody/operations';
import { pageOfSubjects, subjectLookups } from '../selfCustody/operationSubjects';
import { projectPosition } from './ratios';
import type { CrsmCreateInput, CrsmPreview, CrsmRequestItem, CrsmRequestListQuery, CrsmRequestStatus } from './schema';
import { plainDecimal } from '../http/fields';
import { currentPrice, getSettings } from './settings';

/**
 * MCR < TRGCR < TARCR <= MAX_TARCR, compared exactly; each violation is named with its own code
 * and message, the first one deciding the answer's code.
 */
async function checkRatioOrder(
  db: Db,
  input: Pick<CrsmCreateInput, 'trgcr' | 'tarcr' | 'maxTarcr'>,
  mcr: string,
): Promise<void> {
  const [order] = await selectRows<{ trgcrAboveMcr: boolean; tarcrAboveTrgcr: boolean; maxTarcrAtLeastTarcr: boolean }>(
    db,
    sql`SELECT ${input.trgcr}::numeric > ${mcr}::numeric AS "trgcrAboveMcr",
               ${input.tarcr}::numeric > ${input.trgcr}::numeric AS "tarcrAboveTrgcr",
               ${input.maxTarcr}::numeric >= ${input.tarcr}::numeric AS "maxTarcrAtLeastTarcr"`,
  );
  const violations: {
    code: 'CRSM_TRGCR_NOT_ABOVE_MCR' | 'CRSM_TARCR_NOT_ABOVE_TRGCR' | 'CRSM_MAX_TARCR_BELOW_TARCR';
    field: FieldError;
    message: string;
  }[] = [];
  if (!order.trgcrAboveMcr) {
    violations.push({
      code: 'CRSM_TRGCR_NOT_ABOVE_MCR',
      field: { field: 'trgcr', message: `must be above MCR (${mcr}%)` },
      message: `TRGCR must be above the minimum collateral ratio (MCR, ${mcr}%).`,
    });
  }
  if (!order.tarcrAboveTrgcr) {
    violations.push({
      code: 'CRSM_TARCR_NOT_ABOVE_TRGCR',
      field: { field: 'tarcr', message: 'must be above TRGCR' },
      message: 'TARCR must be above TRGCR.',
    });
  }
  if (!order.maxTarcrAtLeastTarcr) {
    violations.push({
      code: 'CRSM_MAX_TARCR_BELOW_TARCR',
      field: { field: 'maxTarcr', message: 'must be at least TARCR' },
      message: 'MAX_TARCR must be at least TARCR.',
    });
  }
  if (violations.length) {
    throw new AppError(violations[0].code, violations.map((violation) => violation.message).join(' '), {
      fields: violations.map((violation) => violation.field),
      params: { mcr },
    });
  }
}

/** What the position would be: opened at TARCR with `amount` YBTC at the current price. */
export async function previewPosition(db: Db, input: CrsmCreateInput): Promise<CrsmPreview> {
  const settings = await getSettings(db);
  const price = await currentPrice(db, settings);
  if (!price) throw new AppError('CRSM_PRICE_MISSING', 'No BTC price has been reported yet.');
  await checkRatioOrder(db, input, settings.mcr);
  const projected = await projectPosition(db, {
    collateral: input.amount,
    price: price.price,
    targetPercent: input.tarcr,
    mcr: settings.mcr,
  });
  const [{ netDebt, positive }] = await selectRows<{ netDebt: string; positive: boolean }>(
    db,
    sql`SELECT (${projected.debt}::numeric - ${input.debtGasCompensation}::numeric)::text AS "netDebt",
               ${projected.debt}::numeric > ${input.debtGasCompensation}::numeric AS positive`,
  );
  if (!positive) {
    throw new AppError(
      'CRSM_POSITION_TOO_SMALL',
      'At TARCR this collateral does not even cover the debt gas compensation: lock more YBTC.',
      {
        fields: [{ field: 'amount', message: 'too small for the debt gas compensation' }],
        params: { expectedDebt: plainDecimal(projected.debt), debtGasCompensation: input.debtGasCompensation },
      },
    );
  }
  return {
    price: price.price,
    priceObservedAt: price.observedAt,
    priceAgeSeconds: price.ageSeconds,
    priceStale: price.stale,
    mcr: settings.mcr,
    expectedDebt: plainDecimal(projected.debt),
    netDebt: plainDecimal(netDebt),
    expectedIcr: projected.icr ?? '0',
    expectedLiquidationPrice: projected.liquidationPrice ?? '0',
  };
}

type RequestRow = typeof crsmPositionRequests.$inferSelect;

async function toRequestItems(db: Db, viewer: Authority, rows: RequestRow[]): Promise<CrsmRequestItem[]> {
  const lookups = await subjectLookups(db, 'crsmRequest', rows, viewer, (row) => row.requestedBy);
  return rows.map((row) => ({
    id: row.id,
    address: row.address,
    trgcr: plainDecimal(row.trgcr),
    tarcr: plainDecimal(row.tarcr),
    maxTarcr: plainDecimal(row.maxTarcr),
    debtGasCompensation: plainDecimal(row.debtGasCompensation),
    amount: row.amount,
    btcPrice: row.btcPrice,
    priceObservedAt: row.priceObservedAt.toISOString(),
    mcr: plainDecimal(row.mcr),
    expectedDebt: plainDecimal(row.expectedDebt),
    expectedIcr: row.expectedIcr,
    expectedLiquidationPrice: row.expectedLiquidationPrice,
    status: row.status as CrsmRequestStatus,
    txHash: row.txHash,
    failureReason: row.failureReason,
    requestedByName: lookups.actedByNameOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    operation: lookups.operationOf(row),
  }));
}

/**
 * Creates a CRSM position: records the request with the figures it was confirmed on and opens its
 * 'crsm_open' operation for the chain executor, approved at once or awaiting approvals under the
 * approval policy. Refused on a stale price. Run inside the Idempotency-Key's transaction.
 */
export async function createPositionRequest(db: Db, actor: Actor, input: CrsmCreateInput): Promise<CrsmRequestItem> {
  return db.transaction(async (tx) => {
    const preview = await previewPosition(tx, input);
    if (preview.priceStale) {
      throw new AppError(
        'CRSM_PRICE_STALE',
        'The BTC price is stale: wait for a fresh price before creating a position.',
        {
          params: { ageSeconds: preview.priceAgeSeconds },
        },
      );
    }
    const [row] = await tx
      .insert(crsmPositionRequests)
      .values({
        address: input.address,
        trgcr: input.trgcr,
        tarcr: input.tarcr,
        maxTarcr: input.maxTarcr,
        debtGasCompensation: input.debtGasCompensation,
        amount: input.amount,
        btcPrice: preview.price,
        priceObservedAt: new Date(preview.priceObservedAt),
        mcr: preview.mcr,
        expectedDebt: preview.expectedDebt,
        expectedIcr: preview.expectedIcr,
        expectedLiquidationPrice: preview.expectedLiquidationPrice,
        requestedBy: actor.adminId,
      })
      .returning();
    await openOperation(tx, actor, {
      kind: 'crsm_open',
      crsmRequestId: row.id,
      amount: input.amount,
      destination: input.address,
    });
    const [stored] = await tx.select().from(crsmPositionRequests).where(eq(crsmPositionRequests.id, row.id));
    const [item] = await toRequestItems(tx, await viewerOf(tx, actor), [stored]);
    await recordAudit(tx, actor, {
      action: 'crsm.createPosition',
      entityType: 'crsmRequest',
      entityId: row.id,
      after: item,
    });
    return item;
  });
}

export async function listRequests(db: Db, actor: Actor, query: CrsmRequestListQuery) {
  const filters: SQL[] = [];
  if (query.address) filters.push(ilike(crsmPositionRequests.address, containsPattern(query.address)));
  if (query.status) filters.push(eq(crsmPositionRequests.status, query.status));
  const order = [desc(crsmPositionRequests.createdAt), desc(crsmPositionRequests.id)];
  return pageOfSubjects(db, actor, crsmPositionRequests, filters, order, query, toRequestItems);
}
