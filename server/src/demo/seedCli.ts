// `npm run seed:demo -- [--scale N]`: fills the configured database (DATABASE_URL, or PGlite in
// DATA_DIR) with the demo administrators and records, then the growing tables at scale N.
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase, selectRows } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from './seedDemoData';
import { scaleSeeders } from './scaleSeeders';

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
    await migrate(database);
    const [{ present }] = await selectRows<{ present: boolean }>(
      database.db,
      sql`SELECT EXISTS (SELECT 1 FROM admins WHERE email = 'operator@example.com') AS present`,
    );
    if (!present) await seedDemoData(database.db);
    for (const seeder of scaleSeeders) {
      const started = Date.now();
      await seeder.seed(database.db, scale);
      console.log(`${seeder.name}: seeded at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
