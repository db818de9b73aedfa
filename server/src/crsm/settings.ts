// CRSM settings (MCR, CCR, the price's allowed age) and the BTC price the indexer reports: every
// report is kept, the one observed last is the price in use.
import { eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { admins, crsmBtcPrices, crsmSettings } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { AppError } from '../http/errors';
import type { CrsmPriceItem, CrsmPriceReport, CrsmSettingsInput, CrsmSettingsItem } from './schema';
import { plainDecimal } from '../http/fields';

/** A price observed further than this in the future is a clock error, not a price. */
const MAX_CLOCK_SKEW_SECONDS = 300;

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
      after: reportedState(actor, { price: row.price, observedAt: row.observedAt.toISOString(), current }),
    });
    return { ...(latest as CrsmPriceItem), current };
  });
}
