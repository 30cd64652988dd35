import { euroCentsOf } from './amount';

describe('euroCentsOf: euros as staff type them', () => {
  it('reads the decimal comma and the thousands point in Portuguese', () => {
    expect(euroCentsOf('12,50', 'pt')).toBe(1250);
    expect(euroCentsOf('12,5', 'pt')).toBe(1250);
    expect(euroCentsOf('1.250,05 €', 'pt')).toBe(125005);
    expect(euroCentsOf('7', 'pt')).toBe(700);
  });

  it('reads the decimal point and the thousands comma in English', () => {
    expect(euroCentsOf('€12.50', 'en')).toBe(1250);
    expect(euroCentsOf('1,250.05', 'en')).toBe(125005);
  });

  it("refuses the other language's decimal mark, a third decimal, a sign and words", () => {
    expect(euroCentsOf('12.50', 'pt')).toBeNull();
    expect(euroCentsOf('12,50', 'en')).toBeNull();
    expect(euroCentsOf('12,505', 'pt')).toBeNull();
    expect(euroCentsOf('-5', 'en')).toBeNull();
    expect(euroCentsOf('ten', 'en')).toBeNull();
    expect(euroCentsOf('', 'en')).toBeNull();
  });
});
