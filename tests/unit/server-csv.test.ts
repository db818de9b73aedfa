import Fastify from 'fastify';
import { assertExportable, csvCell, EXPORT_ROW_LIMIT, keysetPages, streamCsv, toCsv } from '../../server/src/http/csv';
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
