// The panel is built without polyfills for the browsers in .umirc.ts `targets` (Chrome / Edge 105,
// Firefox 104, Safari 16): its own code must not call what those browsers lack.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');
// Built-ins newer than the targets (Chrome 110+ / Safari 16.4+), which no polyfill would supply.
const NEWER_THAN_TARGETS =
  /\.(toSorted|toReversed|toSpliced|isWellFormed|toWellFormed)\(|\b(Object|Map)\.groupBy\b|Promise\.withResolvers|Array\.fromAsync|\.(union|intersection|symmetricDifference|isSubsetOf)\(|\bIterator\.from\b/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.umi')) return [];
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('the browsers the panel is built for', () => {
  it('are the last three years of Chrome, Edge, Firefox and Safari, without polyfills', () => {
    const config = fs.readFileSync(path.resolve(__dirname, '../../.umirc.ts'), 'utf8');
    expect(config).toMatch(/targets: \{ chrome: 105, edge: 105, firefox: 104, safari: 16 \}/);
    expect(config).toMatch(/polyfill: false/);
  });

  it('get no call to a built-in they lack from the panel’s own code', () => {
    const offending = sourceFiles(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${path.relative(SRC, file)}:${index + 1}` }))
        .filter(({ line }) => NEWER_THAN_TARGETS.test(line))
        .map(({ where, line }) => `${where} ${line.trim()}`),
    );
    expect(offending).toEqual([]);
  });
});
