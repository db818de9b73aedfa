// `npm run seed:demo -- [--scale N]`: fills the configured database (DATABASE_URL, or PGlite in
// DATA_DIR) with the demo administrators and records, then the growing tables at scale N
// (server/src/demo/seedDemoDatabase.ts).
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoDatabase } from './seedDemoDatabase';

function readScale(argv: string[]): number {
  const index = argv.indexOf('--scale');
  const raw = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--scale='))?.slice('--scale='.length);
  const scale = raw === undefined ? 1 : Number(raw);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number, not ${raw}`);
  return scale;
}

async function main() {
  const scale = readScale(process.argv.slice(2));
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedDemoDatabase(database, config, scale, console.log);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
