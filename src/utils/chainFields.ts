// The panel's checks of chain identifiers and amounts, mirroring server/src/http/chainFields.ts so
// that a form says what is wrong before sending; the server stays the authority (it also checks
// BTC address checksums for its configured network).
import type { Rule } from 'antd/es/form';

/** A positive BTC amount: at most 8 decimals, below 21 million, greater than zero. */
export function isBtcAmount(value: string): boolean {
  const trimmed = value.trim();
  return /^(0|[1-9]\d{0,7})(\.\d{1,8})?$/.test(trimmed) && /[1-9]/.test(trimmed);
}

/** A non-negative BTC balance (zero allowed): at most 8 decimals. */
export function isBtcBalance(value: string): boolean {
  return /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/.test(value.trim());
}

/** A Bitcoin transaction id: 64 hexadecimal characters. */
export function isBtcTxHash(value: string): boolean {
  return /^[0-9a-fA-F]{64}$/.test(value.trim());
}

/** An Ethereum transaction hash: `0x` and 64 hexadecimal characters. */
export function isEthTxHash(value: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(value.trim());
}

/** An Ethereum (EVM) account address: `0x` and 40 hexadecimal characters. */
export function isEvmAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value.trim());
}

/**
 * The shape of a Bitcoin address of any network: bech32 (`bc1`, `tb1`, `bcrt1`, one case) or
 * base58 (legacy and P2SH). The checksum and the network are the server's to check.
 */
export function looksLikeBtcAddress(value: string): boolean {
  const address = value.trim();
  if (/^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/.test(address.toLowerCase()))
    return address === address.toLowerCase() || address === address.toUpperCase();
  return /^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address);
}

/** A long hash or address shortened for a table cell: `0x1234…abcd`; short values stay whole. */
export function shortenHash(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** A form rule accepting what `test` accepts (an empty value is left to the `required` rule). */
export function formatRule(test: (value: string) => boolean, message: string): Rule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || (typeof value === 'string' && test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
