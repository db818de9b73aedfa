// The audit log is append-only at the database, for the application's own connection: no UPDATE,
// DELETE or TRUNCATE (direct, or cascaded from the administrators it references) goes through.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../server/src/db/client';
import { startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await api.signIn();
  await api.signIn();
});
afterAll(() => api.close());

const auditFingerprint = async () =>
  (
    await selectRows<{ count: string; digest: string | null }>(
      api.db,
      sql`SELECT count(*)::text AS count, md5(string_agg(audit_logs::text, '|' ORDER BY id)) AS digest FROM audit_logs`,
    )
  )[0];

describe('audit log append-only', () => {
  it('refuses every way of changing or removing rows, and the rows stay as they were', async () => {
    const before = await auditFingerprint();
    expect(Number(before.count)).toBeGreaterThanOrEqual(2);
    const attempts = [
      sql`UPDATE audit_logs SET action = 'tampered' WHERE id = (SELECT max(id) FROM audit_logs)`,
      sql`UPDATE audit_logs SET admin_id = NULL`,
      sql`DELETE FROM audit_logs WHERE id = (SELECT min(id) FROM audit_logs)`,
      sql`DELETE FROM audit_logs`,
      sql`TRUNCATE audit_logs`,
      sql`TRUNCATE admins CASCADE`,
    ];
    for (const attempt of attempts) {
      await expect(api.db.execute(attempt)).rejects.toMatchObject({
        cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
      });
    }
    expect(await auditFingerprint()).toEqual(before);
  });

  it('still appends', async () => {
    const before = Number((await auditFingerprint()).count);
    await api.signIn();
    expect(Number((await auditFingerprint()).count)).toBe(before + 1);
  });
});
