// CSV written by the API (streamed exports), with the rules of the front ends' @mp/shared/dashboard csv.ts: RFC 4180
// quoting, a leading apostrophe on a text a spreadsheet would run as a formula (CSV injection), CRLF line ends and a
// BOM first so spreadsheets read UTF-8 accents right.

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
