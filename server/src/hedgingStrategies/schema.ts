// Request and answer shapes of the hedging-strategy records: what the hedging service pushes
// (checked row by row, addresses and hashes per network) and what the four record lists answer.
import { z } from 'zod';
import type { BtcNetwork } from '../config';
import { exportLocaleQuery, timeRangeQuery } from '../content/listing';
import { parseBtcAddress } from '../http/chainFields';
import { decimal } from '../http/fields';
import { pageQuery, sortOrder } from '../http/envelope';
import { sourceIdField } from '../http/ingest';
import { HEDGING_NETWORKS } from '../../../contract/vocabulary';

// ---- networks

/** Bitcoin networks by the name records carry, with the address rules of each. */
const BITCOIN_NETWORKS: Record<string, BtcNetwork> = {
  bitcoin: 'mainnet',
  'bitcoin-testnet': 'testnet',
  'bitcoin-signet': 'signet',
};
/** EVM chains: `0x` addresses and hashes. */
const hedgingNetwork = z.enum(HEDGING_NETWORKS);

/** An address of `network` in its normalised spelling, or null when it is not one. */
function networkAddress(network: string, value: string): string | null {
  const btcNetwork = BITCOIN_NETWORKS[network];
  if (btcNetwork) return parseBtcAddress(value, btcNetwork)?.address ?? null;
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim()) ? value.trim().toLowerCase() : null;
}

/** A transaction hash of `network` in lower case, or null when it is not one. */
function networkHash(network: string, value: string): string | null {
  const pattern = BITCOIN_NETWORKS[network] ? /^[0-9a-fA-F]{64}$/ : /^0x[0-9a-fA-F]{64}$/;
  return pattern.test(value.trim()) ? value.trim().toLowerCase() : null;
}

const describeAddress = (network: string) =>
  BITCOIN_NETWORKS[network]
    ? `a valid Bitcoin ${BITCOIN_NETWORKS[network]} address`
    : 'an EVM address (0x and 40 hexadecimal characters)';
const describeHash = (network: string) =>
  BITCOIN_NETWORKS[network]
    ? '64 hexadecimal characters (a Bitcoin transaction id)'
    : '0x followed by 64 hexadecimal characters';

// ---- exact decimals

const DECIMAL_SCALE = 18;

/** A positive amount as an exact decimal string: at most 20 integer digits and 18 decimals. */
const positiveAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,19})(\.\d{1,18})?$/, 'must be a positive decimal with at most 18 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** The decimal string as an integer count of 10^-18. */
function scaled(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(DECIMAL_SCALE, '0'));
}

function formatScaled(value: bigint, decimals: number): string {
  const text = value.toString().padStart(DECIMAL_SCALE + 1, '0');
  const whole = text.slice(0, -DECIMAL_SCALE);
  const fraction = text.slice(-DECIMAL_SCALE, -DECIMAL_SCALE + decimals || undefined).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** How far the price implied by a spot sale (received USDC / sold amount) may stray from its sell price: 0.5 %, in basis points. */
const IMPLIED_PRICE_TOLERANCE_BASIS_POINTS = 50n;

/**
 * The implied price of a sale when it lies within the tolerance of the sell price, else the
 * refusal's message. Exact: |received − sold × price| ≤ 0.5 % × sold × price, in integers.
 */
function checkImpliedPrice(
  soldAmount: string,
  sellPrice: string,
  receivedUsdc: string,
): { impliedPrice: string } | { message: string } {
  const sold = scaled(soldAmount);
  const expected = sold * scaled(sellPrice);
  const received = scaled(receivedUsdc) * 10n ** BigInt(DECIMAL_SCALE);
  const difference = received > expected ? received - expected : expected - received;
  const impliedPrice = formatScaled((scaled(receivedUsdc) * 10n ** BigInt(DECIMAL_SCALE)) / sold, 8);
  if (difference * 10_000n > expected * IMPLIED_PRICE_TOLERANCE_BASIS_POINTS) {
    return {
      message: `receivedUsdc / amount implies a price of ${impliedPrice}, more than 0.5 % away from the sell price ${sellPrice}`,
    };
  }
  return { impliedPrice };
}

// ---- rows the hedging service pushes

const token = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,20}$/, 'must be a token symbol of 1 to 20 letters, digits, dots or dashes')
  .transform((value) => value.toUpperCase());
const label = z.string().trim().min(1).max(128);
const recordedAt = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value).toISOString())
  .describe('When the hedging service recorded it, ISO 8601 with zone (kept to the millisecond)');

const common = { sourceId: sourceIdField, token, amount: positiveAmount, recordedAt };

type Context = z.core.$RefinementCtx;

/** The values a record names on a network: how each is normalised, and how it is described when it is not one. */
const NETWORK_VALUES = {
  address: { normalise: networkAddress, describe: describeAddress },
  hash: { normalise: networkHash, describe: describeHash },
};

/** Normalises `row[field]` as an address or transaction hash of `network`, or reports it. */
function checkNetworkValue<Row extends Record<string, unknown>>(
  kind: keyof typeof NETWORK_VALUES,
  row: Row,
  field: keyof Row & string,
  network: string,
  context: Context,
): void {
  const { normalise, describe } = NETWORK_VALUES[kind];
  const normalised = normalise(network, String(row[field]));
  if (normalised === null)
    context.addIssue({ code: 'custom', path: [field], message: `must be ${describe(network)} on ${network}` });
  else (row as Record<string, unknown>)[field] = normalised;
}

const chainText = z.string().trim().min(1).max(100);

export const rewardWithdrawalRow = z
  .strictObject({
    ...common,
    accountName: label,
    accountAddress: chainText,
    targetAddress: chainText,
    receivingAccount: label,
    txHash: chainText,
    network: hedgingNetwork,
  })
  .transform((row, context) => {
    checkNetworkValue('address', row, 'accountAddress', row.network, context);
    checkNetworkValue('address', row, 'targetAddress', row.network, context);
    checkNetworkValue('hash', row, 'txHash', row.network, context);
    return row;
  });
export type RewardWithdrawalRow = z.output<typeof rewardWithdrawalRow>;

export const cexDepositRow = z
  .strictObject({ ...common, depositAddress: chainText, txHash: chainText, network: hedgingNetwork })
  .transform((row, context) => {
    checkNetworkValue('address', row, 'depositAddress', row.network, context);
    checkNetworkValue('hash', row, 'txHash', row.network, context);
    return row;
  });
export type CexDepositRow = z.output<typeof cexDepositRow>;

export const spotSaleRow = z
  .strictObject({
    ...common,
    tradingAccount: label,
    orderId: label,
    sellPrice: positiveAmount.describe('USDC per sold token'),
    receivedUsdc: positiveAmount,
  })
  .describe(
    '`token` and `amount` are the sold token and amount; receivedUsdc / amount must lie within 0.5 % of sellPrice',
  )
  .transform((row, context) => {
    const check = checkImpliedPrice(row.amount, row.sellPrice, row.receivedUsdc);
    if ('message' in check) context.addIssue({ code: 'custom', path: ['receivedUsdc'], message: check.message });
    return row;
  });
export type SpotSaleRow = z.output<typeof spotSaleRow>;

export const crossChainRow = z
  .strictObject({
    ...common,
    crossChainAddress: chainText.describe('The address on the source chain'),
    sourceChain: hedgingNetwork,
    targetChain: hedgingNetwork,
    txHash: chainText.describe('The transaction on the source chain'),
  })
  .transform((row, context) => {
    if (row.sourceChain === row.targetChain)
      context.addIssue({ code: 'custom', path: ['targetChain'], message: 'must differ from sourceChain' });
    checkNetworkValue('address', row, 'crossChainAddress', row.sourceChain, context);
    checkNetworkValue('hash', row, 'txHash', row.sourceChain, context);
    return row;
  });
export type CrossChainRow = z.output<typeof crossChainRow>;

// ---- lists

const commonItem = {
  id: z.number().int(),
  sourceId: z.string(),
  token: z.string(),
  amount: decimal,
  recordedAt: z.string(),
  receivedAt: z.string(),
};

export const rewardWithdrawalItem = z.object({
  ...commonItem,
  accountName: z.string(),
  accountAddress: z.string(),
  targetAddress: z.string(),
  receivingAccount: z.string(),
  txHash: z.string(),
  network: z.string(),
});
export const cexDepositItem = z.object({
  ...commonItem,
  depositAddress: z.string(),
  txHash: z.string(),
  network: z.string(),
});
export const spotSaleItem = z.object({
  ...commonItem,
  tradingAccount: z.string(),
  orderId: z.string(),
  sellPrice: decimal,
  receivedUsdc: decimal,
  impliedPrice: decimal.describe('receivedUsdc / amount, to 8 decimals'),
});
export const crossChainItem = z.object({
  ...commonItem,
  crossChainAddress: z.string(),
  sourceChain: z.string(),
  targetChain: z.string(),
  txHash: z.string(),
});

const hedgingTotals = z.object({
  count: z.number().int().describe('Records the filter matches'),
  amounts: z
    .array(z.object({ token: z.string(), amount: decimal }))
    .describe('Sum of the amount per token over the filter'),
});
export type HedgingTotals = z.infer<typeof hedgingTotals>;

export const hedgingPage = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), total: z.number().int(), totals: hedgingTotals });

const commonFilters = {
  ...timeRangeQuery('recorded'),
  token: z.string().trim().max(20).optional(),
  search: z.string().trim().max(128).optional().describe('An exact hash, address or order id'),
  sortField: z.enum(['recordedAt', 'amount']).optional(),
  sortOrder: sortOrder.optional(),
};
const networkFilters = { network: hedgingNetwork.optional() };
const crossChainFilters = { sourceChain: hedgingNetwork.optional(), targetChain: hedgingNetwork.optional() };

export const FILTERS = {
  rewardWithdrawal: { ...commonFilters, ...networkFilters },
  cexDeposit: { ...commonFilters, ...networkFilters },
  spotSale: commonFilters,
  crossChain: { ...commonFilters, ...crossChainFilters },
};

export const listQueryOf = <Filters extends z.ZodRawShape>(filters: Filters) =>
  z.strictObject({ ...pageQuery, ...filters });
export const exportQueryOf = <Filters extends z.ZodRawShape>(filters: Filters) =>
  z.strictObject({ ...filters, ...exportLocaleQuery });

/** Every filter any of the four lists takes, as the service reads them. */
export interface HedgingFilters {
  recordedFrom?: string;
  recordedTo?: string;
  token?: string;
  search?: string;
  network?: string;
  sourceChain?: string;
  targetChain?: string;
  sortField?: 'recordedAt' | 'amount';
  sortOrder?: 'ascend' | 'descend';
}
export type HedgingListQuery = HedgingFilters & { current: number; pageSize: number };
