// CSV written by the API (the back office's streamed exports), with the rules of the front ends' @mp/shared/dashboard
// csv.ts: RFC 4180 quoting, a leading apostrophe on a text a spreadsheet would run as a formula (CSV injection), CRLF
// line ends and a BOM first so spreadsheets read UTF-8 accents right. Every export goes through `csvExport` and
// `sendCsv`: the rows are read in keyset batches as the client reads the answer, so memory does not grow with them.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type, type TObject } from '@sinclair/typebox';
import { errors } from './schemas';

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_BOM = '\uFEFF';

/** Rows per batch of a streamed export: enough to keep the database busy, few enough that memory stays flat. */
export const EXPORT_BATCH = 1000;

/** Cents as euros with two decimals, as every export writes money. */
export const euros = (cents: number): string => (cents / 100).toFixed(2);

/** One column of an export: the message key of its header (under the export's `messages`) and its cell. */
export interface CsvColumn<R> {
  key: string;
  value: (row: R) => CsvValue;
}

export interface CsvExport<R> {
  /** Message prefix of the headers: a column's header is `t(`${messages}.${key}`)`, in the staff member's language. */
  messages: string;
  columns: readonly CsvColumn<R>[];
  t: (key: string) => string;
  /**
   * The next rows in the export's keyset order (a unique, indexed key, e.g. the id, newest first): the first batch
   * when `after` is null, else the rows after the one whose cursor it is. At most `limit` rows.
   */
  batch: (after: number | null, limit: number) => Promise<readonly R[]>;
  /** The row's key in that order (what `batch` continues after). */
  cursor: (row: R) => number;
}

/**
 * The export as CSV text, produced batch by batch as the reader pulls it: the BOM and the header, then one line per row.
 * Each batch starts after the last row of the one before (keyset), so rows are neither skipped nor repeated where
 * batches meet and no batch costs more than the first.
 */
export async function* csvExport<R>(spec: CsvExport<R>, batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(spec.columns.map((c) => spec.t(`${spec.messages}.${c.key}`)));
  let after: number | null = null;
  for (;;) {
    const rows: readonly R[] = await spec.batch(after, batchSize);
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += csvLine(spec.columns.map((c) => c.value(row)));
    yield chunk;
    after = spec.cursor(rows[rows.length - 1]!);
    if (rows.length < batchSize) return;
  }
}

/**
 * Answers with a CSV download streamed from `body`. Build `body` (check the filters) before calling, so a bad filter is
 * a 422 before the first byte.
 */
export function sendCsv(reply: FastifyReply, filename: string, body: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(body));
}

const CsvBody = Type.Unsafe<string>({ type: 'string', description: 'text/csv; charset=utf-8, streamed' });

/** The schema of a list's export route: the list's query without paging and sort, a streamed CSV answer. */
export function csvExportSchema<Q extends TObject>(summary: string, listQuery: Q, tags: string[] = ['back office']) {
  return {
    tags,
    summary,
    querystring: Type.Omit(listQuery, ['page', 'per_page', 'sort']),
    response: { 200: CsvBody, ...errors(401, 403, 422) },
  };
}
