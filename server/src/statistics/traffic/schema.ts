// Request and answer shapes of the traffic statistics: page views and wallet connections pushed
// by the product's services, and the charts, rankings and tables read from their daily rollups.
import { z } from 'zod';
import { exportLocaleQuery } from '../../content/listing';
import { pageQuery, sortOrder } from '../../http/envelope';
import { sourceIdField } from '../../http/ingest';

const isoInstant = z.iso.datetime({ offset: true });
const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const pageViewRow = z.strictObject({
  sourceId: sourceIdField,
  occurredAt: isoInstant.describe('When the page was viewed'),
  page: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .regex(/^\//, 'must be a path starting with /')
    .describe('The page location (path)'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166 country code')
    .transform((value) => value.toUpperCase())
    .describe("The viewer IP's country, ISO 3166-1 alpha-2"),
  chainId: chainId.optional().describe('The chain the page was viewed on, if any'),
});
export type PageViewRow = z.infer<typeof pageViewRow>;

export const walletConnectionRow = z.strictObject({
  sourceId: sourceIdField,
  occurredAt: isoInstant.describe('When the wallet connected'),
  chainId: chainId.describe('The chain ID the wallet connected on'),
  address: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{20,100}$/, 'must be a wallet address')
    .transform((value) => (/^0x/i.test(value) ? value.toLowerCase() : value))
    .describe('The connected address (0x addresses kept in lower case)'),
});
export type WalletConnectionRow = z.infer<typeof walletConnectionRow>;

const day = z.iso.date();
/** UTC calendar days, inclusive; left out, from the first day with data to today. */
const dayRange = {
  from: day.optional().describe('First UTC day, YYYY-MM-DD, inclusive'),
  to: day.optional().describe('Last UTC day, YYYY-MM-DD, inclusive'),
};

const pageViewFilters = {
  ...dayRange,
  page: z.string().trim().max(512).optional().describe('Pages whose path contains this text'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
};
export const pageViewFilterQuery = z.strictObject(pageViewFilters);
export type PageViewFilters = z.infer<typeof pageViewFilterQuery>;

export const topQuery = z.strictObject({
  ...pageViewFilters,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TopQuery = z.infer<typeof topQuery>;

const pageViewSort = {
  sortField: z.enum(['day', 'page', 'country', 'views']).optional(),
  sortOrder: sortOrder.optional(),
};
export const pageViewListQuery = z.strictObject({ ...pageQuery, ...pageViewFilters, ...pageViewSort });
export type PageViewListQuery = z.infer<typeof pageViewListQuery>;
export const pageViewExportQuery = z.strictObject({ ...pageViewFilters, ...exportLocaleQuery });
export type PageViewExportQuery = z.infer<typeof pageViewExportQuery>;

export const dailyViews = z.object({ day: z.string(), views: z.number().int() });
export const pageViews = z.object({ page: z.string(), views: z.number().int() });
export const countryViews = z.object({ country: z.string(), views: z.number().int() });
const pageViewItem = z.object({ day: z.string(), page: z.string(), country: z.string(), views: z.number().int() });
export type PageViewItem = z.infer<typeof pageViewItem>;

const pageViewSummary = z.object({
  views: z.number().int().describe('Views the filter matches'),
  rows: z.number().int(),
});
export const pageViewPage = z.object({
  success: z.literal(true),
  data: z.array(pageViewItem),
  total: z.number().int(),
  summary: pageViewSummary,
});

const walletFilters = {
  ...dayRange,
  chainId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  address: z
    .string()
    .trim()
    .max(100)
    .transform((value) => (/^0x/i.test(value) ? value.toLowerCase() : value))
    .optional()
    .describe('One exact address'),
};
export const walletFilterQuery = z.strictObject(walletFilters);
export type WalletFilters = z.infer<typeof walletFilterQuery>;
const walletSort = {
  sortField: z.enum(['day', 'chainId', 'address', 'connections']).optional(),
  sortOrder: sortOrder.optional(),
};
export const walletListQuery = z.strictObject({ ...pageQuery, ...walletFilters, ...walletSort });
export type WalletListQuery = z.infer<typeof walletListQuery>;
export const walletExportQuery = z.strictObject({ ...walletFilters, ...exportLocaleQuery });
export type WalletExportQuery = z.infer<typeof walletExportQuery>;

export const dailyConnections = z.object({
  day: z.string(),
  chainId: z.number().int(),
  connections: z.number().int(),
  addresses: z.number().int(),
});
const walletConnectionItem = z.object({
  day: z.string(),
  chainId: z.number().int(),
  address: z.string(),
  connections: z.number().int(),
});
export type WalletConnectionItem = z.infer<typeof walletConnectionItem>;
const walletSummary = z.object({
  connections: z.number().int(),
  rows: z.number().int().describe('Address-days: one per day, chain and address'),
  distinctAddresses: z
    .number()
    .int()
    .nullable()
    .describe(
      'Distinct addresses in the filter; null when the filter spans more than 20,000 address-days (too costly to count exactly)',
    ),
});
export const walletPage = z.object({
  success: z.literal(true),
  data: z.array(walletConnectionItem),
  total: z.number().int(),
  summary: walletSummary,
});
