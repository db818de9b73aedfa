// `npm run bench [name…]`: runs every benchmark in tests/bench (or those whose file name contains
// one of the given words), one after another, each printing its own figures. A benchmark exits
// non-zero when a budget it checks is exceeded; the run then fails too.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const benchDir = path.join(root, 'tests', 'bench');
// `--name value` pairs pass through to the benchmarks whole (`-- --scale 100`); other words filter.
const args = process.argv.slice(2);
const isValueOf = (index) => index > 0 && /^--[^=]+$/.test(args[index - 1]) && !args[index].startsWith('-');
const filters = args.filter((arg, index) => !arg.startsWith('-') && !isValueOf(index));
const passThrough = args.filter((arg, index) => arg.startsWith('-') || isValueOf(index));
const files = fs
  .readdirSync(benchDir)
  .filter((name) => /\.bench\.(ts|mjs)$/.test(name))
  .filter((name) => !filters.length || filters.some((word) => name.includes(word)))
  .sort();
if (!files.length) {
  console.error(`No benchmark in tests/bench matches ${filters.join(', ') || 'anything'}.`);
  process.exit(1);
}
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const outcomes = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const started = Date.now();
  // gc exposed: a benchmark can measure the live heap (what an export holds) rather than garbage.
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim() };
  const result = spawnSync(tsx, [path.join(benchDir, file), ...passThrough], { cwd: root, stdio: 'inherit', env });
  outcomes.push({ file, ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\n=== summary');
for (const { file, ok, seconds } of outcomes) console.log(`${ok ? 'ok    ' : 'FAILED'} ${file} (${seconds} s)`);
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1);
