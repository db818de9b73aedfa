// CSV exports of a list's current filter: one helper so every list escapes and names files alike.
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { AppError } from './errors';

/** An export answers at most this many rows; a larger result asks for a narrower filter. */
export const EXPORT_ROW_LIMIT = 10_000;

export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// A cell starting with one of these is a formula in spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Whether `name` is a time zone this server knows (an IANA name such as `Asia/Shanghai`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the wall clock of `timeZone` shows it, with that moment's offset (RFC 3339 with a space):
 * `2026-11-28 22:24:20+08:00`. The offset is the instant's own, so summer and winter rows of one zone
 * each read right. Null and undefined stay empty.
 */
export function zonedTime(value: string | Date | null | undefined, timeZone: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value: text }) => [type, text]));
  const wall = Date.UTC(+part.year, +part.month - 1, +part.day, +part.hour, +part.minute, +part.second);
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}${sign}${hours}:${minutes}`;
}

/** RFC 4180 text with a byte-order mark, so spreadsheet programs read UTF-8 (Chinese) correctly. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** Refuses, rather than silently truncating, an export whose filter matches more rows than the limit. */
export function assertExportable(total: number): void {
  if (total > EXPORT_ROW_LIMIT) {
    throw new AppError(
      'EXPORT_TOO_LARGE',
      `The export would hold ${total} rows; narrow the filter to at most ${EXPORT_ROW_LIMIT}.`,
      {
        params: { total, limit: EXPORT_ROW_LIMIT },
      },
    );
  }
}

/** The paging an export asks a list service for: everything, up to the limit. */
const exportPage = { current: 1, pageSize: EXPORT_ROW_LIMIT };

/** The CSV of every row a list's filter matches, in its sort order; refused above the export limit. */
export async function wholeListCsv<Row>(
  listPage: (page: typeof exportPage) => Promise<{ data: Row[]; total: number }>,
  columns: CsvColumn<Row>[],
): Promise<string> {
  const { data, total } = await listPage(exportPage);
  assertExportable(total);
  return toCsv(columns, data);
}

/** OpenAPI description of a CSV answer. */
export const csvResponse = z.string().describe('text/csv; UTF-8 with a byte-order mark');

/** A CSV download named after the list and the moment, never cached. */
function asCsvDownload(reply: FastifyReply, fileStem: string) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileStem}-${stamp}.csv"`)
    .header('cache-control', 'no-store');
}

export function sendCsv(reply: FastifyReply, fileStem: string, csv: string) {
  return asCsvDownload(reply, fileStem).send(csv);
}

/**
 * RFC 4180 text as rows of cells: quoted cells may hold commas, quotes (doubled) and line breaks;
 * a leading byte-order mark and blank lines are dropped. Null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    if (row.some((value) => value.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let index = 0; index < input.length; index += 1) {
    const character = input[index];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && input[index + 1] === '\n') index += 1;
      endRow();
    } else cell += character;
  }
  if (quoted) return null;
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** The rows of an export read in chunks, each chunk starting after the last key of the one before. */
export async function* keysetPages<Row, Key>(
  fetchAfter: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  chunkSize = 2000,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetchAfter(after, chunkSize);
    if (rows.length) yield rows;
    if (rows.length < chunkSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/**
 * A CSV export of any size, streamed: rows are read chunk by chunk (keysetPages) and written as
 * they come, so a million-row export neither times out nor holds the rows in memory.
 */
export function streamCsv<Row>(
  reply: FastifyReply,
  fileStem: string,
  columns: CsvColumn<Row>[],
  chunks: AsyncIterable<Row[]>,
) {
  async function* lines() {
    yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
    for await (const rows of chunks) {
      yield rows.map((row) => `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`).join('');
    }
  }
  return asCsvDownload(reply, fileStem).send(Readable.from(lines()));
}
