// BIP-322 verification of taproot signatures against the BIP's own vectors (basic and generated
// test vectors, and the single-key P2TR vector of Bitcoin Core), and a round trip with a signer
// that shares no code with the verifier (the test wallet: @scure/btc-signer signs the virtual transaction).
import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { WIF } from '@scure/btc-signer';
import { bip322MessageHash, toSignTxid, toSpendTxid, verifyBip322Taproot } from '../../server/src/wallet/bip322';
import { newTestWalletKey } from '../support/testWallet';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const displayed = (txid: Uint8Array) => Buffer.from(txid).reverse().toString('hex');

describe('BIP-322 message hash and virtual transactions', () => {
  it.each([
    ['', 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'],
    ['Hello World', 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a'],
    ['UTF-8 support: öäüéàè 测试文本 \u{1F604}', '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7'],
  ])('hashes %j as the BIP says', (message, expected) => {
    expect(hex(bip322MessageHash(message))).toBe(expected);
  });

  // bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l's scriptPubKey.
  const script = Buffer.from('00142b05d564e6a7a33c087f16e0f730d1440123799d', 'hex');
  it.each([
    [
      '',
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    ],
    [
      'Hello World',
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    ],
    [
      'UTF-8 support: öäüéàè 测试文本 \u{1F604}',
      'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
      '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
    ],
  ])('builds to_spend and to_sign of %j with the BIP transaction hashes', (message, toSpend, toSign) => {
    expect(displayed(toSpendTxid(script, message))).toBe(toSpend);
    expect(displayed(toSignTxid(script, message))).toBe(toSign);
  });
});

describe('BIP-322 verification of taproot signatures', () => {
  const vectors = [
    {
      source: 'Bitcoin Core util_tests (SIGHASH_ALL)',
      address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
      message: 'Hello World',
      signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
    },
    {
      source: 'basic-test-vectors.json (SIGHASH_DEFAULT)',
      address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
      message: 'No prefix fallback',
      signature: 'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
    },
    {
      source: 'generated-test-vectors.json',
      address: 'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp',
      message: 'TPIZPITUIHEUHO5ACOL6W6MBVD',
      signature: 'AUBay6NwR4LEYedkTG+vE9F7C0RTOCB5NH6ZAqf+3hudjHIkOzSZk1jW/5Kt0wRKX3llJ25os+0qktdou4/Y8516',
    },
  ];

  it.each(vectors)('accepts the vector from $source', ({ address, message, signature }) => {
    expect(verifyBip322Taproot(address, message, signature, 'mainnet')).toBe(true);
  });

  it.each([
    [
      'a wrong message (generated vectors)',
      'bc1p9cyuceaazr8cz46mvgkzl94wy397mwpqsrk84su37t72jvkg6wzqv52nfp',
      'IHUVDIXOZV7EE7RU6CP7JUS57N',
      vectors[2].signature,
    ],
    [
      'a wrong signer (generated vectors)',
      'bc1pr72av8sh7qc2ssxs8w0hlj0cl82g2q2dvypngzgsrmd4plml84ksmfyv0q',
      'TPIZPITUIHEUHO5ACOL6W6MBVD',
      vectors[2].signature,
    ],
    ['the empty message instead of Hello World', vectors[0].address, '', vectors[0].signature],
    [
      'a wrong taproot address',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'Hello World',
      vectors[0].signature,
    ],
    ['invalid base64', vectors[0].address, 'Hello World', 'not-valid-base64!!!'],
    ['an empty signature', vectors[0].address, 'Hello World', ''],
    ['an empty witness stack', vectors[0].address, 'Hello World', 'AA=='],
    [
      'the full variant prefix',
      'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
      'incorrect prefix',
      'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
    ],
    [
      'a p2wpkh signature and address (not taproot)',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
  ])('refuses %s', (_why, address, message, signature) => {
    expect(verifyBip322Taproot(address, message, signature, 'mainnet')).toBe(false);
  });

  it('refuses a vector whose signature was altered by one bit or given a sighash type other than ALL', () => {
    const bytes = Buffer.from(vectors[0].signature, 'base64');
    const flipped = Buffer.from(bytes);
    flipped[10] ^= 0x01;
    expect(verifyBip322Taproot(vectors[0].address, 'Hello World', flipped.toString('base64'), 'mainnet')).toBe(false);
    const singleHash = Buffer.from(bytes);
    singleHash[singleHash.length - 1] = 0x03;
    expect(verifyBip322Taproot(vectors[0].address, 'Hello World', singleHash.toString('base64'), 'mainnet')).toBe(
      false,
    );
  });

  it("refuses a legacy (BIP-137) signature by the key behind the vector's taproot address", () => {
    const privateKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k');
    const text = Buffer.from('Hello World');
    const digest = sha256(
      sha256(Buffer.concat([Buffer.from('\x18Bitcoin Signed Message:\n'), Buffer.from([text.length]), text])),
    );
    const recovered = secp256k1.sign(digest, privateKey, { prehash: false, format: 'recovered' });
    // Header 39 + recovery id: a "segwit bech32" BIP-137 signature, which lax verifiers accept for any address of the key.
    const legacy = Buffer.concat([Buffer.from([39 + recovered[0]]), recovered.subarray(1)]).toString('base64');
    expect(legacy).toHaveLength(88);
    expect(verifyBip322Taproot(vectors[0].address, 'Hello World', legacy, 'mainnet')).toBe(false);
  });

  it("refuses a mainnet address's signature when the configured network is testnet", () => {
    expect(verifyBip322Taproot(vectors[0].address, vectors[0].message, vectors[0].signature, 'testnet')).toBe(false);
  });

  it("verifies a signature made by @scure/btc-signer over the BIP's virtual transaction, on testnet too", () => {
    const privateKey = WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k');
    expect(newTestWalletKey('mainnet', privateKey).address).toBe(vectors[0].address);
    for (const network of ['mainnet', 'testnet'] as const) {
      const wallet = newTestWalletKey(network, privateKey);
      const message = `Sign in to the Admin Panel\nNonce: ${network}`;
      const signature = wallet.signMessage(message);
      expect(verifyBip322Taproot(wallet.address, message, signature, network)).toBe(true);
      expect(verifyBip322Taproot(wallet.address, `${message}!`, signature, network)).toBe(false);
    }
  });
});
