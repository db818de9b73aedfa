// The institution data panel: per institution, what it holds in BTC (minted deposits less
// completed withdrawals), what is pending, and the vault figures the indexer last reported;
// with totals. All sums are numeric in SQL, never JavaScript numbers.
import { eq, sql } from 'drizzle-orm';
import { DATA_PANEL_AMOUNTS } from '../../../contract/vocabulary';
import { selectRows, type Db } from '../db/client';
import { institutions } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { reportedState } from '../auditLogs/serviceReports';
import { reportedInstitution } from './institutions';
import type { DataPanelRow, VaultReportInput } from './schema/institutions';

// Vault debt, YU and claimable YU carry 18 decimals: text keeps them exact.
const PANEL = sql`
  WITH minted AS (
    SELECT institution_id, sum(amount) AS total FROM deposits WHERE mint_status = 'minted' GROUP BY institution_id
  ), pending AS (
    SELECT institution_id, sum(amount) AS total FROM deposits WHERE mint_status NOT IN ('minted') GROUP BY institution_id
  ), withdrawn AS (
    SELECT institution_id, sum(amount) AS total FROM withdrawals WHERE status = 'completed' GROUP BY institution_id
  )
  SELECT i.id AS "institutionId", i.name, i.btc_account AS "btcAccount",
         (coalesce(m.total, 0) - coalesce(w.total, 0))::numeric(20, 8)::text AS "btcAmount",
         coalesce(p.total, 0)::numeric(20, 8)::text AS "btcPendingAmount",
         i.multisig_contract AS "multisigContract",
         i.vault_collateral::text AS "vaultCollateral", i.vault_debt::text AS "vaultDebt",
         i.yu_in_sp::text AS "yuInSp", i.yu_in_wallet::text AS "yuInWallet",
         i.claimable_ybtc::text AS "claimableYbtc", i.claimable_yu::text AS "claimableYu",
         i.trigger_cr::text AS "triggerCr", i.target_cr::text AS "targetCr", i.max_target_cr::text AS "maxTargetCr",
         i.vault_reported_at AS "vaultReportedAt"
  FROM institutions i
  LEFT JOIN minted m ON m.institution_id = i.id
  LEFT JOIN pending p ON p.institution_id = i.id
  LEFT JOIN withdrawn w ON w.institution_id = i.id`;

type RawRow = Omit<DataPanelRow, 'vaultReportedAt'> & { vaultReportedAt: Date | string | null };

export async function institutionDataPanel(db: Db) {
  const sums = sql.join(
    DATA_PANEL_AMOUNTS.map(
      (field) => sql`coalesce(sum(${sql.identifier(field)}::numeric), 0)::text AS ${sql.identifier(field)}`,
    ),
    sql`, `,
  );
  const [rows, totals] = await Promise.all([
    selectRows<RawRow>(db, sql`SELECT * FROM (${PANEL}) AS panel ORDER BY name, "institutionId"`),
    selectRows<Record<(typeof DATA_PANEL_AMOUNTS)[number], string>>(db, sql`SELECT ${sums} FROM (${PANEL}) AS panel`),
  ]);
  const panelRows: DataPanelRow[] = rows.map((row) => ({
    ...row,
    institutionId: Number(row.institutionId),
    vaultReportedAt: row.vaultReportedAt === null ? null : new Date(row.vaultReportedAt).toISOString(),
  }));
  return { rows: panelRows, totals: totals[0] };
}

/** The indexer's latest vault figures for an institution; absent figures stay as they were, and so does its name. */
export async function reportVaultFigures(db: Db, actor: Actor, report: VaultReportInput) {
  return db.transaction(async (tx) => {
    const institution = await reportedInstitution(tx, actor, report.btcAccount, report.name);
    const { btcAccount: _account, name: _name, ...figures } = report;
    const defined = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(institutions)
      .set({ ...defined, vaultReportedAt: sql`now()` })
      .where(eq(institutions.id, institution.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'institution.reportVault',
      entityType: 'institution',
      entityId: institution.id,
      before: institution,
      after: reportedState(actor, updated),
    });
    return { institutionId: updated.id, name: updated.name, btcAccount: updated.btcAccount };
  });
}
