// Addresses for the tests of records kept by a user's taproot address (points, NFT airdrops, statistics).

/** Distinct valid mainnet taproot (bc1p) addresses. */
export const TAPROOT_ADDRESSES = [
  'bc1p2ulx7uyz2rt3me6vznmfc65n46ptmkerqq2l3702a7gcztsvaqcq0dyk36',
  'bc1pyu06qwr68vxzlc4jatvrzqghurf52gvr8tx2nyvssuywetg79d6sgetzfc',
  'bc1p7tuxxgzll8fdy8atvlrzt6nud4785s607qhlhk063v9cyv9665vsf6gkvz',
  'bc1puj7lru8dpyjp5dt2l2p3t9tgutaqwhzty2upjx3fmnu97544kqsqhhjsc9',
  'bc1pwwkc3wvazjhxrtpk9tmul70pm88aznsvc7wjjex22qrdzhhgzz2qaxa0nq',
  'bc1pcswcavgr7jc0exfyp7w5tfy9q99la6sq25n002yd3q8rf90epg4skk7sd3',
] as const;

/** A valid mainnet address that is not taproot (segwit v0). */
export const SEGWIT_V0 = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
