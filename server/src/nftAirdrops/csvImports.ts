// NFT airdrop rows imported from a CSV file. An import is previewed first (every row checked,
// nothing written to the airdrop list) and confirmed once: then all its rows go in within one
// transaction, or none do.
import { eq, inArray } from 'drizzle-orm';
import type { BtcNetwork } from '../config';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { rowFinder } from '../db/rows';
import { nftAirdropImports, nftAirdrops } from '../db/schema';
import { recordAudit, type Actor } from '../auditLogs/service';
import { taprootAddressField } from '../http/chainFields';
import { parseCsv } from '../http/csv';
import { AppError } from '../http/errors';
import { pointsAmount } from '../points/schema';
import {
  IMPORT_ROW_LIMIT,
  nftLevel,
  nftNumber,
  stage,
  type ImportPreview,
  type ImportRow,
  type ImportRowError,
} from './schema';

type ImportColumn = 'address' | 'berries' | 'nftNumber' | 'nftLevel' | 'stage';

/** Header spellings accepted for each column, compared without case, spaces or underscores. */
const HEADER_NAMES: Record<ImportColumn, string[]> = {
  address: ['address'],
  berries: ['berries', 'points'],
  nftNumber: ['nftnumber'],
  nftLevel: ['nftlevel', 'level'],
  stage: ['stage'],
};
const REQUIRED_COLUMNS: ImportColumn[] = ['address', 'berries', 'nftLevel', 'stage'];

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : Number.NaN);

function readColumns(header: string[]): Partial<Record<ImportColumn, number>> {
  const normalised = header.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );
  const columns: Partial<Record<ImportColumn, number>> = {};
  for (const [column, names] of Object.entries(HEADER_NAMES) as [ImportColumn, string[]][]) {
    const index = normalised.findIndex((name) => names.includes(name));
    if (index >= 0) columns[column] = index;
  }
  return columns;
}

/** Every row of the file, each with the reasons it cannot be imported (none when it can). */
async function checkRows(db: Db, network: BtcNetwork, content: string): Promise<ImportRow[]> {
  const table = parseCsv(content);
  if (!table) throw new AppError('NFT_IMPORT_UNREADABLE', 'The file is not valid CSV: a quoted cell is never closed.');
  const [header = [], ...records] = table;
  const columns = readColumns(header);
  const missing = REQUIRED_COLUMNS.filter((column) => columns[column] === undefined);
  if (missing.length) {
    throw new AppError('NFT_IMPORT_MISSING_COLUMNS', `The file lacks the column(s) ${missing.join(', ')}.`, {
      params: { columns: missing.join(', ') },
    });
  }
  if (!records.length) throw new AppError('NFT_IMPORT_EMPTY', 'The file holds no rows below its header.');
  if (records.length > IMPORT_ROW_LIMIT) {
    throw new AppError(
      'NFT_IMPORT_TOO_LARGE',
      `The file holds ${records.length} rows; import at most ${IMPORT_ROW_LIMIT} at once.`,
      {
        params: { total: records.length, limit: IMPORT_ROW_LIMIT },
      },
    );
  }
  const address = taprootAddressField(network);
  const firstLineOf = new Map<string, number>();
  const rows = records.map((record, index): ImportRow => {
    const cell = (column: ImportColumn) => {
      const at = columns[column];
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    const errors: ImportRowError[] = [];
    const line = index + 2;
    const parsedAddress = address.safeParse(cell('address'));
    if (!parsedAddress.success) errors.push('ADDRESS_INVALID');
    if (!cell('berries')) errors.push('BERRIES_MISSING');
    else if (!pointsAmount.safeParse(cell('berries')).success) errors.push('BERRIES_INVALID');
    if (!cell('nftLevel')) errors.push('LEVEL_MISSING');
    else if (!nftLevel.safeParse(wholeNumber(cell('nftLevel'))).success) errors.push('LEVEL_INVALID');
    const parsedStage = stage.safeParse(wholeNumber(cell('stage')));
    if (!cell('stage')) errors.push('STAGE_MISSING');
    else if (!parsedStage.success) errors.push('STAGE_INVALID');
    if (cell('nftNumber') && !nftNumber.safeParse(wholeNumber(cell('nftNumber'))).success)
      errors.push('NFT_NUMBER_INVALID');
    let duplicateOfLine: number | null = null;
    if (parsedAddress.success && parsedStage.success) {
      const key = `${parsedAddress.data}|${parsedStage.data}`;
      duplicateOfLine = firstLineOf.get(key) ?? null;
      if (duplicateOfLine === null) firstLineOf.set(key, line);
      else errors.push('DUPLICATE_IN_FILE');
    }
    return {
      line,
      address: parsedAddress.success ? parsedAddress.data : cell('address'),
      berries: cell('berries'),
      nftNumber: cell('nftNumber'),
      nftLevel: cell('nftLevel'),
      stage: cell('stage'),
      errors,
      duplicateOfLine,
    };
  });
  for (const line of await linesAlreadyImported(db, rows)) rows[line - 2].errors.push('ALREADY_EXISTS');
  return rows;
}

/** The lines whose address and stage already have an airdrop row. */
async function linesAlreadyImported(db: Db, rows: ImportRow[]): Promise<number[]> {
  const candidates = rows.filter(
    (row) => !row.errors.includes('ADDRESS_INVALID') && !row.errors.includes('STAGE_INVALID') && row.stage,
  );
  if (!candidates.length) return [];
  const existing = await db
    .select({ address: nftAirdrops.address, stage: nftAirdrops.stage })
    .from(nftAirdrops)
    .where(inArray(nftAirdrops.address, [...new Set(candidates.map((row) => row.address))]));
  const taken = new Set(existing.map((row) => `${row.address}|${row.stage}`));
  return candidates.filter((row) => taken.has(`${row.address}|${Number(row.stage)}`)).map((row) => row.line);
}

type ImportRecord = typeof nftAirdropImports.$inferSelect;

function toPreview(record: ImportRecord): ImportPreview {
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status as ImportPreview['status'],
    rowCount: record.rowCount,
    errorCount: record.errorCount,
    rows: record.rows as ImportRow[],
    createdAt: record.createdAt.toISOString(),
    confirmedAt: record.confirmedAt?.toISOString() ?? null,
  };
}

/** Checks a file and keeps it as a preview; nothing is added to the airdrop list yet. */
export async function previewNftAirdropImport(
  db: Db,
  actor: Actor,
  network: BtcNetwork,
  input: { fileName: string; content: string },
): Promise<ImportPreview> {
  if (actor.adminId === null) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  const rows = await checkRows(db, network, input.content);
  const errorCount = rows.filter((row) => row.errors.length).length;
  const [record] = await db
    .insert(nftAirdropImports)
    .values({ fileName: input.fileName, rows, rowCount: rows.length, errorCount, createdBy: actor.adminId })
    .returning();
  return toPreview(record);
}

const findImport = rowFinder(
  nftAirdropImports,
  (id) => new AppError('NFT_IMPORT_NOT_FOUND', `Import ${id} does not exist.`),
);

export async function getNftAirdropImport(db: Db, id: number): Promise<ImportPreview> {
  return toPreview(await findImport(db, id));
}

const conflict = (lines: number[]) =>
  new AppError(
    'NFT_IMPORT_CONFLICT',
    `Rows on line(s) ${lines.join(', ')} now duplicate existing airdrop rows; nothing was imported.`,
    {
      params: { lines: lines.join(', ') },
    },
  );

/** Imports every row of a clean preview in one transaction, exactly once; a file with any bad row imports nothing. */
export async function confirmNftAirdropImport(db: Db, actor: Actor, id: number): Promise<ImportPreview> {
  try {
    return await db.transaction(async (tx) => {
      const record = await findImport(tx, id, true);
      if (record.status === 'imported')
        throw new AppError('NFT_IMPORT_ALREADY_CONFIRMED', 'This import has already been confirmed.');
      if (record.errorCount > 0) {
        throw new AppError(
          'NFT_IMPORT_HAS_ERRORS',
          `${record.errorCount} row(s) of this file are invalid; nothing was imported.`,
          {
            params: { count: record.errorCount },
          },
        );
      }
      const rows = record.rows as ImportRow[];
      // Rows added by hand since the preview are found here rather than half-way through the inserts.
      const taken = await linesAlreadyImported(tx, rows);
      if (taken.length) throw conflict(taken);
      for (let start = 0; start < rows.length; start += 1000) {
        await tx.insert(nftAirdrops).values(
          rows.slice(start, start + 1000).map((row) => ({
            address: row.address,
            berries: row.berries,
            nftNumber: row.nftNumber ? Number(row.nftNumber) : null,
            nftLevel: Number(row.nftLevel),
            stage: Number(row.stage),
            importId: record.id,
            createdBy: actor.adminId,
          })),
        );
      }
      const [confirmed] = await tx
        .update(nftAirdropImports)
        .set({ status: 'imported', confirmedBy: actor.adminId, confirmedAt: new Date() })
        .where(eq(nftAirdropImports.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'nftAirdrop.import',
        entityType: 'nftAirdropImport',
        entityId: id,
        after: { fileName: record.fileName, rowCount: record.rowCount },
      });
      return toPreview(confirmed);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'nft_airdrops_address_stage_key')) throw conflict([]);
    throw error;
  }
}
