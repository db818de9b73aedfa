import { maskEmail } from '../../server/src/auth/passwordChange';
import { newSessionToken, newVerificationCode, sameHash, sha256 } from '../../server/src/auth/tokens';

describe('secrets', () => {
  it('session tokens carry 256 bits and never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, newSessionToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('verification codes are six digits, zero-padded', () => {
    for (let index = 0; index < 200; index += 1) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('compares hashes exactly', () => {
    expect(sameHash(sha256('a'), sha256('a'))).toBe(true);
    expect(sameHash(sha256('a'), sha256('b'))).toBe(false);
    expect(sameHash(sha256('a'), 'abcd')).toBe(false);
  });

  it('masks an email address for display', () => {
    expect(maskEmail('operator@example.com')).toBe('o***@example.com');
  });
});
