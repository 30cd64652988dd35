// CSV export of the rows a list shows (RFC 4180), safe to open in a spreadsheet.

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
