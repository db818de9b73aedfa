import { btcAmount, btcTxHash, ethTxHash, evmAddress, parseBtcAddress } from '../../server/src/http/chainFields';

// Test vectors from BIP 173 and BIP 350, and well-known addresses.
describe('Bitcoin addresses for the configured network', () => {
  it.each([
    ['mainnet', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'p2wpkh', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    [
      'mainnet',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'p2tr',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ],
    ['mainnet', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'p2pkh', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['mainnet', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    [
      'testnet',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'p2wsh',
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    ],
    [
      'signet',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'p2tr',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    ],
    ['testnet', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'p2pkh', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
  ] as const)('accepts on %s %s as %s', (network, address, kind, normalised) => {
    expect(parseBtcAddress(address, network)).toEqual({ kind, address: normalised });
  });

  it.each([
    ['testnet', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'a mainnet address on testnet'],
    ['mainnet', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'a testnet address on mainnet'],
    ['mainnet', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a wrong checksum'],
    ['mainnet', 'bc1QW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    [
      'mainnet',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'a version 1 program with a bech32 checksum',
    ],
    ['mainnet', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'version 0 with a bech32m checksum'],
    ['testnet', 'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'version 2 with a bech32 checksum'],
    ['mainnet', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'a base58 checksum error'],
    ['mainnet', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'a testnet legacy address on mainnet'],
    ['regtest', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'a testnet address on regtest'],
    ['mainnet', '0x52908400098527886E0F7030069857D2E4169EE7', 'an Ethereum address'],
    ['mainnet', '', 'nothing'],
  ] as const)('refuses on %s %s (%s)', (network, address, _why) => {
    expect(parseBtcAddress(address, network)).toBeNull();
  });
});

describe('hashes and amounts', () => {
  it('keeps transaction hashes in lower case and refuses other shapes', () => {
    expect(btcTxHash.parse('A'.repeat(64))).toBe('a'.repeat(64));
    expect(btcTxHash.safeParse('a'.repeat(63)).success).toBe(false);
    expect(btcTxHash.safeParse(`0x${'a'.repeat(64)}`).success).toBe(false);
    expect(ethTxHash.parse(`0x${'B'.repeat(64)}`)).toBe(`0x${'b'.repeat(64)}`);
    expect(ethTxHash.safeParse('b'.repeat(64)).success).toBe(false);
    expect(evmAddress.parse('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(
      '0x52908400098527886e0f7030069857d2e4169ee7',
    );
  });

  it.each(['1', '0.00000001', '20999999.99999999', '0.5'])('accepts the BTC amount %s', (amount) =>
    expect(btcAmount.safeParse(amount).success).toBe(true),
  );
  it.each(['0', '0.000000001', '-1', '1e3', '01', '1.', '.5', '100000000', 'abc', '0.00000000'])(
    'refuses the BTC amount %s',
    (amount) => expect(btcAmount.safeParse(amount).success).toBe(false),
  );
});
