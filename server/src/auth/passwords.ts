// Password hashing with argon2id (OWASP's minimum: 19 MiB of memory, two passes).
import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../http/errors';

// Algorithm.Argon2id; the enum is a `const enum` that per-file compilers cannot inline.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

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

let commonPasswords: Set<string> | undefined;
/** Whether the password is on the shipped list of common passwords (scripts/generateCommonPasswords.mjs), ignoring case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs.readFileSync(path.join(__dirname, 'commonPasswords.txt'), 'utf8').split('\n').filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password that is too short, too long or common. */
export function assertAcceptableNewPassword(password: string): void {
  if (!isAcceptablePasswordLength(password)) {
    throw new AppError(
      'WEAK_PASSWORD',
      `The password must have between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  if (isCommonPassword(password)) {
    throw new AppError('COMMON_PASSWORD', 'This password is among the most common ones; choose another.');
  }
}
