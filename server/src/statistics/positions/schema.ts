// Request and answer shapes of the position, team and lottery statistics: the rows the product's
// services push, and the lists, totals and chart series the panel reads.
import { z } from 'zod';
import type { BtcNetwork } from '../../config';
import { btcBalance, parseBtcAddress, tokenAmount } from '../../http/chainFields';
import { decimal } from '../../http/fields';
import { pageQuery, sortOrder } from '../../http/envelope';
import { sourceIdField } from '../../http/ingest';
import { exportLocaleQuery } from '../../content/listing';
import { pointsAmount } from '../../points/schema';

/** Bitcoin itself is chain `btc`; every other chain is an EVM chain named by its numeric chain ID. */
const chainIdField = z
  .string()
  .trim()
  .regex(/^(btc|[1-9]\d{0,11})$/, 'must be "btc" or a numeric EVM chain ID');

const instant = z.iso.datetime({ offset: true });
const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/;

/** An address as stored and filtered: EVM and bech32 in lower case, base58 as given. */
function normalisedAddress(value: string): string {
  const trimmed = value.trim();
  return /^(0x|bc1|tb1|bcrt1)/i.test(trimmed) ? trimmed.toLowerCase() : trimmed;
}

/** An EVM address or a Bitcoin address of `network`, in its stored spelling, or null. */
function parseAnyAddress(value: string, network: BtcNetwork): string | null {
  if (evmAddressPattern.test(value.trim())) return value.trim().toLowerCase();
  return parseBtcAddress(value, network)?.address ?? null;
}

function anyAddressField(network: BtcNetwork) {
  return z
    .string()
    .max(100)
    .transform((value, context) => {
      const address = parseAnyAddress(value, network);
      if (!address) {
        context.addIssue({ code: 'custom', message: `must be an EVM address or a Bitcoin ${network} address` });
        return z.NEVER;
      }
      return address;
    });
}

const vaultIdField = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z_.:-]{1,100}$/, 'must be 1 to 100 letters, digits or _ . : -');

/** A position as the product reports it; the address must belong to the chain (BTC address on `btc`, EVM elsewhere). */
export function positionRow(network: BtcNetwork) {
  return z
    .strictObject({
      sourceId: sourceIdField,
      vaultId: vaultIdField,
      chainId: chainIdField,
      createdAddress: z.string().trim().min(1).max(100),
      btcDeposited: btcBalance,
      yuMinted: tokenAmount,
      createdAt: instant,
    })
    .transform((row, context) => {
      const address =
        row.chainId === 'btc'
          ? (parseBtcAddress(row.createdAddress, network)?.address ?? null)
          : evmAddressPattern.test(row.createdAddress)
            ? row.createdAddress.toLowerCase()
            : null;
      if (!address) {
        context.addIssue({
          code: 'custom',
          path: ['createdAddress'],
          message:
            row.chainId === 'btc'
              ? `must be a Bitcoin ${network} address on chain btc`
              : 'must be an EVM address (0x and 40 hexadecimal characters) on an EVM chain',
        });
        return z.NEVER;
      }
      return { ...row, createdAddress: address };
    });
}
export type PositionRow = z.output<ReturnType<typeof positionRow>>;

/** A team as observed at `observedAt`; for each captain the newest observation is kept. */
export function teamRow(network: BtcNetwork) {
  return z.strictObject({
    sourceId: sourceIdField,
    captainAddress: anyAddressField(network),
    yuMinted: tokenAmount.describe("The team's total YU minted"),
    teamSize: z.number().int().min(1).max(10_000_000).describe('Members including the captain'),
    observedAt: instant,
  });
}
export type TeamRow = z.output<ReturnType<typeof teamRow>>;

const berriesPattern = /^(0|[1-9]\d{0,19})(\.\d{1,8})?$/;

/** Exact comparison of two non-negative decimals of at most 8 places. */
function scaledBerries(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
}

/** A lottery draw: the captain's share can never exceed the whole prize. */
export function lotteryDrawRow(network: BtcNetwork) {
  return (
    z
      .strictObject({
        sourceId: sourceIdField,
        drawnAt: instant,
        captainAddress: anyAddressField(network),
        teamSize: z.number().int().min(0).max(10_000_000).describe('Members excluding the captain'),
        captainBerries: pointsAmount,
        totalPrizeBerries: pointsAmount,
      })
      // Compared only when both amounts are well formed; a malformed one has its own error already.
      .refine(
        (row) =>
          !berriesPattern.test(row.captainBerries) ||
          !berriesPattern.test(row.totalPrizeBerries) ||
          scaledBerries(row.captainBerries) <= scaledBerries(row.totalPrizeBerries),
        {
          path: ['captainBerries'],
          message: 'must not exceed totalPrizeBerries',
        },
      )
  );
}
export type LotteryDrawRow = z.output<ReturnType<typeof lotteryDrawRow>>;

// ---- Panel queries. Days are UTC calendar days, inclusive, so totals can be read from the daily rollups.

const day = z.iso.date();
const dayRange = { from: day.optional(), to: day.optional() };
const addressFilter = z.string().trim().min(1).max(100).transform(normalisedAddress);

/** A list's query (a page of the filtered rows, sorted) and its export's (every filtered row, sorted, in a language). */
function listAndExportQueries<Filters extends z.ZodRawShape, SortField extends string>(
  filters: Filters,
  sortFields: readonly [SortField, ...SortField[]],
) {
  const sort = { sortField: z.enum(sortFields).optional(), sortOrder: sortOrder.optional() };
  return {
    list: z.strictObject({ ...pageQuery, ...filters, ...sort }),
    export: z.strictObject({ ...filters, ...sort, ...exportLocaleQuery }),
  };
}

const positionFilters = {
  ...dayRange,
  chainId: chainIdField.optional(),
  vaultId: vaultIdField.optional(),
  createdAddress: addressFilter.optional(),
};
const positionSortFields = ['createdAt', 'btcDeposited', 'yuMinted'] as const;
export const { list: positionListQuery, export: positionExportQuery } = listAndExportQueries(
  positionFilters,
  positionSortFields,
);
export type PositionListQuery = z.infer<typeof positionListQuery>;
export const positionChartQuery = z.strictObject({ ...dayRange, chainId: chainIdField.optional() });
export type PositionChartQuery = z.infer<typeof positionChartQuery>;

const teamSortFields = ['yuMinted', 'teamSize', 'observedAt'] as const;
export const { list: teamListQuery, export: teamExportQuery } = listAndExportQueries(
  { captainAddress: addressFilter.optional() },
  teamSortFields,
);
export type TeamListQuery = z.infer<typeof teamListQuery>;
export const topTeamsQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(50).default(10) });

const lotterySortFields = ['drawnAt', 'totalPrizeBerries', 'captainBerries'] as const;
export const { list: lotteryListQuery, export: lotteryExportQuery } = listAndExportQueries(
  { ...dayRange, captainAddress: addressFilter.optional() },
  lotterySortFields,
);
export type LotteryListQuery = z.infer<typeof lotteryListQuery>;
export const lotteryChartQuery = z.strictObject({ ...dayRange });
export type LotteryChartQuery = z.infer<typeof lotteryChartQuery>;

// ---- Answers.

/** A chart's answer: its range, the totals of each day (and of any other series), and the totals over the range. */
const dailyChart = <Totals extends z.ZodObject, Series extends z.ZodRawShape = Record<never, never>>(
  totals: Totals,
  series?: Series,
) =>
  z.object({ from: z.string(), to: z.string(), days: z.array(totals.extend({ day: z.string() })), ...series, totals });

export const positionItem = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  vaultId: z.string(),
  chainId: z.string(),
  createdAddress: z.string(),
  btcDeposited: decimal,
  yuMinted: decimal,
  createdAt: z.string(),
  observedAt: z.string(),
});
export type PositionItem = z.infer<typeof positionItem>;
export const positionTotals = z.object({ positions: z.number().int(), btcDeposited: decimal, yuMinted: decimal });
export type PositionTotals = z.infer<typeof positionTotals>;

export const positionChart = dailyChart(positionTotals, {
  chains: z.array(positionTotals.extend({ chainId: z.string() })),
});

export const teamItem = z.object({
  captainAddress: z.string(),
  sourceId: z.string(),
  yuMinted: decimal,
  teamSize: z.number().int(),
  observedAt: z.string(),
  updatedAt: z.string(),
});
export type TeamItem = z.infer<typeof teamItem>;
export const teamTotals = z.object({ teams: z.number().int(), members: z.number().int(), yuMinted: decimal });
export type TeamTotals = z.infer<typeof teamTotals>;

export const lotteryDrawItem = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  drawnAt: z.string(),
  captainAddress: z.string(),
  teamSize: z.number().int(),
  captainBerries: decimal,
  totalPrizeBerries: decimal,
});
export type LotteryDrawItem = z.infer<typeof lotteryDrawItem>;
export const lotteryTotals = z.object({ draws: z.number().int(), captainBerries: decimal, totalPrizeBerries: decimal });
export type LotteryTotals = z.infer<typeof lotteryTotals>;
export const lotteryChart = dailyChart(lotteryTotals);

/** ProTable's list contract plus the totals over the whole filter (not just the page). */
export const pageWithTotals = <Item extends z.ZodType, Totals extends z.ZodType>(item: Item, totals: Totals) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int(), totals });
