// NFT airdrop rows: one per address and stage, listed, added and edited one by one, exported as CSV.
import { listOrder } from '../content/listing';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { foundRow } from '../db/rows';
import { admins, nftAirdrops } from '../db/schema';
import { containsPattern } from '../db/search';
import { pageOfSelect } from '../db/pages';
import { type Actor, auditedCreation, auditedUpdate } from '../auditLogs/service';
import type { CsvColumn } from '../http/csv';
import { AppError } from '../http/errors';
import { plainDecimal } from '../http/fields';
import type { NftAirdropInput, NftAirdropItem, NftAirdropListQuery } from './schema';

const itemColumns = {
  id: nftAirdrops.id,
  address: nftAirdrops.address,
  berries: nftAirdrops.berries,
  nftNumber: nftAirdrops.nftNumber,
  nftLevel: nftAirdrops.nftLevel,
  stage: nftAirdrops.stage,
  importId: nftAirdrops.importId,
  createdByName: admins.name,
  createdAt: nftAirdrops.createdAt,
  updatedAt: nftAirdrops.updatedAt,
};

type ItemRow = Omit<NftAirdropItem, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

function toItem(row: ItemRow): NftAirdropItem {
  return {
    ...row,
    berries: plainDecimal(row.berries),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit row shows of an airdrop row. */
function auditView(item: NftAirdropItem) {
  return {
    address: item.address,
    berries: item.berries,
    nftNumber: item.nftNumber,
    nftLevel: item.nftLevel,
    stage: item.stage,
  };
}

const withCreator = (db: Db) =>
  db.select(itemColumns).from(nftAirdrops).leftJoin(admins, eq(admins.id, nftAirdrops.createdBy));

export async function listNftAirdrops(db: Db, query: NftAirdropListQuery) {
  const where = and(
    query.address ? ilike(nftAirdrops.address, containsPattern(query.address)) : undefined,
    query.stage ? eq(nftAirdrops.stage, query.stage) : undefined,
    query.nftLevel ? eq(nftAirdrops.nftLevel, query.nftLevel) : undefined,
  );
  const sortColumns = {
    createdAt: nftAirdrops.createdAt,
    berries: nftAirdrops.berries,
    nftLevel: nftAirdrops.nftLevel,
    stage: nftAirdrops.stage,
    nftNumber: nftAirdrops.nftNumber,
  };
  const { rows, total } = await pageOfSelect(
    withCreator(db).where(where).$dynamic(),
    listOrder(query, sortColumns, 'createdAt', nftAirdrops.id),
    query,
    db.$count(nftAirdrops, where),
  );
  return { data: rows.map(toItem), total };
}

async function findItem(db: Db, id: number, lock = false): Promise<NftAirdropItem> {
  const notFound = () => new AppError('NFT_AIRDROP_NOT_FOUND', `Airdrop row ${id} does not exist.`);
  return toItem(await foundRow(withCreator(db).where(eq(nftAirdrops.id, id)), lock, notFound, nftAirdrops));
}

const duplicate = (input: { address: string; stage: number }) =>
  new AppError('NFT_AIRDROP_DUPLICATE', `${input.address} already has an airdrop row in stage ${input.stage}.`, {
    params: { address: input.address, stage: input.stage },
  });

async function withUniqueAddressAndStage<T>(
  input: { address: string; stage: number },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'nft_airdrops_address_stage_key')) throw duplicate(input);
    throw error;
  }
}

export async function createNftAirdrop(db: Db, actor: Actor, input: NftAirdropInput): Promise<NftAirdropItem> {
  return withUniqueAddressAndStage(input, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(nftAirdrops)
        .values({ ...input, nftNumber: input.nftNumber ?? null, createdBy: actor.adminId })
        .returning({ id: nftAirdrops.id });
      const item = await findItem(tx, created.id);
      return auditedCreation(tx, actor, 'nftAirdrop', item, auditView(item));
    }),
  );
}

export async function updateNftAirdrop(
  db: Db,
  actor: Actor,
  id: number,
  input: NftAirdropInput,
): Promise<NftAirdropItem> {
  return withUniqueAddressAndStage(input, () =>
    db.transaction(async (tx) => {
      const before = await findItem(tx, id, true);
      await tx
        .update(nftAirdrops)
        .set({ ...input, nftNumber: input.nftNumber ?? null, updatedAt: new Date() })
        .where(eq(nftAirdrops.id, id));
      const item = await findItem(tx, id);
      await auditedUpdate(tx, actor, 'nftAirdrop', id, { before: auditView(before), after: auditView(item) });
      return item;
    }),
  );
}

export const NFT_AIRDROP_EXPORT_COLUMNS: CsvColumn<NftAirdropItem>[] = [
  { header: 'address', value: (row) => row.address },
  { header: 'berries', value: (row) => row.berries },
  { header: 'nftNumber', value: (row) => row.nftNumber },
  { header: 'nftLevel', value: (row) => row.nftLevel },
  { header: 'stage', value: (row) => row.stage },
  { header: 'createdAt', value: (row) => row.createdAt },
];
