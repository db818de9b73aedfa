// BIP-322 "simple" message signatures from a taproot (P2TR) address, key-path spend: the
// signature is the witness of a virtual transaction spending an output locked to the address.
import { createHash } from 'node:crypto';
import { schnorr } from '@noble/curves/secp256k1.js';
import { bech32m } from '@scure/base';
import type { BtcNetwork } from '../config';
import { parseBtcAddress } from '../http/chainFields';

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** BIP-340 tagged hash: sha256(sha256(tag) || sha256(tag) || data). */
function taggedHash(tag: string, ...data: Uint8Array[]): Buffer {
  const tagHash = sha256(Buffer.from(tag, 'utf8'));
  return sha256(tagHash, tagHash, ...data);
}

export function bip322MessageHash(message: string): Buffer {
  return taggedHash('BIP0322-signed-message', Buffer.from(message, 'utf8'));
}

function uint32LE(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
}

function varBytes(bytes: Uint8Array): Buffer {
  if (bytes.length >= 0xfd) throw new Error('script too long');
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
}

const ZERO_AMOUNT = Buffer.alloc(8);
const OP_RETURN_SCRIPT = Buffer.from([0x6a]);

/** The txid (internal byte order) of a transaction serialised without witnesses. */
function txidOf(serialised: Buffer): Buffer {
  return sha256(sha256(serialised));
}

/** `to_spend`: spends nothing, pays 0 to `outputScript`, and commits to the message in its scriptSig. */
export function toSpendTxid(outputScript: Uint8Array, message: string): Buffer {
  const scriptSig = Buffer.concat([Buffer.from([0x00, 0x20]), bip322MessageHash(message)]);
  return txidOf(
    Buffer.concat([
      uint32LE(0),
      Buffer.from([1]),
      Buffer.alloc(32),
      uint32LE(0xffffffff),
      varBytes(scriptSig),
      uint32LE(0),
      Buffer.from([1]),
      ZERO_AMOUNT,
      varBytes(outputScript),
      uint32LE(0),
    ]),
  );
}

/** `to_sign` without its witness: spends `to_spend`'s output into a single OP_RETURN. */
export function toSignTxid(outputScript: Uint8Array, message: string): Buffer {
  return txidOf(toSignWithoutWitness(toSpendTxid(outputScript, message)));
}

function toSignWithoutWitness(toSpend: Buffer): Buffer {
  return Buffer.concat([
    uint32LE(0),
    Buffer.from([1]),
    toSpend,
    uint32LE(0),
    Buffer.from([0]),
    uint32LE(0),
    Buffer.from([1]),
    ZERO_AMOUNT,
    varBytes(OP_RETURN_SCRIPT),
    uint32LE(0),
  ]);
}

/** BIP-341 key-path signature hash of `to_sign`'s only input (no annex, SIGHASH_DEFAULT or ALL). */
function taprootSighash(outputScript: Uint8Array, message: string, hashType: 0x00 | 0x01): Buffer {
  const toSpend = toSpendTxid(outputScript, message);
  const shaPrevouts = sha256(toSpend, uint32LE(0));
  const shaAmounts = sha256(ZERO_AMOUNT);
  const shaScriptPubkeys = sha256(varBytes(outputScript));
  const shaSequences = sha256(uint32LE(0));
  const shaOutputs = sha256(ZERO_AMOUNT, varBytes(OP_RETURN_SCRIPT));
  const signatureMessage = Buffer.concat([
    Buffer.from([0x00, hashType]),
    uint32LE(0),
    uint32LE(0),
    shaPrevouts,
    shaAmounts,
    shaScriptPubkeys,
    shaSequences,
    shaOutputs,
    Buffer.from([0x00]),
    uint32LE(0),
  ]);
  return taggedHash('TapSighash', signatureMessage);
}

/** A consensus-encoded witness stack, or null when the bytes are not exactly one. */
function decodeWitnessStack(bytes: Buffer): Buffer[] | null {
  let offset = 0;
  const readCompactSize = (): number | null => {
    if (offset >= bytes.length) return null;
    const first = bytes[offset++];
    if (first < 0xfd) return first;
    if (first === 0xfd && offset + 2 <= bytes.length) {
      const value = bytes.readUInt16LE(offset);
      offset += 2;
      return value >= 0xfd ? value : null;
    }
    return null;
  };
  const count = readCompactSize();
  if (count === null) return null;
  const items: Buffer[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = readCompactSize();
    if (length === null || offset + length > bytes.length) return null;
    items.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return offset === bytes.length ? items : null;
}

/** The 32-byte output key of a taproot address of `network`, or null for any other address. */
export function taprootOutputKey(address: string, network: BtcNetwork): Uint8Array | null {
  const parsed = parseBtcAddress(address, network);
  if (parsed?.kind !== 'p2tr') return null;
  const { words } = bech32m.decode(parsed.address as `${string}1${string}`, 90);
  return bech32m.fromWords(words.slice(1));
}

/**
 * Whether `signatureBase64` is a valid BIP-322 simple signature of `message` by the taproot
 * `address` of `network`. Only a single-key key-path spend is accepted: one witness element, a
 * 64-byte Schnorr signature, optionally followed by SIGHASH_ALL. Never throws on bad input.
 */
export function verifyBip322Taproot(
  address: string,
  message: string,
  signatureBase64: string,
  network: BtcNetwork,
): boolean {
  const outputKey = taprootOutputKey(address, network);
  if (!outputKey) return false;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64) || signatureBase64.length % 4 !== 0) return false;
  const stack = decodeWitnessStack(Buffer.from(signatureBase64, 'base64'));
  if (stack?.length !== 1) return false;
  const [signature] = stack;
  let hashType: 0x00 | 0x01;
  if (signature.length === 64) hashType = 0x00;
  else if (signature.length === 65 && signature[64] === 0x01) hashType = 0x01;
  else return false;
  const outputScript = Buffer.concat([Buffer.from([0x51, 0x20]), outputKey]);
  try {
    return schnorr.verify(signature.subarray(0, 64), taprootSighash(outputScript, message, hashType), outputKey);
  } catch {
    return false;
  }
}
