import { CsvSyntaxError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, line breaks and doubled quotes, and keeps each record’s first line', () => {
    const csv = '\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n\n3,z,w';
    expect(parseCsv(csv)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 3, fields: ['2', 'two\nlines', ''] },
      { line: 6, fields: ['3', 'z', 'w'] },
    ]);
  });

  it('keeps a quoted empty field and a trailing newline adds no record', () => {
    expect(parseCsv('"",b\n')).toEqual([{ line: 1, fields: ['', 'b'] }]);
  });

  it('names the line of a quote that never closes', () => {
    expect(() => parseCsv('a,b\n1,"open\nstill')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n1,"open\nstill')).toThrow(expect.objectContaining({ line: 2 }));
  });
});
