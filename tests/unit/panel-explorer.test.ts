import { EXPLORER_BASES, explorerAddressUrl, explorerTxUrl } from '../../src/utils/explorer';

const EVM_HASH = `0x${'ab'.repeat(32)}`;
const BTC_HASH = 'cd'.repeat(32);

describe('block explorer links', () => {
  it('links Bitcoin networks to mempool.space, each to its own network', () => {
    expect(explorerTxUrl('bitcoin', BTC_HASH)).toBe(`https://mempool.space/tx/${BTC_HASH}`);
    expect(explorerTxUrl('bitcoin-testnet', BTC_HASH)).toBe(`https://mempool.space/testnet/tx/${BTC_HASH}`);
    expect(explorerAddressUrl('bitcoin-signet', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(
      'https://mempool.space/signet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    );
  });

  it('links EVM chains to their scanners', () => {
    expect(explorerTxUrl('ethereum', EVM_HASH)).toBe(`https://etherscan.io/tx/${EVM_HASH}`);
    expect(explorerTxUrl('arbitrum', EVM_HASH)).toBe(`https://arbiscan.io/tx/${EVM_HASH}`);
    expect(explorerTxUrl('bsc', EVM_HASH)).toBe(`https://bscscan.com/tx/${EVM_HASH}`);
    expect(explorerAddressUrl('base', `0x${'1'.repeat(40)}`)).toBe(`https://basescan.org/address/0x${'1'.repeat(40)}`);
  });

  it('gives no link for an unknown network, a missing value, or a value that would change the path', () => {
    expect(explorerTxUrl('dogechain', EVM_HASH)).toBeUndefined();
    expect(explorerTxUrl('constructor', EVM_HASH)).toBeUndefined();
    expect(explorerTxUrl(null, EVM_HASH)).toBeUndefined();
    expect(explorerTxUrl('ethereum', '')).toBeUndefined();
    expect(explorerTxUrl('ethereum', `${EVM_HASH}/../../evil`)).toBeUndefined();
    expect(explorerAddressUrl('ethereum', 'javascript:alert(1)')).toBeUndefined();
  });

  it('only ever links over https', () => {
    for (const base of Object.values(EXPLORER_BASES)) expect(base).toMatch(/^https:\/\/[^/]+\/(\w+\/)?$/);
  });
});
