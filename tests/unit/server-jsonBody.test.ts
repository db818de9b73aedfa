import { jsonNestingExceeds, MAX_JSON_DEPTH } from '../../server/src/http/jsonBody';

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('the JSON nesting bound', () => {
  it('is 32 levels', () => {
    expect(MAX_JSON_DEPTH).toBe(32);
  });

  it('accepts arrays and objects nested exactly 32 levels deep', () => {
    expect(jsonNestingExceeds(nestedArrays(32))).toBe(false);
    expect(jsonNestingExceeds(nestedObjects(32))).toBe(false);
    expect(() => JSON.parse(nestedObjects(32))).not.toThrow();
  });

  it('refuses arrays and objects nested 33 levels deep', () => {
    expect(jsonNestingExceeds(nestedArrays(33))).toBe(true);
    expect(jsonNestingExceeds(nestedObjects(33))).toBe(true);
    expect(jsonNestingExceeds(`{"list":[${nestedObjects(32)}]}`)).toBe(true);
  });

  it('counts depth, not the number of siblings', () => {
    const wide = JSON.stringify({
      rows: Array.from({ length: 10_000 }, (_, index) => ({ id: index, tags: [[index]] })),
    });
    expect(jsonNestingExceeds(wide)).toBe(false);
    expect(jsonNestingExceeds(`${nestedArrays(32)},${nestedArrays(32)}`)).toBe(false);
  });

  it('ignores brackets inside string literals', () => {
    expect(jsonNestingExceeds(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify(['{'.repeat(40), ']'.repeat(40)]))).toBe(false);
  });

  it('honours escaped quotes and backslashes inside strings', () => {
    // An escaped quote does not end the string, so the brackets after it are still text.
    expect(jsonNestingExceeds(JSON.stringify({ text: `"${'['.repeat(40)}` }))).toBe(false);
    // An escaped backslash does end before the quote, so the brackets after the string count.
    expect(jsonNestingExceeds(`["a\\\\",${nestedArrays(32)}]`)).toBe(true);
    expect(jsonNestingExceeds(`["a\\\\",${nestedArrays(31)}]`)).toBe(false);
    expect(jsonNestingExceeds(`["\\u005b\\"${'['.repeat(40)}"]`)).toBe(false);
  });

  it('refuses 10,000 levels quickly', () => {
    const started = performance.now();
    expect(jsonNestingExceeds(nestedArrays(10_000))).toBe(true);
    expect(jsonNestingExceeds(nestedObjects(10_000))).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('scans a megabyte of shallow JSON in one quick pass', () => {
    const text = JSON.stringify({ values: Array.from({ length: 100_000 }, (_, index) => `v${index}[{`) });
    const started = performance.now();
    expect(jsonNestingExceeds(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('leaves malformed text to the parser rather than guessing', () => {
    expect(jsonNestingExceeds(']]]]{')).toBe(false);
    expect(jsonNestingExceeds('"unterminated [[[[')).toBe(false);
  });

  it('lets no stray closing brackets make room for deeper nesting after them', () => {
    expect(jsonNestingExceeds(`${']'.repeat(100)}${nestedArrays(33)}`)).toBe(true);
  });
});
