// Refuses a fixed pause in the tests: `waitForTimeout(…)`, or a `setTimeout` of 100 ms or more in a
// promise. A test waits for a condition (a response, a row, an element settled), never for a time:
// a fixed pause costs its length on every run and still races a loaded machine. Polling a condition
// every few milliseconds is waiting for it, and stays allowed; the benchmarks, which measure time, are not checked.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const FIXED_WAIT = [
  { pattern: /\bwaitForTimeout\s*\(/, what: 'waitForTimeout' },
  { pattern: /\bsetTimeout\s*\(\s*\w+\s*,\s*(\d[\d_]*)\s*\)/, what: 'a sleep', atLeastMs: 100 },
];

function* testFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (path.relative(root, full) !== path.join('tests', 'bench')) yield* testFiles(full);
    } else if (/\.(ts|tsx|js|mjs)$/.test(entry.name)) yield full;
  }
}

const found = [];
for (const file of testFiles(path.join(root, 'tests'))) {
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, at) => {
      for (const { pattern, what, atLeastMs } of FIXED_WAIT) {
        const match = pattern.exec(line);
        if (match && (atLeastMs === undefined || Number(match[1].replace(/_/g, '')) >= atLeastMs))
          found.push(`${path.relative(root, file)}:${at + 1}: ${what}: ${line.trim()}`);
      }
    });
}
if (found.length) {
  console.error('Fixed pauses in the tests (wait for a condition instead):');
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log('No fixed pause in the tests.');
