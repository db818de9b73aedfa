import { eq } from 'drizzle-orm';
import { permissions } from '../../server/src/db/schema';
import { migrate } from '../../server/src/db/migrate';
import { ensureFirstSuperAdmin } from '../../server/src/admins/bootstrap';
import { startTestApi, type TestApi } from '../support/apiServer';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('migrations and the first start', () => {
  it('applies nothing twice', async () => {
    expect(await migrate(api.server.database)).toEqual([]);
  });

  it('seeds the whole menu tree of the spec', async () => {
    const menus = await api.db.select({ path: permissions.path }).from(permissions).where(eq(permissions.type, 'menu'));
    const list = menus.map((row) => row.path);
    for (const path of ['/', '/news', '/statistics/data0penBox', '/statistics/datacaptain', '/CRSMTrove/CRSMList', '/hedgingStrategies/CEXDeposits', '/selfCustody/withdraw', '/permissions/permission', '/NFTAirdrop']) {
      expect(list).toContain(path);
    }
    expect(list).toHaveLength(30);
  });

  it('creates the first super administrator only on an empty database', async () => {
    expect(await ensureFirstSuperAdmin(api.db, { email: 'second@example.com', password: 'another password' })).toEqual({ created: false });
  });
});
