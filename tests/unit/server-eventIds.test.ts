import { randomBytes } from 'node:crypto';
import { EventIds } from '../../server/src/events/eventIds';

describe('opaque event ids', () => {
  const ids = new EventIds(randomBytes(16));

  it('reads back what it made, one spelling per number and kind, and nothing of another kind or key', () => {
    for (const value of [1, 2, 41, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      const token = ids.token('position', value);
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(ids.token('position', value)).toBe(token);
      expect(ids.read('position', token)).toBe(value);
      expect(ids.read('event', token)).toBeNull();
      expect(new EventIds(randomBytes(16)).read('position', token)).toBeNull();
    }
    expect(ids.token('event', 7)).not.toBe(ids.token('position', 7));
  });

  it('shares nothing between the tokens of neighbouring numbers', () => {
    const [one, two] = [1000, 1001].map((value) => Buffer.from(ids.token('event', value), 'base64url'));
    const sameBytes = one.filter((byte, at) => byte === two[at]).length;
    // Sixteen random bytes agree in about none of their places; a counter shows through in most.
    expect(sameBytes).toBeLessThan(6);
  });

  it('refuses what it did not make: a number, another length, another alphabet', () => {
    for (const token of ['12', 'A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}+`, 'A'.repeat(22)])
      expect(ids.read('event', token)).toBeNull();
  });
});
