import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { admins, permissions } from '../../server/src/db/schema';
import { migrate } from '../../server/src/db/migrate';
import { ensureFirstSuperAdmin } from '../../server/src/admins/bootstrap';
import { testApiForBlock, type TestApi } from '../support/apiServer';

let api: TestApi;
testApiForBlock((started) => ({ api } = started));

describe('migrations and the first start', () => {
  it('applies nothing twice', async () => {
    expect(await migrate(api.server.database)).toEqual([]);
  });

  it('seeds the whole menu tree of the spec', async () => {
    const menus = await api.db.select({ path: permissions.path }).from(permissions).where(eq(permissions.type, 'menu'));
    const list = menus.map((row) => row.path);
    for (const path of [
      '/',
      '/news',
      '/statistics/data0penBox',
      '/statistics/datacaptain',
      '/CRSMTrove/CRSMList',
      '/hedgingStrategies/CEXDeposits',
      '/selfCustody/withdraw',
      '/permissions/permission',
      '/NFTAirdrop',
    ]) {
      expect(list).toContain(path);
    }
    expect(list).toHaveLength(32);
    expect(list).toContain('/permissions/auditLog');
    expect(list).toContain('/permissions/sessions');
  });

  it('creates the first super administrator only on an empty database', async () => {
    expect(await ensureFirstSuperAdmin(api.db, { email: 'second@example.com', password: 'another password' })).toEqual({
      created: false,
    });
  });
});

describe('several servers starting together', () => {
  it('apply the migrations once and create exactly one first administrator', async () => {
    const { createTestDatabase } = await import('../support/database');
    const { openDatabase } = await import('../../server/src/db/client');
    const target = await createTestDatabase();
    // On PostgreSQL three connections race; PGlite is one process's database, so three callers share it.
    const first = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    const others = target.databaseUrl
      ? await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: target.databaseUrl })))
      : [];
    const starters = [first, ...others, first, first].slice(0, 3);
    try {
      await Promise.all([...new Set(starters)].map((database) => migrate(database)));
      const results = await Promise.all(
        starters.map((database, index) =>
          ensureFirstSuperAdmin(database.db, { email: `first${index}@example.com`, password: 'first password 1' }),
        ),
      );
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await first.db.$count(admins)).toBe(1);
    } finally {
      await Promise.all([first, ...others].map((database) => database.close()));
      await target.drop();
    }
  });
});

describe('0021: each withdrawal keeps the institution name it had', () => {
  it('backfills the withdrawals recorded before it from their institution, and leaves deposits their user name', async () => {
    const directory = path.resolve(__dirname, '../../server/src/db/migrations');
    const files = fs
      .readdirSync(directory)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    const database = new PGlite();
    try {
      for (const file of files.filter((name) => name < '0021')) {
        await database.exec(fs.readFileSync(path.join(directory, file), 'utf8'));
      }
      await database.exec(`
        INSERT INTO institutions (id, btc_account, name) VALUES (1, 'bc1qacme', 'Acme Capital');
        INSERT INTO withdrawals (institution_id, user_address, receiving_address, amount, nonce, requested_at, cooling_ends_at)
          VALUES (1, 'bc1qacme', 'bc1qacme', 0.1, 1, now(), now());
        INSERT INTO deposits (institution_id, user_address, user_name, amount, cobo_address, deposit_hash, receiving_address, type, lock_time, remarks)
          VALUES (1, 'bc1qacme', 'Trial Institution', 0.2, 'cobo', 'hash', '0xreceiver', 'fixed', now(), 'before 0021');`);
      for (const file of files.filter((name) => name >= '0021')) {
        await database.exec(fs.readFileSync(path.join(directory, file), 'utf8'));
      }
      const withdrawals = await database.query('SELECT institution_name FROM withdrawals');
      expect(withdrawals.rows).toEqual([{ institution_name: 'Acme Capital' }]);
      const deposits = await database.query('SELECT user_name FROM deposits');
      expect(deposits.rows).toEqual([{ user_name: 'Trial Institution' }]);
      const rename = await database.query(
        `SELECT p.builtin, parent.identifier AS parent FROM permissions p JOIN permissions parent ON parent.id = p.parent_id
         WHERE p.identifier = 'institutions:rename'`,
      );
      expect(rename.rows).toEqual([{ builtin: true, parent: 'selfCustody.dataPanel' }]);
    } finally {
      await database.close();
    }
  });
});
