import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text that a spreadsheet would run as a formula, keeps numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a BOM, the header and one CRLF line per row', () => {
    const csv = toCsv(
      [{ name: 'Sintra à tarde', total: 45.5 }],
      [
        { header: 'Service', value: (r) => r.name },
        { header: 'Total', value: (r) => r.total },
      ],
    );
    expect(csv).toBe('\uFEFFService,Total\r\nSintra à tarde,45.5\r\n');
  });
});
