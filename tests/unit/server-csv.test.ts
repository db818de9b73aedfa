import Fastify from 'fastify';
import {
  assertExportable,
  csvCell,
  EXPORT_ROW_LIMIT,
  isTimeZone,
  keysetPages,
  streamCsv,
  toCsv,
  zonedTime,
} from '../../server/src/http/csv';
import { csvColumnsIn } from '../../server/src/content/listing';
import { isHttpUrl } from '../../server/src/http/fields';
import { AppError } from '../../server/src/http/errors';

describe('CSV export', () => {
  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
  });

  it('writes numbers, dates and empty values as themselves', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('starts with a byte-order mark and a header row, one CRLF line per row', () => {
    const csv = toCsv(
      [{ header: 'Title', value: (row: { title: string }) => row.title }],
      [{ title: '新闻' }, { title: 'b' }],
    );
    expect(csv).toBe('\uFEFFTitle\r\n新闻\r\nb\r\n');
  });

  it('refuses an export above the row limit instead of truncating it', () => {
    expect(() => assertExportable(EXPORT_ROW_LIMIT)).not.toThrow();
    expect(() => assertExportable(EXPORT_ROW_LIMIT + 1)).toThrow(AppError);
  });
});

describe("times in the reader's time zone", () => {
  it.each([
    ['2026-11-28T14:24:20.800Z', 'Asia/Shanghai', '2026-11-28 22:24:20+08:00'],
    ['2026-11-28T14:24:20Z', 'America/New_York', '2026-11-28 09:24:20-05:00'],
    ['2026-11-28T14:24:20Z', 'Asia/Kolkata', '2026-11-28 19:54:20+05:30'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01 08:30:00+09:00'],
    ['2026-11-28T14:24:20Z', 'UTC', '2026-11-28 14:24:20+00:00'],
  ])('%s in %s reads %s', (instant, zone, expected) => {
    expect(zonedTime(instant, zone)).toBe(expected);
    expect(zonedTime(new Date(instant), zone)).toBe(expected);
  });

  it("gives each time its own offset: one zone's winter and summer rows both read right", () => {
    expect(zonedTime('2026-01-15T12:00:00Z', 'Europe/Berlin')).toBe('2026-01-15 13:00:00+01:00');
    expect(zonedTime('2026-07-15T12:00:00Z', 'Europe/Berlin')).toBe('2026-07-15 14:00:00+02:00');
    // The last instant before Berlin's clocks go forward, and the first after.
    expect(zonedTime('2026-03-29T00:59:59Z', 'Europe/Berlin')).toBe('2026-03-29 01:59:59+01:00');
    expect(zonedTime('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe('2026-03-29 03:00:00+02:00');
  });

  it('leaves an absent time empty and shows a value that is no time as it is', () => {
    expect(zonedTime(null, 'UTC')).toBeUndefined();
    expect(zonedTime(undefined, 'UTC')).toBeUndefined();
    expect(zonedTime('not a time', 'UTC')).toBe('not a time');
  });

  it('knows IANA zones and refuses what is none', () => {
    expect(['Asia/Shanghai', 'UTC', 'America/Argentina/Buenos_Aires'].map(isTimeZone)).toEqual([true, true, true]);
    expect(['Mars/Olympus', '', 'Asia/Shanghai; DROP TABLE news'].map(isTimeZone)).toEqual([false, false, false]);
  });

  it("names the zone in a time column's header, in the reader's language, and leaves other columns be", () => {
    type Row = { at: string; name: string };
    const columns = [
      { header: { 'zh-CN': '时间', 'en-US': 'Time' }, value: (row: Row) => row.at, time: true as const },
      { header: { 'zh-CN': '名称', 'en-US': 'Name' }, value: (row: Row) => row.name },
    ];
    const row = { at: '2026-03-01T00:00:00Z', name: '2026-03-01T00:00:00Z' };
    const english = csvColumnsIn(columns, { locale: 'en-US', timeZone: 'Asia/Shanghai' });
    expect(english.map((column) => column.header)).toEqual(['Time (Asia/Shanghai)', 'Name']);
    expect(english.map((column) => column.value(row))).toEqual(['2026-03-01 08:00:00+08:00', row.name]);
    const chinese = csvColumnsIn(columns, { locale: 'zh-CN', timeZone: 'UTC' });
    expect(chinese.map((column) => column.header)).toEqual(['时间（UTC）', '名称']);
  });
});

describe('http(s) addresses', () => {
  it.each(['https://example.com/a.png', 'http://example.com'])('accepts %s', (url) =>
    expect(isHttpUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/relative/path',
    'ftp://example.com',
    'not a url',
    '',
  ])('refuses %s', (url) => expect(isHttpUrl(url)).toBe(false));
});

describe('streamed CSV export', () => {
  it('reads the rows chunk by chunk after the last key and writes every row once, with the header first', async () => {
    const all = Array.from({ length: 25 }, (_, index) => ({
      id: index + 1,
      label: index === 3 ? '=cmd' : `row ${index + 1}`,
    }));
    const asked: (number | null)[] = [];
    const app = Fastify();
    app.get('/export', (_request, reply) =>
      streamCsv(
        reply,
        'rows',
        [
          { header: 'ID', value: (row: (typeof all)[number]) => row.id },
          { header: 'Label', value: (row: (typeof all)[number]) => row.label },
        ],
        keysetPages(
          async (after: number | null, limit) => {
            asked.push(after);
            return all.filter((row) => row.id > (after ?? 0)).slice(0, limit);
          },
          (row) => row.id,
          10,
        ),
      ),
    );
    const answer = await app.inject({ method: 'GET', url: '/export' });
    await app.close();
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="rows-\d{14}\.csv"$/);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Label');
    expect(lines).toHaveLength(26);
    expect(lines[4]).toBe("4,'=cmd");
    expect(lines[25]).toBe('25,row 25');
    expect(asked).toEqual([null, 10, 20]);
  });
});
