// Bitcoin and Ethereum identifiers as the custody areas accept them: checksummed, for the
// configured network, normalised to one spelling so that uniqueness holds.
import { createHash } from 'node:crypto';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { z } from 'zod';
import type { BtcNetwork } from '../config';

const base58check = createBase58check((data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()));

const NETWORK_PREFIXES: Record<BtcNetwork, { hrp: string; p2pkh: number; p2sh: number }> = {
  mainnet: { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05 },
  testnet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  signet: { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 },
  regtest: { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4 },
};

type BtcAddressKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'segwit';

export interface BtcAddress {
  kind: BtcAddressKind;
  /** Bech32 addresses in lower case; base58 ones as given (they are case-sensitive). */
  address: string;
}

function parseSegwit(address: string, hrp: string): BtcAddress | null {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return null;
  if (!lower.startsWith(`${hrp}1`)) return null;
  // BIP 173 / 350: witness version 0 uses bech32, versions 1 to 16 use bech32m.
  for (const [codec, isBech32m] of [
    [bech32, false],
    [bech32m, true],
  ] as const) {
    let words: number[];
    try {
      const decoded = codec.decode(lower as `${string}1${string}`, 90);
      if (decoded.prefix !== hrp) return null;
      words = decoded.words;
    } catch {
      continue;
    }
    const [version, ...programWords] = words;
    if (version === undefined || version > 16 || (version === 0) === isBech32m) return null;
    let program: Uint8Array;
    try {
      program = codec.fromWords(programWords);
    } catch {
      return null;
    }
    if (program.length < 2 || program.length > 40) return null;
    if (version === 0 && program.length !== 20 && program.length !== 32) return null;
    const kind: BtcAddressKind =
      version === 0
        ? program.length === 20
          ? 'p2wpkh'
          : 'p2wsh'
        : version === 1 && program.length === 32
          ? 'p2tr'
          : 'segwit';
    return { kind, address: lower };
  }
  return null;
}

function parseBase58(address: string, prefixes: { p2pkh: number; p2sh: number }): BtcAddress | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return null;
  try {
    const payload = base58check.decode(address);
    if (payload.length !== 21) return null;
    if (payload[0] === prefixes.p2pkh) return { kind: 'p2pkh', address };
    if (payload[0] === prefixes.p2sh) return { kind: 'p2sh', address };
    return null;
  } catch {
    return null;
  }
}

/** A valid address of the given network, or null: checksum, witness version and program length are all checked. */
export function parseBtcAddress(value: string, network: BtcNetwork): BtcAddress | null {
  const address = value.trim();
  const prefixes = NETWORK_PREFIXES[network];
  return parseSegwit(address, prefixes.hrp) ?? parseBase58(address, prefixes);
}

/** A zod field for an address of `network` that `accepts`, answered in its normalised spelling. */
function addressField(network: BtcNetwork, accepts: (parsed: BtcAddress) => boolean, refusal: string) {
  return z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((value, context) => {
      const parsed = parseBtcAddress(value, network);
      if (!parsed || !accepts(parsed)) {
        context.addIssue({ code: 'custom', message: refusal });
        return z.NEVER;
      }
      return parsed.address;
    });
}

/** A zod field for a Bitcoin address of `network`, answered in its normalised spelling. */
export function btcAddressField(network: BtcNetwork) {
  return addressField(network, () => true, `must be a valid Bitcoin ${network} address`);
}

/** The spec's refusal of any other kind of address where a user's wallet address is meant. */
export const NOT_TAPROOT_MESSAGE = 'Your current address is not a taproot address. Please switch to taproot address.';

/** A zod field for a user's wallet address: a taproot (P2TR) address of `network`, in its normalised spelling. */
export function taprootAddressField(network: BtcNetwork) {
  return addressField(network, (parsed) => parsed.kind === 'p2tr', NOT_TAPROOT_MESSAGE);
}

/** A Bitcoin transaction id: 64 hex characters, kept in lower case. */
export const btcTxHash = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters')
  .transform((value) => value.toLowerCase());

/** An Ethereum transaction hash: `0x` and 64 hex characters, kept in lower case. */
export const ethTxHash = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hexadecimal characters')
  .transform((value) => value.toLowerCase());

/** An Ethereum (EVM) account address: `0x` and 40 hex characters, kept in lower case. */
export const evmAddress = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be 0x followed by 40 hexadecimal characters')
  .transform((value) => value.toLowerCase());

/** A positive BTC amount as an exact decimal string: at most 8 decimals, below 21 million. */
export const btcAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,7})(\.\d{1,8})?$/, 'must be a positive decimal with at most 8 decimals')
  .refine((value) => /[1-9]/.test(value), 'must be greater than zero');

/** A non-negative token amount (YU, YBTC) as an exact decimal string, at most 18 decimals. */
export const tokenAmount = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,19})(\.\d{1,18})?$/, 'must be a non-negative decimal with at most 18 decimals');

/** A collateral ratio in percent as an exact decimal string (e.g. "150" or "112.5"). */
export const ratioPercent = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,5})(\.\d{1,4})?$/, 'must be a non-negative percentage with at most 4 decimals');

/** A non-negative BTC balance (zero allowed) as an exact decimal string, at most 8 decimals. */
export const btcBalance = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,8})?$/, 'must be a non-negative decimal with at most 8 decimals');
