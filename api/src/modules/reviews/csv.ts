// An RFC 4180 CSV reader for the review import: UTF-8 (a leading BOM is dropped), fields quoted
// with " may hold commas, line breaks and doubled quotes, records end with LF or CRLF. Each record keeps the line
// it starts on, so an error can name the row a spreadsheet shows.
export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted field starting on line ${line}`);
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let touched = false;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (touched || fields.length > 1 || field !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      touched = true;
      quoteLine = line;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      touched = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (touched || field !== '' || fields.length > 0) endRecord();
  return records;
}
