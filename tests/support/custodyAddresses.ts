// The addresses of a self-custody deposit and its mint, valid on mainnet, shared by the custody tests.
import { randomBytes } from 'node:crypto';
import { bech32 } from '@scure/base';

/** The user's BTC address a deposit comes from (segwit v0). */
export const USER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
/** Another user's BTC address (legacy P2PKH), where a refund or withdrawal can be sent. */
export const OTHER_USER = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
/** The Cobo custody address a deposit is paid into (P2SH). */
export const COBO = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
/** The EVM address the minted YBTC goes to. */
export const RECEIVER = '0x52908400098527886e0f7030069857d2e4169ee7';

/** A valid mainnet address (segwit v0) that no institution holds yet: 20 random bytes. */
export function freshBtcAddress(): string {
  return bech32.encode('bc', [0, ...bech32.toWords(randomBytes(20))]);
}

/** A deposit body's user address and institution: a fresh address, for a new institution of this name. */
function newInstitution(name: string) {
  return { userAddress: freshBtcAddress(), institution: { kind: 'new' as const, name } };
}

/**
 * A deposit body for a new institution of this name: paid into COBO, minting to RECEIVER, a fixed
 * deposit locked until 2027. Tests give the amount, the hash and the remarks they check.
 */
export function fixedDeposit(institution: string, fields: { amount: string; depositHash: string; remarks: string }) {
  return {
    ...newInstitution(institution),
    coboAddress: COBO,
    receivingAddress: RECEIVER,
    type: 'fixed' as const,
    lockTime: '2027-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A withdrawal request body from USER to OTHER_USER, requested an hour ago and cooled a minute ago: ready to confirm. */
export function cooledWithdrawalRequest(fields: { amount: string; nonce: string }) {
  const now = Date.now();
  return {
    userAddress: USER,
    receivingAddress: OTHER_USER,
    ...fields,
    requestedAt: new Date(now - 3_600_000).toISOString(),
    coolingEndsAt: new Date(now - 60_000).toISOString(),
  };
}
