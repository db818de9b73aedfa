import { NOT_TAPROOT_MESSAGE, taprootAddressField } from '../../server/src/http/chainFields';

describe("a user's taproot address", () => {
  it('accepts a taproot address of the network, in lower case', () => {
    expect(
      taprootAddressField('mainnet').parse(' BC1P0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQZK5JJ0 '),
    ).toBe('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0');
    expect(taprootAddressField('signet').parse('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBe(
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    );
  });

  it.each([
    ['mainnet', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'a segwit v0 address'],
    ['mainnet', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'a legacy address'],
    [
      'mainnet',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      'a signet taproot address on mainnet',
    ],
    [
      'mainnet',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'a taproot program with a bech32 checksum',
    ],
  ] as const)('refuses on %s %s (%s) with the spec message', (network, address, _why) => {
    const result = taprootAddressField(network).safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(NOT_TAPROOT_MESSAGE);
  });
});
