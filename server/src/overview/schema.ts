// Request and answer shapes of the Data Overview: the snapshots the product's services push,
// and the headline figures over a range with their series.
import { z } from 'zod';
import { btcBalance, tokenAmount } from '../http/chainFields';
import { sourceIdField } from '../http/ingest';
import { OVERVIEW_RANGES } from '../../../contract/vocabulary';

const isoInstant = z.iso.datetime({ offset: true });

export const overviewSnapshotRow = z.strictObject({
  sourceId: sourceIdField,
  time: isoInstant.describe('When the figures were observed'),
  bridgeBtc: btcBalance.describe('BTC held by the bridge, exact decimal string'),
  mintYu: tokenAmount.describe('YU minted, exact decimal string'),
  userCount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Number of users'),
  vaultBtc: btcBalance.describe('BTC locked in vaults, exact decimal string'),
});
export type OverviewSnapshotRow = z.infer<typeof overviewSnapshotRow>;

export const overviewQuery = z
  .strictObject({
    range: z.enum(OVERVIEW_RANGES).default('7d'),
    from: isoInstant.optional().describe('Start of a custom range'),
    to: isoInstant.optional().describe('End of a custom range'),
  })
  .refine(
    (query) => query.range !== 'custom' || (query.from && query.to && new Date(query.from) < new Date(query.to)),
    {
      message: 'a custom range needs from before to',
      path: ['from'],
    },
  );
export type OverviewQuery = z.infer<typeof overviewQuery>;

const figure = z.object({
  latest: z.string().nullable().describe('The last value observed at or before the range end; exact decimal string'),
  start: z
    .string()
    .nullable()
    .describe('The value at the range start (the last one observed at or before it, else the first inside it)'),
  change: z.string().nullable().describe('latest − start, exact'),
});

export const overviewFigures = z.object({
  observedAt: z.string().nullable().describe('When the latest figures were observed'),
  bridgeBtc: figure,
  mintYu: figure,
  userCount: figure,
  vaultBtc: figure,
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

const overviewPoint = z.object({
  time: z.string().describe('Start of the bucket; the values are the last observed in it'),
  bridgeBtc: z.string(),
  mintYu: z.string(),
  userCount: z.string(),
  vaultBtc: z.string(),
});

export const overviewAnswer = z.object({
  range: z.object({ from: z.string().nullable(), to: z.string(), bucketSeconds: z.number().int() }),
  figures: overviewFigures,
  series: z.array(overviewPoint).describe('At most about 200 points, whatever the range'),
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;
