import { parseCsv, toCsv } from '../../server/src/http/csv';

describe('reading CSV files', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('drops the byte-order mark and blank lines, and keeps empty cells', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,\n,,\n2,3')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
  });

  it('refuses a quote that is never closed', () => {
    expect(parseCsv('a,b\n"open,1\n')).toBeNull();
  });

  it('reads back what the export writes', () => {
    const columns = [
      { header: 'name', value: (row: { name: string; note: string }) => row.name },
      { header: '备注', value: (row: { name: string; note: string }) => row.note },
    ];
    const rows = [{ name: 'a "quoted", name', note: '中文\r\nline' }];
    expect(parseCsv(toCsv(columns, rows))).toEqual([
      ['name', '备注'],
      ['a "quoted", name', '中文\r\nline'],
    ]);
  });
});
