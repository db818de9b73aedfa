// Links to a block explorer for the networks hedging records name: a transaction or an address
// on the network's own explorer; an unknown network (or an unsafe value) gets no link.

/** Each network's explorer: the base under which `tx/<hash>` and `address/<address>` live. */
export const EXPLORER_BASES: Record<string, string> = {
  bitcoin: 'https://mempool.space/',
  'bitcoin-testnet': 'https://mempool.space/testnet/',
  'bitcoin-signet': 'https://mempool.space/signet/',
  ethereum: 'https://etherscan.io/',
  arbitrum: 'https://arbiscan.io/',
  optimism: 'https://optimistic.etherscan.io/',
  base: 'https://basescan.org/',
  bsc: 'https://bscscan.com/',
  polygon: 'https://polygonscan.com/',
  avalanche: 'https://snowtrace.io/',
};

// Hashes and addresses are letters and digits only: anything else would change the path.
const SAFE_VALUE = /^[0-9A-Za-z]{20,100}$/;

function explorerUrl(
  network: string | null | undefined,
  kind: 'tx' | 'address',
  value: string | null | undefined,
): string | undefined {
  if (!network || !value) return undefined;
  const base = Object.hasOwn(EXPLORER_BASES, network) ? EXPLORER_BASES[network] : undefined;
  if (!base || !SAFE_VALUE.test(value)) return undefined;
  return `${base}${kind}/${value}`;
}

/** The explorer page of a transaction on `network`, or undefined when there is none. */
export const explorerTxUrl = (network: string | null | undefined, hash: string | null | undefined) =>
  explorerUrl(network, 'tx', hash);

/** The explorer page of an address on `network`, or undefined when there is none. */
export const explorerAddressUrl = (network: string | null | undefined, address: string | null | undefined) =>
  explorerUrl(network, 'address', address);
