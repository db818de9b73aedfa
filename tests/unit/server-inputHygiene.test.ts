import { findNulCharacter } from '../../server/src/http/inputHygiene';
import { seededRandom } from '../support/seededRandom';

// The recursive walk it replaced: the reference for which field is reported.
function recursiveFindNul(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = recursiveFindNul(value[index], at ? `${at}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const found = recursiveFindNul(key, at) ?? recursiveFindNul(entry, at ? `${at}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

function randomValue(random: () => number, depth: number): unknown {
  const text = () => ['a', '', 'b\u0000c', '\u0000', 'x.y', '0'][Math.floor(random() * 6)];
  const choice = Math.floor(random() * (depth > 3 ? 3 : 6));
  if (choice === 0) return text();
  if (choice === 1) return random() < 0.5 ? null : Math.floor(random() * 10);
  if (choice === 2) return random() < 0.5;
  const size = Math.floor(random() * 4);
  if (choice === 3 || choice === 4) return Array.from({ length: size }, () => randomValue(random, depth + 1));
  return Object.fromEntries(Array.from({ length: size }, () => [text(), randomValue(random, depth + 1)]));
}

describe('finding a NUL character in the input', () => {
  it('names the field holding it, as a dotted path', () => {
    expect(findNulCharacter({ title: 'fine', body: 'a\u0000b' })).toBe('body');
    expect(findNulCharacter({ rows: [{ name: 'ok' }, { name: '\u0000' }] })).toBe('rows.1.name');
    expect(findNulCharacter(['\u0000'])).toBe('0');
    expect(findNulCharacter('\u0000')).toBe('');
  });

  it('reports a NUL in a key at the object holding the key', () => {
    expect(findNulCharacter({ outer: { 'bad\u0000key': 1 } })).toBe('outer');
  });

  it('answers null when no string holds one', () => {
    expect(findNulCharacter({ a: [1, true, null, { b: 'text' }], c: '%00' })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
  });

  it('reports the same field as the recursive walk it replaced, for 2,000 generated values', () => {
    const random = seededRandom(20261125);
    for (let run = 0; run < 2000; run += 1) {
      const value = randomValue(random, 0);
      expect({ value, found: findNulCharacter(value) }).toEqual({ value, found: recursiveFindNul(value) });
    }
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    const found = findNulCharacter(deep);
    expect(found?.split('.')).toHaveLength(100_000);
  });
});
