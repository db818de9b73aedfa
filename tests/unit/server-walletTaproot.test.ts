// The one taproot check used by wallet binding and wallet sign-in, against BIP 350's own vectors.
import { NOT_TAPROOT_MESSAGE, taprootAddressField } from '../../server/src/http/chainFields';
import type { BtcNetwork } from '../../server/src/config';
import { taprootOutputKey } from '../../server/src/wallet/bip322';

const networkOf = (address: string): BtcNetwork => (address.toLowerCase().startsWith('tb1') ? 'testnet' : 'mainnet');

describe('the taproot check against the BIP 350 vectors', () => {
  // Valid segwit addresses of BIP 350 and their scriptPubKeys: only `5120…` (v1, 32 bytes) is taproot.
  const valid: [string, string][] = [
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', '0014751e76e8199196d454941c45d1b3a323f1433bd6'],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    ],
    [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      '5128751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
    ],
    ['BC1SW50QGDZ25J', '6002751e'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323'],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    ],
  ];

  it.each(valid.filter(([, script]) => script.startsWith('5120')))(
    'accepts the taproot address %s and reads its output key',
    (address, script) => {
      const network = networkOf(address);
      expect(taprootAddressField(network).parse(address)).toBe(address.toLowerCase());
      expect(Buffer.from(taprootOutputKey(address, network) ?? []).toString('hex')).toBe(script.slice(4));
    },
  );

  it.each(valid.filter(([, script]) => !script.startsWith('5120')))(
    'refuses the valid but non-taproot address %s with the spec message',
    (address) => {
      const network = networkOf(address);
      const result = taprootAddressField(network).safeParse(address);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NOT_TAPROOT_MESSAGE);
      expect(taprootOutputKey(address, network)).toBeNull();
    },
  );

  it.each([
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalid human-readable part'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32 checksum instead of bech32m'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'bech32 checksum instead of bech32m'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bech32 checksum instead of bech32m'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bech32m checksum instead of bech32'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'bech32m checksum instead of bech32'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'invalid character in checksum'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalid witness version'],
    ['bc1pw5dgrnzv', 'invalid program length (1 byte)'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'invalid program length (41 bytes)',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalid program length for witness version 0'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'zero padding of more than 4 bits'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'non-zero padding in 8-to-5 conversion'],
    ['bc1gmk9yu', 'empty data section'],
  ])('refuses the invalid address %s (%s) with the spec message', (address) => {
    for (const network of ['mainnet', 'testnet'] as const) {
      const result = taprootAddressField(network).safeParse(address);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(NOT_TAPROOT_MESSAGE);
      expect(taprootOutputKey(address, network)).toBeNull();
    }
  });

  it("refuses another network's taproot address", () => {
    expect(taprootOutputKey('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'mainnet')).toBeNull();
    expect(taprootOutputKey('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'regtest')).toBeNull();
    expect(
      taprootAddressField('testnet').safeParse('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')
        .success,
    ).toBe(false);
  });
});
