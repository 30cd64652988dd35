// CSV export of the rows a list shows (RFC 4180), safe to open in a spreadsheet.
import type { PageOf } from '../contracts/common';

export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | boolean | null | undefined;
}

/**
 * A cell as CSV: quoted when it holds a quote, separator or line break. A text starting with = + - @ or a tab
 * would run as a formula in a spreadsheet (CSV injection), so it gets a leading apostrophe; numbers stay numbers.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header line + one line per row, CRLF line ends, with a BOM so spreadsheets read UTF-8 (accents) right. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves a CSV text as a file through a temporary link (the browser's download). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The largest page the API's lists give (their `per_page`/`items` maximum). */
export const CSV_PAGE_SIZE = 100;

/**
 * Every row of a paged list, for a file that must add up to the screen: the first page says how many pages there
 * are, the rest are asked for a few at a time, and the rows come back in the list's order.
 */
export async function everyRow<T>(fetchPage: (page: number) => Promise<PageOf<T>>, parallel = 4): Promise<T[]> {
  const first = await fetchPage(1);
  const rest: T[][] = [];
  for (let from = 2; from <= first.last_page; from += parallel) {
    const pages = Array.from({ length: Math.min(parallel, first.last_page - from + 1) }, (_, i) => from + i);
    rest.push(...(await Promise.all(pages.map(async (page) => (await fetchPage(page)).data))));
  }
  return [...first.data, ...rest.flat()];
}
