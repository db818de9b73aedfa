// Password hashing with argon2id (OWASP's minimum: 19 MiB of memory, two passes).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a `const enum` that per-file compilers cannot inline.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so that an unknown email costs as much time as a wrong password. */
export async function burnVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-used-for-timing-only');
  await verifyPassword(await dummyHash, password);
}

export function isAcceptablePasswordLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}
