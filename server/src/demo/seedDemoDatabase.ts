// What `npm run seed:demo` does to the configured database: migrated, given its first super administrator
// as `npm start` would (so that seeding an empty data folder before the first start leaves it whole, and
// the next start has nothing left to create), then the demo administrators and records once, then the
// growing tables at `scale`.
import { sql } from 'drizzle-orm';
import { announceBootstrap, ensureFirstSuperAdmin } from '../admins/bootstrap';
import type { ServerConfig } from '../config';
import { type Database, selectRows } from '../db/client';
import { migrate } from '../db/migrate';
import { scaleSeeders } from './scaleSeeders';
import { seedDemoData } from './seedDemoData';

export async function seedDemoDatabase(
  database: Database,
  config: Pick<ServerConfig, 'adminEmail' | 'adminPassword' | 'adminWalletAddress'>,
  scale: number,
  log: (line: string) => void,
): Promise<void> {
  await migrate(database);
  announceBootstrap(
    await ensureFirstSuperAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      walletAddress: config.adminWalletAddress,
    }),
    log,
  );
  const [{ present }] = await selectRows<{ present: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM admins WHERE email = 'operator@example.com') AS present`,
  );
  if (!present) await seedDemoData(database.db);
  for (const seeder of scaleSeeders) {
    const started = Date.now();
    await seeder.seed(database.db, scale);
    log(`${seeder.name}: seeded at scale ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
