import { nftAirdropImports, nftAirdrops } from '../../server/src/db/schema';
import { startSignedIn, type TestApi } from '../support/apiServer';
import { csvAttachmentLines, expectOneOfTwoAtOnce, expectRefusal } from '../support/answers';
import { SEGWIT_V0, TAPROOT_ADDRESSES } from '../support/taprootAddresses';

const [A, B, C, D, E, F] = TAPROOT_ADDRESSES;

let api: TestApi;
let rootToken: string;

beforeAll(async () => ({ api, rootToken } = await startSignedIn()));
afterAll(() => api.close());

const create = (payload: object, token = rootToken) => api.call('POST', '/api/nftAirdrops', payload, token);
const list = (query: string, token = rootToken) => api.call('GET', `/api/nftAirdrops?${query}`, undefined, token);
const preview = (content: string, token = rootToken) =>
  api.call('POST', '/api/nftAirdrops/imports', { fileName: 'airdrop.csv', content }, token);
const confirm = (id: number, token = rootToken) =>
  api.call('POST', `/api/nftAirdrops/imports/${id}/confirm`, undefined, token);
const addresses = (body: { data: { address: string }[] }) => body.data.map((row) => row.address);

// Every test starts from no airdrop rows and adds those it needs.
beforeEach(() => api.db.delete(nftAirdrops));

const A_STAGE_1 = { address: A, berries: '1200.5', nftNumber: 2, nftLevel: 3, stage: 1 };
const B_STAGE_1 = { address: B, berries: '300', nftLevel: 1, stage: 1 };

async function addRows(...rows: object[]) {
  for (const row of rows) {
    const response = await create(row);
    if (response.statusCode !== 200) throw new Error(`row refused: ${response.statusCode} ${response.body}`);
  }
}

describe('adding and editing airdrop rows', () => {
  it('adds a row with its points and level, and audits it', async () => {
    const response = await create(A_STAGE_1);
    expect(response.statusCode).toBe(200);
    const row = response.json().data;
    expect(row).toMatchObject({ address: A, berries: '1200.5', nftNumber: 2, nftLevel: 3, stage: 1, importId: null });
    const audit = await api.auditRows('nftAirdrop.create', row.id);
    expect(audit.map((entry) => entry.entityId)).toEqual([String(row.id)]);
  });

  it('adds a row without an NFT number', async () => {
    const response = await create(B_STAGE_1);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nftNumber).toBeNull();
  });

  it.each([
    ['missing points', { address: C, nftLevel: 1, stage: 1 }, 'berries'],
    ['missing level', { address: C, berries: '1', stage: 1 }, 'nftLevel'],
    ['missing stage', { address: C, berries: '1', nftLevel: 1 }, 'stage'],
    ['negative points', { address: C, berries: '-1', nftLevel: 1, stage: 1 }, 'berries'],
    ['a level of zero', { address: C, berries: '1', nftLevel: 0, stage: 1 }, 'nftLevel'],
    ['a fractional level', { address: C, berries: '1', nftLevel: 1.5, stage: 1 }, 'nftLevel'],
    ['a negative NFT number', { address: C, berries: '1', nftLevel: 1, stage: 1, nftNumber: -1 }, 'nftNumber'],
    ['a non-taproot address', { address: SEGWIT_V0, berries: '1', nftLevel: 1, stage: 1 }, 'address'],
    ['a missing address', { berries: '1', nftLevel: 1, stage: 1 }, 'address'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_why, payload, field) => {
    const before = await api.db.$count(nftAirdrops);
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((entry: { field: string }) => entry.field)).toContain(field);
    expect(await api.db.$count(nftAirdrops)).toBe(before);
  });

  it('refuses a second row for the same address and stage with 409, in any letter case', async () => {
    await addRows(A_STAGE_1);
    const response = await create({ address: A.toUpperCase(), berries: '1', nftLevel: 1, stage: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'NFT_AIRDROP_DUPLICATE', params: { address: A, stage: 1 } });
    expect((await create({ address: A, berries: '1', nftLevel: 1, stage: 2 })).statusCode).toBe(200);
  });

  it('edits a row and audits before and after', async () => {
    await addRows(B_STAGE_1);
    const [row] = (await list(`address=${B}`)).json().data;
    const response = await api.call(
      'PUT',
      `/api/nftAirdrops/${row.id}`,
      { address: B, berries: '350', nftNumber: 1, nftLevel: 2, stage: 1 },
      rootToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ berries: '350', nftNumber: 1, nftLevel: 2 });
    const [audit] = await api.auditRows('nftAirdrop.update');
    expect(audit.before).toMatchObject({ berries: '300', nftLevel: 1 });
    expect(audit.after).toMatchObject({ berries: '350', nftLevel: 2 });
  });

  it("refuses an edit onto another row's address and stage, and an unknown row", async () => {
    await addRows(A_STAGE_1, B_STAGE_1);
    const [row] = (await list(`address=${B}`)).json().data;
    const clash = await api.call(
      'PUT',
      `/api/nftAirdrops/${row.id}`,
      { address: A, berries: '1', nftLevel: 1, stage: 1 },
      rootToken,
    );
    expect(clash.statusCode).toBe(409);
    const missing = await api.call(
      'PUT',
      '/api/nftAirdrops/99999',
      { address: F, berries: '1', nftLevel: 1, stage: 1 },
      rootToken,
    );
    expectRefusal(missing, 404, 'NFT_AIRDROP_NOT_FOUND');
  });
});

describe('the airdrop list', () => {
  beforeEach(() =>
    addRows(
      A_STAGE_1,
      { address: B, berries: '350', nftNumber: 1, nftLevel: 2, stage: 1 },
      { address: A, berries: '1', nftLevel: 1, stage: 2 },
    ),
  );

  it('filters by stage and level in SQL', async () => {
    expect(addresses((await list('stage=1')).json()).sort()).toEqual([A, B].sort());
    expect(addresses((await list('stage=2')).json())).toEqual([A]);
    expect(addresses((await list('nftLevel=3')).json())).toEqual([A]);
    expect((await list('stage=1&nftLevel=2')).json()).toMatchObject({ total: 1, data: [{ address: B }] });
  });

  it('sorts by points and pages on the server', async () => {
    const sorted = (await list('sortField=berries&sortOrder=descend')).json();
    expect(sorted.data.map((row: { berries: string }) => row.berries)).toEqual(['1200.5', '350', '1']);
    const page = (await list('sortField=berries&sortOrder=descend&current=2&pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, data: [{ berries: '1' }] });
  });

  it('refuses a stage or level that is not a whole number', async () => {
    expect((await list('stage=abc')).statusCode).toBe(400);
    expect((await list('nftLevel=0')).statusCode).toBe(400);
  });

  it('exports the current filter as CSV in the columns an import reads', async () => {
    const response = await api.call(
      'GET',
      '/api/nftAirdrops/export?stage=1&sortField=berries&sortOrder=ascend',
      undefined,
      rootToken,
    );
    const lines = csvAttachmentLines(response, /filename="nft-airdrops-\d{14}\.csv"/);
    expect(lines[0]).toBe('address,berries,nftNumber,nftLevel,stage,createdAt');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 5).join(','))).toEqual([
      `${B},350,1,2,1`,
      `${A},1200.5,2,3,1`,
    ]);
  });
});

describe('importing a CSV file', () => {
  const header = 'address,berries,nftNumber,nftLevel,stage';

  it('previews a clean file without importing anything, then imports every row on confirmation', async () => {
    const before = await api.db.$count(nftAirdrops);
    const response = await preview(`${header}\r\n${C},100,1,1,3\r\n${D},"250.25",,2,3\r\n`);
    expect(response.statusCode).toBe(200);
    const batch = response.json().data;
    expect(batch).toMatchObject({ status: 'previewed', rowCount: 2, errorCount: 0 });
    expect(batch.rows).toEqual([
      {
        line: 2,
        address: C,
        berries: '100',
        nftNumber: '1',
        nftLevel: '1',
        stage: '3',
        errors: [],
        duplicateOfLine: null,
      },
      {
        line: 3,
        address: D,
        berries: '250.25',
        nftNumber: '',
        nftLevel: '2',
        stage: '3',
        errors: [],
        duplicateOfLine: null,
      },
    ]);
    expect(await api.db.$count(nftAirdrops)).toBe(before);

    const confirmed = await confirm(batch.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'imported' });
    expect(await api.db.$count(nftAirdrops)).toBe(before + 2);
    const imported = (await list('stage=3&sortField=berries&sortOrder=ascend')).json().data;
    expect(imported).toMatchObject([
      { address: C, berries: '100', nftNumber: 1, nftLevel: 1, importId: batch.id },
      { address: D, berries: '250.25', nftNumber: null, nftLevel: 2, importId: batch.id },
    ]);
    const audit = await api.auditRows('nftAirdrop.import', batch.id);
    expect(audit).toHaveLength(1);
  });

  it('imports a confirmed file exactly once, even when confirmed twice at the same time', async () => {
    const batch = (await preview(`${header}\n${E},10,,1,4\n${F},20,,1,4\n`)).json().data;
    const before = await api.db.$count(nftAirdrops);
    const results = await expectOneOfTwoAtOnce(() => confirm(batch.id));
    expect(results.find((result) => result.statusCode === 409)!.json().errorCode).toBe('NFT_IMPORT_ALREADY_CONFIRMED');
    expect(await api.db.$count(nftAirdrops)).toBe(before + 2);
  });

  it('flags each bad row: invalid address, missing points or level, duplicates in the file and rows that already exist', async () => {
    await addRows(A_STAGE_1);
    const content = [
      'Address,Points,NFT_Number,Level,Stage',
      `${E},10,,1,5`,
      `${SEGWIT_V0},10,,1,5`,
      `${F},,,1,5`,
      `${F},10,,,6`,
      `${E.toUpperCase()},12,,2,5`,
      `${A},1,,1,1`,
      `${F},abc,x,101,0`,
    ].join('\n');
    const response = await preview(content);
    expect(response.statusCode).toBe(200);
    const batch = response.json().data;
    expect(batch).toMatchObject({ rowCount: 7, errorCount: 6 });
    expect(batch.rows.map((row: { line: number; errors: string[] }) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['ADDRESS_INVALID']],
      [4, ['BERRIES_MISSING']],
      [5, ['LEVEL_MISSING']],
      [6, ['DUPLICATE_IN_FILE']],
      [7, ['ALREADY_EXISTS']],
      [8, ['BERRIES_INVALID', 'LEVEL_INVALID', 'STAGE_INVALID', 'NFT_NUMBER_INVALID']],
    ]);
    expect(batch.rows[4]).toMatchObject({ address: E, duplicateOfLine: 2 });
  });

  it('imports nothing at all from a file with one bad row, even when confirmed', async () => {
    const before = await api.db.$count(nftAirdrops);
    const batch = (await preview(`${header}\n${E},10,,1,7\n${F},20,,1,7\nnot-an-address,5,,1,7\n`)).json().data;
    expect(batch).toMatchObject({ rowCount: 3, errorCount: 1 });
    const response = await confirm(batch.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'NFT_IMPORT_HAS_ERRORS', params: { count: 1 } });
    expect(await api.db.$count(nftAirdrops)).toBe(before);
    expect((await list('stage=7')).json().total).toBe(0);
  });

  it('imports nothing when a row was added by hand between the preview and the confirmation', async () => {
    const batch = (await preview(`${header}\n${E},10,,1,8\n${F},20,,1,8\n`)).json().data;
    expect(batch.errorCount).toBe(0);
    expect((await create({ address: F, berries: '1', nftLevel: 1, stage: 8 })).statusCode).toBe(200);
    const response = await confirm(batch.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'NFT_IMPORT_CONFLICT', params: { lines: '3' } });
    expect(addresses((await list('stage=8')).json())).toEqual([F]);
  });

  it.each([
    ['a file without a level column', `address,berries,stage\n${E},1,1\n`, 'NFT_IMPORT_MISSING_COLUMNS'],
    ['a header and no rows', `${header}\n`, 'NFT_IMPORT_EMPTY'],
    ['a quote never closed', `${header}\n"${E},1,,1,1\n`, 'NFT_IMPORT_UNREADABLE'],
  ])('refuses %s with 422 and keeps no preview', async (_why, content, code) => {
    const previews = await api.db.$count(nftAirdropImports);
    const response = await preview(content);
    expectRefusal(response, 422, code);
    expect(await api.db.$count(nftAirdropImports)).toBe(previews);
  });

  it('refuses a file of more rows than the limit', async () => {
    const rows = Array.from({ length: 5001 }, () => `${E},1,,1,9`).join('\n');
    const response = await preview(`${header}\n${rows}\n`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'NFT_IMPORT_TOO_LARGE', params: { total: 5001, limit: 5000 } });
  });

  it('answers 404 for an unknown import', async () => {
    expect((await confirm(99999)).json().errorCode).toBe('NFT_IMPORT_NOT_FOUND');
  });
});

describe('permissions', () => {
  it('lets the menu permission read but not add, edit, import or export', async () => {
    const token = (await api.signedInAs('viewer@example.com', ['NFTAirdrop'])).token;
    expect((await list('', token)).statusCode).toBe(200);
    expect((await create({ address: E, berries: '1', nftLevel: 1, stage: 20 }, token)).statusCode).toBe(403);
    expect(
      (await api.call('PUT', '/api/nftAirdrops/1', { address: E, berries: '1', nftLevel: 1, stage: 20 }, token))
        .statusCode,
    ).toBe(403);
    expect((await preview('address,berries,nftLevel,stage\n', token)).statusCode).toBe(403);
    expect((await confirm(1, token)).statusCode).toBe(403);
    expect((await api.call('GET', '/api/nftAirdrops/export', undefined, token)).statusCode).toBe(403);
  });

  it('lets each code do its own action only', async () => {
    const importer = (await api.signedInAs('importer@example.com', ['NFTAirdrop', 'nft:import'])).token;
    const batch = (await preview(`address,berries,nftLevel,stage\n${E},1,1,21\n`, importer)).json().data;
    expect((await confirm(batch.id, importer)).statusCode).toBe(200);
    expect((await create({ address: E, berries: '1', nftLevel: 1, stage: 22 }, importer)).statusCode).toBe(403);
    const creator = (await api.signedInAs('creator@example.com', ['NFTAirdrop', 'nft:create'])).token;
    expect((await create({ address: E, berries: '1', nftLevel: 1, stage: 22 }, creator)).statusCode).toBe(200);
    const exporter = (await api.signedInAs('exporter@example.com', ['NFTAirdrop', 'nft:export'])).token;
    expect((await api.call('GET', '/api/nftAirdrops/export', undefined, exporter)).statusCode).toBe(200);
  });

  it('refuses a role without the NFT airdrop menu', async () => {
    const token = (await api.signedInAs('outsider@example.com', ['points'])).token;
    expect((await list('', token)).statusCode).toBe(403);
  });
});
