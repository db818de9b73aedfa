// The non-escalation property of tests/api/authorityProperty.test.ts, with more random worlds than
// `npm test` runs: `npm run bench authority -- --runs 2000 --seed 7` (PostgreSQL when DATABASE_URL
// is set). Prints how many worlds held, how long each took, and how often each request was
// accepted or refused; fails with fast-check's shrunk counterexample when one does not hold.
import { checkAuthorityProperty } from '../support/authorityModel';
import { startTestApi } from '../support/apiServer';
import { option } from './support/endpointBench';

async function main() {
  const numRuns = Number(option('runs') ?? 2000);
  const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
  const api = await startTestApi();
  try {
    const started = Date.now();
    const tally = await checkAuthorityProperty(api, { numRuns, seed });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `authority property: ${tally.runs} random worlds held (seed ${seed}) on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${seconds.toFixed(1)} s, ${((seconds * 1000) / tally.runs).toFixed(0)} ms a world`,
    );
    const kinds = [...new Set([...Object.keys(tally.accepted), ...Object.keys(tally.refused)])].sort();
    for (const kind of kinds)
      console.log(
        `  ${kind.padEnd(18)} accepted ${String(tally.accepted[kind] ?? 0).padStart(6)}   refused ${String(tally.refused[kind] ?? 0).padStart(6)}`,
      );
  } finally {
    await api.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
