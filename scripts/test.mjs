// `npm test`: the static checks (Biome, knip and the type-check), the unit, component and API
// suites, then the end-to-end suite against the production build served as `npm start` serves it.
// Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPanelIfNeeded } from './panelBuild.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
// PGlite loads its WASM through dynamic import, which Jest's module VM allows only with this flag.
const env = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};

/**
 * How fast this machine is, measured the same way on every run, so that phases' minutes can be compared
 * between machines: one core adding (CPU), and fresh memory touched page by page (what a browser and the
 * V8 heaps lean on). The same suite took 14 minutes on one two-core machine and 35 on another whose core
 * was as fast but whose every new page of memory cost about 20 µs.
 */
function machineGauge() {
  let started = performance.now();
  let sum = 0;
  for (let i = 0; i < 100_000_000; i += 1) sum += i;
  const adding = Math.round(performance.now() - started);
  started = performance.now();
  for (let chunk = 0; chunk < 8; chunk += 1) {
    const memory = Buffer.alloc(32 * 1024 * 1024);
    for (let at = 0; at < memory.length; at += 4096) sum += memory[at];
  }
  const touching = Math.round(performance.now() - started);
  return `${sum > 0 ? adding : 0} ms for 100 million additions in one core, ${touching} ms to touch 256 MB of new memory`;
}

/** Each phase's wall-clock seconds and each test file's, printed at the end (printed, never asserted). */
const phases = [];
const fileSeconds = [];
function timed(label, run) {
  const started = performance.now();
  const outcome = run();
  phases.push({ label, seconds: (performance.now() - started) / 1000 });
  return outcome;
}

function runJest(label, args) {
  return timed(label, () => {
    const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jest-report-')), 'report.json');
    const result = spawnSync(jest, [...args, '--json', `--outputFile=${report}`], { cwd: root, stdio: 'inherit', env });
    let passed = 0;
    let failed = 0;
    if (fs.existsSync(report)) {
      const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
      passed = summary.numPassedTests;
      failed = summary.numFailedTests + summary.numRuntimeErrorTestSuites;
      for (const file of summary.testResults)
        fileSeconds.push({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 });
    } else {
      failed = 1;
    }
    fs.rmSync(path.dirname(report), { recursive: true, force: true });
    if (result.status !== 0 && failed === 0) failed = 1;
    console.log(`${label}: ${passed} passed, ${failed} failed`);
    return { passed, failed };
  });
}

/** One check of the code as written: a command that passes or fails, counted as one test. */
function runCheck(label, command, args) {
  return timed(label, () => {
    const program = command === 'node' ? process.execPath : path.join(root, 'node_modules', '.bin', command);
    const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
    const passed = result.status === 0;
    console.log(`${label}: ${passed ? 'passed' : 'FAILED'}`);
    return { passed: passed ? 1 : 0, failed: passed ? 0 : 1 };
  });
}

// `node scripts/test.mjs unit,component` runs only the named suites; what follows goes to Jest
// (`node scripts/test.mjs api --randomize --seed 2027`: the API tests in another order).
const suitesNamed = process.argv[2] !== undefined && !process.argv[2].startsWith('-');
const selected = (suitesNamed ? process.argv[2] : 'static,unit,component,api,e2e').split(',');
const jestOptions = process.argv.slice(suitesNamed ? 3 : 2);
const jestProjects = selected.filter((name) => name !== 'e2e' && name !== 'static');
const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

// Jest keeps one core for itself by default, which on a 2-core machine leaves a single worker.
const workers = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;
if (selected.includes('static')) {
  add(runCheck('Biome (format and lint)', 'biome', ['ci', '--colors=off', '--diagnostic-level=warn', '.']));
  add(runCheck('knip (unused files, exports, dependencies)', 'knip', ['--no-progress']));
  add(runCheck('no fixed pause in the tests', 'node', ['scripts/checkFixedWaits.mjs']));
  // The panel's API types are regenerated from docs/openapi.json first: the panel must type-check against the API as it is.
  add(runCheck('API types from docs/openapi.json', 'tsx', ['server/src/openapi.ts', '--types']));
  add(runCheck('type-check (panel)', 'tsc', ['--noEmit', '-p', 'tsconfig.json']));
  add(runCheck('type-check (server and tests)', 'tsc', ['--noEmit', '-p', 'server/tsconfig.json']));
}
// One Jest run per suite, so that each suite's minutes are seen on their own.
for (const project of jestProjects) add(runJest(project, ['--selectProjects', project, workers, ...jestOptions]));
if (selected.includes('e2e')) {
  try {
    timed('panel build (when needed)', buildPanelIfNeeded);
    // Two files at a time on two cores: part of an end-to-end test is waiting (for a page to draw, an
    // answer, the live stream), which the other file's browser and server fill; a third file measured no
    // faster (8.4 against 8.3 minutes), the machine being busy already. Each file has its own server,
    // database and browser.
    add(runJest('end-to-end', ['--selectProjects', 'e2e', workers, ...jestOptions]));
  } catch (error) {
    console.error(error);
    add({ passed: 0, failed: 1 });
  }
}
const minutes = (seconds) => `${(seconds / 60).toFixed(1).padStart(5)} min`;
console.log(`\nThis machine: ${os.availableParallelism()} cores, ${machineGauge()}`);
console.log('Phases:');
for (const { label, seconds } of phases) console.log(`  ${minutes(seconds)}  ${label}`);
console.log('Slowest test files:');
for (const { file, seconds } of fileSeconds.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${file}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
