// CRSM positions: the indexer's snapshots of each trove (the latest shown, all kept), the BTC
// price it reports, the MCR / CCR settings, and the creation of positions, which leaves through
// the custody outbox as a 'crsm_open' operation. Every ratio is computed in SQL numeric
// (see ratios.ts) with the price the server holds.
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import {
  admins,
  crsmBtcPrices,
  crsmPositionRequests,
  crsmPositionSnapshots,
  crsmPositions,
  crsmSettings,
} from '../db/schema';
import { containsPattern } from '../db/search';
import { recordAudit, type Actor } from '../auditLogs/service';
import { AppError, type FieldError } from '../http/errors';
import { type Authority, loadAuthority, viewerOf } from '../permissions/authority';
import { followOperation, latestOperations, openOperation } from '../selfCustody/operations';
import {
  icrAtLeastSql,
  icrAtMostSql,
  icrBelowSql,
  icrPercentSql,
  icrSortKeySql,
  liquidationPriceSql,
  projectPosition,
} from './ratios';
import {
  plainDecimal,
  type CrsmAccountItem,
  type CrsmAccountListQuery,
  type CrsmCreateInput,
  type CrsmMarket,
  type CrsmPositionItem,
  type CrsmPositionListQuery,
  type CrsmPreview,
  type CrsmPriceItem,
  type CrsmPriceReport,
  type CrsmRequestItem,
  type CrsmRequestListQuery,
  type CrsmRequestStatus,
  type CrsmSettingsInput,
  type CrsmSettingsItem,
  type CrsmSnapshotInput,
  type CrsmSnapshotItem,
} from './schema';

/** A price observed further than this in the future is a clock error, not a price. */
const MAX_CLOCK_SKEW_SECONDS = 300;

// ---- settings and price

export async function getSettings(db: Db): Promise<CrsmSettingsItem> {
  const [row] = await db
    .select({ settings: crsmSettings, updatedByName: admins.name })
    .from(crsmSettings)
    .leftJoin(admins, eq(admins.id, crsmSettings.updatedBy))
    .where(eq(crsmSettings.id, 1));
  return {
    mcr: plainDecimal(row.settings.mcr),
    ccr: plainDecimal(row.settings.ccr),
    priceMaxAgeSeconds: row.settings.priceMaxAgeSeconds,
    updatedByName: row.updatedByName,
    updatedAt: row.settings.updatedAt.toISOString(),
  };
}

/** The price observed last, with its age and whether it is older than the settings allow. */
export async function currentPrice(db: Db, settings: CrsmSettingsItem): Promise<CrsmPriceItem | null> {
  const [row] = await selectRows<{ price: string; observedAt: Date | string; ageSeconds: number | string }>(
    db,
    sql`SELECT price::text AS price, observed_at AS "observedAt",
               greatest(0, floor(extract(epoch FROM now() - observed_at)))::int AS "ageSeconds"
        FROM crsm_btc_prices ORDER BY observed_at DESC, id DESC LIMIT 1`,
  );
  if (!row) return null;
  const ageSeconds = Number(row.ageSeconds);
  return {
    price: row.price,
    observedAt: new Date(row.observedAt).toISOString(),
    ageSeconds,
    stale: ageSeconds > settings.priceMaxAgeSeconds,
  };
}

export async function updateSettings(db: Db, actor: Actor, input: CrsmSettingsInput): Promise<CrsmSettingsItem> {
  const [check] = await selectRows<{ mcrAbove100: boolean; ccrAboveMcr: boolean }>(
    db,
    sql`SELECT ${input.mcr}::numeric > 100 AS "mcrAbove100", ${input.ccr}::numeric > ${input.mcr}::numeric AS "ccrAboveMcr"`,
  );
  if (!check.mcrAbove100) {
    throw new AppError('CRSM_MCR_TOO_LOW', 'The minimum collateral ratio (MCR) must be above 100%.', {
      fields: [{ field: 'mcr', message: 'must be above 100' }],
    });
  }
  if (!check.ccrAboveMcr) {
    throw new AppError('CRSM_CCR_NOT_ABOVE_MCR', 'The critical collateral ratio (CCR) must be above the MCR.', {
      fields: [{ field: 'ccr', message: 'must be above MCR' }],
    });
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: crsmSettings.id }).from(crsmSettings).where(eq(crsmSettings.id, 1)).for('update');
    const before = await getSettings(tx);
    await tx
      .update(crsmSettings)
      .set({ ...input, updatedBy: actor.adminId, updatedAt: sql`now()` })
      .where(eq(crsmSettings.id, 1));
    const after = await getSettings(tx);
    await recordAudit(tx, actor, {
      action: 'crsm.updateSettings',
      entityType: 'crsmSettings',
      entityId: 1,
      before,
      after,
    });
    return after;
  });
}

/** The indexer's BTC price with its time; every report is kept, the one observed last is used. */
export async function reportPrice(
  db: Db,
  actor: Actor,
  report: CrsmPriceReport,
): Promise<CrsmPriceItem & { current: boolean }> {
  if (Date.parse(report.observedAt) > Date.now() + MAX_CLOCK_SKEW_SECONDS * 1000) {
    throw new AppError('CRSM_PRICE_IN_FUTURE', "The price was observed in the future: check the reporter's clock.", {
      fields: [{ field: 'observedAt', message: 'is in the future' }],
    });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crsmBtcPrices)
      .values({
        price: report.price,
        observedAt: new Date(report.observedAt),
        reportedBy: actor.serviceTokenId ?? null,
      })
      .returning();
    const latest = await currentPrice(tx, await getSettings(tx));
    const current = latest !== null && latest.observedAt === row.observedAt.toISOString() && latest.price === row.price;
    await recordAudit(tx, actor, {
      action: 'crsm.reportPrice',
      entityType: 'crsmPrice',
      entityId: row.id,
      after: {
        price: row.price,
        observedAt: row.observedAt.toISOString(),
        current,
        reportedByServiceToken: actor.serviceTokenId ?? null,
      },
    });
    return { ...(latest as CrsmPriceItem), current };
  });
}

// ---- positions

const c = sql`${crsmPositions.collateralLocked}`;
const d = sql`${crsmPositions.totalDebt}`;

function positionFilter(
  query: Omit<CrsmPositionListQuery, 'current' | 'pageSize'>,
  price: string | null,
): SQL | undefined {
  const filters: SQL[] = [];
  if (query.address) filters.push(ilike(crsmPositions.address, containsPattern(query.address)));
  if (query.troveId) filters.push(ilike(crsmPositions.troveId, containsPattern(query.troveId)));
  const wantsRatio = query.minIcr !== undefined || query.maxIcr !== undefined || query.underTrigger !== undefined;
  // Without a price no ratio is known, so no position matches a ratio filter.
  if (wantsRatio && price === null) return sql`false`;
  if (price !== null) {
    if (query.minIcr !== undefined) filters.push(icrAtLeastSql(c, price, d, query.minIcr));
    if (query.maxIcr !== undefined) filters.push(icrAtMostSql(c, price, d, query.maxIcr));
    const underTrigger = icrBelowSql(c, price, d, sql`${crsmPositions.trgcr}`);
    if (query.underTrigger === 'true') filters.push(underTrigger);
    if (query.underTrigger === 'false') filters.push(sql`NOT ${underTrigger}`);
  }
  return filters.length ? and(...filters) : undefined;
}

type PositionRow = typeof crsmPositions.$inferSelect & {
  icr: string | null;
  liquidationPrice: string | null;
  underTrigger: boolean;
  belowMcr: boolean;
};

function toPositionItem(row: PositionRow): CrsmPositionItem {
  const totalDebt = row.totalDebt ?? '0';
  return {
    troveId: row.troveId,
    positionId: row.positionId,
    address: row.address,
    collateralLocked: row.collateralLocked,
    totalDebt: plainDecimal(totalDebt),
    troveCollateral: row.troveCollateral,
    troveDebt: plainDecimal(row.troveDebt),
    troveInterest: plainDecimal(row.troveInterest),
    icr: row.icr,
    icrUnbounded: /^0(\.0*)?$/.test(totalDebt),
    liquidationPrice: row.liquidationPrice,
    deposits: plainDecimal(row.deposits),
    yieldGains: plainDecimal(row.yieldGains),
    debtTokenBalance: plainDecimal(row.debtTokenBalance),
    collateralGains: row.collateralGains,
    trgcr: plainDecimal(row.trgcr),
    tarcr: plainDecimal(row.tarcr),
    maxTarcr: plainDecimal(row.maxTarcr),
    underTrigger: row.underTrigger,
    belowMcr: row.belowMcr,
    observedAt: row.observedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The latest figures of each position, filtered, sorted (by default riskiest first) and paged in SQL. */
export async function listPositions(db: Db, query: CrsmPositionListQuery) {
  const settings = await getSettings(db);
  const price = (await currentPrice(db, settings))?.price ?? null;
  const where = positionFilter(query, price);
  const computed = {
    icr: price === null ? sql<string | null>`NULL::text` : sql<string | null>`${icrPercentSql(c, price, d)}::text`,
    liquidationPrice: sql<string | null>`${liquidationPriceSql(d, settings.mcr, c)}::text`,
    underTrigger:
      price === null ? sql<boolean>`false` : sql<boolean>`${icrBelowSql(c, price, d, sql`${crsmPositions.trgcr}`)}`,
    belowMcr: price === null ? sql<boolean>`false` : sql<boolean>`${icrBelowSql(c, price, d, settings.mcr)}`,
  };
  const sortField = query.sortField ?? (price === null ? 'totalDebt' : 'icr');
  const ascending =
    (query.sortOrder ?? (query.sortField === undefined && sortField === 'totalDebt' ? 'descend' : 'ascend')) ===
    'ascend';
  const order: SQL[] = [];
  if (sortField === 'icr' && price !== null) {
    // ∞ (zero debt) is the safest: last when the riskiest come first.
    order.push(
      ascending
        ? sql`${icrSortKeySql(c, price, d)} ASC NULLS LAST`
        : sql`${icrSortKeySql(c, price, d)} DESC NULLS FIRST`,
    );
  } else {
    const column = {
      icr: crsmPositions.totalDebt,
      totalDebt: crsmPositions.totalDebt,
      collateralLocked: crsmPositions.collateralLocked,
      observedAt: crsmPositions.observedAt,
    }[sortField];
    order.push(ascending ? asc(column) : desc(column));
  }
  order.push(asc(crsmPositions.troveId));
  const [rows, total] = await Promise.all([
    db
      .select({ ...getPositionColumns(), ...computed })
      .from(crsmPositions)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(crsmPositions, where),
  ]);
  return { data: rows.map((row) => toPositionItem(row as PositionRow)), total };
}

function getPositionColumns() {
  const {
    troveId,
    positionId,
    address,
    collateralLocked,
    troveCollateral,
    troveDebt,
    troveInterest,
    totalDebt,
    deposits,
    yieldGains,
    debtTokenBalance,
    collateralGains,
    trgcr,
    tarcr,
    maxTarcr,
    observedAt,
    firstSeenAt,
    updatedAt,
  } = crsmPositions;
  return {
    troveId,
    positionId,
    address,
    collateralLocked,
    troveCollateral,
    troveDebt,
    troveInterest,
    totalDebt,
    deposits,
    yieldGains,
    debtTokenBalance,
    collateralGains,
    trgcr,
    tarcr,
    maxTarcr,
    observedAt,
    firstSeenAt,
    updatedAt,
  };
}

/** A trove's snapshots, newest first: how its collateral and debt moved. */
export async function positionSnapshots(db: Db, troveId: string, query: { current: number; pageSize: number }) {
  const [exists] = await db
    .select({ troveId: crsmPositions.troveId })
    .from(crsmPositions)
    .where(eq(crsmPositions.troveId, troveId));
  if (!exists) throw new AppError('CRSM_POSITION_NOT_FOUND', `No position with troveId ${troveId} has been reported.`);
  const where = eq(crsmPositionSnapshots.troveId, troveId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(crsmPositionSnapshots)
      .where(where)
      .orderBy(desc(crsmPositionSnapshots.observedAt), desc(crsmPositionSnapshots.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(crsmPositionSnapshots, where),
  ]);
  const data: CrsmSnapshotItem[] = rows.map((row) => ({
    observedAt: row.observedAt.toISOString(),
    collateralLocked: row.collateralLocked,
    troveCollateral: row.troveCollateral,
    troveDebt: plainDecimal(row.troveDebt),
    troveInterest: plainDecimal(row.troveInterest),
    totalDebt: plainDecimal(row.totalDebt ?? '0'),
    deposits: plainDecimal(row.deposits),
    collateralGains: row.collateralGains,
    recordedAt: row.recordedAt.toISOString(),
  }));
  return { data, total };
}

/**
 * The indexer's snapshots: each is kept in the history once (the same trove and time again is
 * ignored), and becomes the position's latest figures unless a newer one is already there.
 */
export async function recordSnapshots(db: Db, actor: Actor, snapshots: CrsmSnapshotInput[]) {
  return db.transaction(async (tx) => {
    let recorded = 0;
    let updated = 0;
    for (const snapshot of snapshots) {
      const values = { ...snapshot, observedAt: new Date(snapshot.observedAt) };
      const inserted = await tx
        .insert(crsmPositionSnapshots)
        .values({ ...values, reportedBy: actor.serviceTokenId ?? null })
        .onConflictDoNothing({ target: [crsmPositionSnapshots.troveId, crsmPositionSnapshots.observedAt] })
        .returning({ id: crsmPositionSnapshots.id });
      if (inserted.length === 0) continue;
      recorded += 1;
      const { troveId: _troveId, ...figures } = values;
      const latest = await tx
        .insert(crsmPositions)
        .values(values)
        .onConflictDoUpdate({
          target: crsmPositions.troveId,
          set: { ...figures, updatedAt: sql`now()` },
          setWhere: sql`${crsmPositions.observedAt} < excluded.observed_at`,
        })
        .returning({ troveId: crsmPositions.troveId });
      updated += latest.length;
    }
    const result = { received: snapshots.length, recorded, updated };
    await recordAudit(tx, actor, {
      action: 'crsm.reportPositions',
      entityType: 'crsmPosition',
      entityId: snapshots.length === 1 ? snapshots[0].troveId : null,
      after: {
        ...result,
        troveIds: [...new Set(snapshots.map((snapshot) => snapshot.troveId))],
        reportedByServiceToken: actor.serviceTokenId ?? null,
      },
    });
    return result;
  });
}

// ---- accounts

/** Positions grouped by owner address, with each account's totals and aggregate ICR. */
export async function listAccounts(db: Db, query: CrsmAccountListQuery) {
  const settings = await getSettings(db);
  const price = (await currentPrice(db, settings))?.price ?? null;
  const where = query.address ? ilike(crsmPositions.address, containsPattern(query.address)) : undefined;
  const sumC = sql`sum(${crsmPositions.collateralLocked})`;
  const sumD = sql`sum(${crsmPositions.totalDebt})`;
  const sortField = query.sortField ?? 'totalDebt';
  const ascending = (query.sortOrder ?? (query.sortField ? 'ascend' : 'descend')) === 'ascend';
  const sortExpression =
    sortField === 'icr'
      ? price === null
        ? sumD
        : icrSortKeySql(sumC, price, sumD)
      : { totalDebt: sumD, collateralLocked: sumC, positions: sql`count(*)` }[sortField];
  const rows = await db
    .select({
      address: crsmPositions.address,
      positions: sql<number>`count(*)::int`,
      collateralLocked: sql<string>`${sumC}::text`,
      totalDebt: sql<string>`${sumD}::text`,
      deposits: sql<string>`sum(${crsmPositions.deposits})::text`,
      yieldGains: sql<string>`sum(${crsmPositions.yieldGains})::text`,
      debtTokenBalance: sql<string>`sum(${crsmPositions.debtTokenBalance})::text`,
      collateralGains: sql<string>`sum(${crsmPositions.collateralGains})::text`,
      icr:
        price === null ? sql<string | null>`NULL::text` : sql<string | null>`${icrPercentSql(sumC, price, sumD)}::text`,
      underTrigger:
        price === null
          ? sql<number>`0`
          : sql<number>`(count(*) FILTER (WHERE ${icrBelowSql(c, price, d, sql`${crsmPositions.trgcr}`)}))::int`,
      lastObservedAt: sql<Date | string>`max(${crsmPositions.observedAt})`,
    })
    .from(crsmPositions)
    .where(where)
    .groupBy(crsmPositions.address)
    .orderBy(
      ascending ? sql`${sortExpression} ASC NULLS LAST` : sql`${sortExpression} DESC NULLS FIRST`,
      asc(crsmPositions.address),
    )
    .limit(query.pageSize)
    .offset((query.current - 1) * query.pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(DISTINCT ${crsmPositions.address})::int` })
    .from(crsmPositions)
    .where(where);
  const data: CrsmAccountItem[] = rows.map((row) => ({
    address: row.address,
    positions: Number(row.positions),
    collateralLocked: row.collateralLocked,
    totalDebt: plainDecimal(row.totalDebt),
    deposits: plainDecimal(row.deposits),
    yieldGains: plainDecimal(row.yieldGains),
    debtTokenBalance: plainDecimal(row.debtTokenBalance),
    collateralGains: row.collateralGains,
    icr: row.icr,
    icrUnbounded: /^0(\.0*)?$/.test(row.totalDebt),
    underTrigger: Number(row.underTrigger),
    lastObservedAt: new Date(row.lastObservedAt).toISOString(),
  }));
  return { data, total: Number(total) };
}

/** The price in use with its age, the settings, and the totals of all positions. */
export async function crsmMarket(db: Db): Promise<CrsmMarket> {
  const settings = await getSettings(db);
  const price = await currentPrice(db, settings);
  const sumC = sql`coalesce(sum(${crsmPositions.collateralLocked}), 0)`;
  const sumD = sql`coalesce(sum(${crsmPositions.totalDebt}), 0)`;
  const [totals] = await db
    .select({
      positions: sql<number>`count(*)::int`,
      collateralLocked: sql<string>`${sumC}::numeric(20, 8)::text`,
      totalDebt: sql<string>`${sumD}::text`,
      tcr:
        price === null
          ? sql<string | null>`NULL::text`
          : sql<string | null>`${icrPercentSql(sumC, price.price, sumD)}::text`,
      belowCcr:
        price === null ? sql<boolean>`false` : sql<boolean>`${icrBelowSql(sumC, price.price, sumD, settings.ccr)}`,
      underTrigger:
        price === null
          ? sql<number>`0`
          : sql<number>`(count(*) FILTER (WHERE ${icrBelowSql(c, price.price, d, sql`${crsmPositions.trgcr}`)}))::int`,
    })
    .from(crsmPositions);
  return {
    price,
    settings,
    totals: {
      positions: Number(totals.positions),
      collateralLocked: totals.collateralLocked,
      totalDebt: plainDecimal(totals.totalDebt),
      tcr: totals.tcr,
      belowCcr: Boolean(totals.belowCcr),
      underTrigger: Number(totals.underTrigger),
    },
  };
}

// ---- creation

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
  const operations = await latestOperations(
    db,
    'crsmRequest',
    rows.map((row) => row.id),
    viewer,
  );
  const requesterIds = [...new Set(rows.flatMap((row) => (row.requestedBy === null ? [] : [row.requestedBy])))];
  const requesters = requesterIds.length
    ? await db.select({ id: admins.id, name: admins.name }).from(admins).where(inArray(admins.id, requesterIds))
    : [];
  const nameOf = new Map(requesters.map((admin) => [admin.id, admin.name]));
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
    requestedByName: row.requestedBy === null ? null : (nameOf.get(row.requestedBy) ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    operation: operations.get(row.id) ?? null,
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
    const operation = await openOperation(tx, actor, {
      kind: 'crsm_open',
      crsmRequestId: row.id,
      amount: input.amount,
      destination: input.address,
    });
    await followOperation(tx, operation);
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
  const where = filters.length ? and(...filters) : undefined;
  const [viewer, rows, total] = await Promise.all([
    loadAuthority(db, actor),
    db
      .select()
      .from(crsmPositionRequests)
      .where(where)
      .orderBy(desc(crsmPositionRequests.createdAt), desc(crsmPositionRequests.id))
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize),
    db.$count(crsmPositionRequests, where),
  ]);
  return { data: await toRequestItems(db, viewer, rows), total };
}
