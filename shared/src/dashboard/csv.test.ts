import { csvCell, everyRow, toCsv } from './csv';

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

describe('everyRow', () => {
  const page = (n: number, last: number) => ({
    current_page: n,
    last_page: last,
    per_page: 2,
    total: last * 2,
    next_page_url: null,
    data: [`${n}a`, `${n}b`],
  });

  it('asks for each page once and gives the rows in the list order', async () => {
    const asked: number[] = [];
    const rows = await everyRow(async (n) => {
      asked.push(n);
      return page(n, 7);
    }, 3);
    expect(asked.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows).toEqual(['1a', '1b', '2a', '2b', '3a', '3b', '4a', '4b', '5a', '5b', '6a', '6b', '7a', '7b']);
  });

  it('asks only once for a list of one page', async () => {
    const fetchPage = jest.fn(async (n: number) => page(n, 1));
    expect(await everyRow(fetchPage)).toEqual(['1a', '1b']);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('fails as a whole when a page fails, so no short file is saved', async () => {
    await expect(
      everyRow(async (n) => {
        if (n === 3) throw new Error('down');
        return page(n, 4);
      }),
    ).rejects.toThrow('down');
  });
});
