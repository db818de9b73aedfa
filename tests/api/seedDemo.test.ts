// `npm run seed:demo` on an empty data folder, before the first start (issue 38): it gives the database its
// first super administrator as `npm start` would, then the demo data whole, and the next start has
// nothing left to create. Run twice, it adds no second copy of the demo.
import { count, eq } from 'drizzle-orm';
import { ensureFirstSuperAdmin } from '../../server/src/admins/bootstrap';
import { openDatabase, type Database } from '../../server/src/db/client';
import { admins, approvalPolicies, roles } from '../../server/src/db/schema';
import { seedDemoDatabase } from '../../server/src/demo/seedDemoDatabase';
import { createTestDatabase, type TestDatabaseTarget } from '../support/database';

let target: TestDatabaseTarget;
let database: Database;
beforeAll(async () => {
  // Empty: not even migrated, as a fresh data folder is.
  target = await createTestDatabase();
  database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
});
afterAll(async () => {
  await database.close();
  await target.drop();
});

it('seeds an empty database whole, its first super administrator included, and once only', async () => {
  const said: string[] = [];
  const config = { adminEmail: 'owner@example.com', adminPassword: 'owner password 1234' };
  await seedDemoDatabase(database, config, 0.01, (line) => said.push(line));
  expect(said[0]).toBe('Created the first super administrator: owner@example.com');

  const [owner] = await database.db
    .select({ isSuper: roles.isSuper })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.email, 'owner@example.com'));
  expect(owner).toEqual({ isSuper: true });
  // The last of the demo's steps ran: the mint policy the demo sets, and its custody officer.
  const [mint] = await database.db.select().from(approvalPolicies).where(eq(approvalPolicies.kind, 'mint'));
  expect(mint).toMatchObject({ approvalsBesidesRequester: 2 });
  expect(await database.db.$count(admins, eq(admins.email, 'custody@example.com'))).toBe(1);

  // The first start finds its administrator there, and a second seed adds no second demo.
  expect(await ensureFirstSuperAdmin(database.db, { email: 'other@example.com' })).toEqual({ created: false });
  const [{ before }] = await database.db.select({ before: count() }).from(admins);
  await seedDemoDatabase(database, config, 0.01, () => undefined);
  const [{ after }] = await database.db.select({ after: count() }).from(admins);
  expect(after).toBe(before);
});
