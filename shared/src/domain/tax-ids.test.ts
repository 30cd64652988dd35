import { isValidIban, isValidNif, isValidPtPostcode } from './tax-ids';

/** A valid NIF from its first 8 digits (mod-11 check digit). */
function nif(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(first8.charAt(i)) * (9 - i);
  const rest = 11 - (sum % 11);
  return `${first8}${rest >= 10 ? 0 : rest}`;
}

describe('Portuguese NIF', () => {
  it('accepts 9 digits with the right check digit, spaces allowed', () => {
    expect(isValidNif('514827360')).toBe(true);
    expect(isValidNif('123456789')).toBe(true);
    expect(isValidNif('514 827 360')).toBe(true);
    expect(isValidNif(nif('51234567'))).toBe(true);
  });

  it('takes 0 as the check digit when 11 - remainder is 10 or 11', () => {
    // 10000001: 9 + 2 = 11, remainder 0 → 11 → 0; 10000010: 9 + 3 = 12, remainder 1 → 10 → 0.
    expect(isValidNif('100000010')).toBe(true);
    expect(isValidNif('100000100')).toBe(true);
    expect(isValidNif('100000011')).toBe(false);
    expect(isValidNif('100000101')).toBe(false);
  });

  it('refuses a wrong check digit, a wrong first digit, a wrong length and letters', () => {
    expect(isValidNif('514827361')).toBe(false);
    expect(isValidNif('412345678')).toBe(false);
    expect(isValidNif('712345678')).toBe(false);
    expect(isValidNif('12345678')).toBe(false);
    expect(isValidNif('1234567890')).toBe(false);
    expect(isValidNif('12345678A')).toBe(false);
    expect(isValidNif('')).toBe(false);
  });
});

describe('IBAN (ISO 13616 mod 97)', () => {
  it('accepts a Portuguese IBAN written together, in groups of four or in lower case', () => {
    expect(isValidIban('PT50000201231234567890154')).toBe(true);
    expect(isValidIban('PT50 0002 0123 1234 5678 9015 4')).toBe(true);
    expect(isValidIban('pt50000201231234567890154')).toBe(true);
    expect(isValidIban(' pt50 0002 0123 1234 5678 9015 4 ')).toBe(true);
  });

  it('accepts IBANs of other countries with their own length', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
  });

  it('refuses a wrong checksum, a Portuguese IBAN that is not 25 characters long and malformed text', () => {
    expect(isValidIban('PT50000201231234567890155')).toBe(false);
    expect(isValidIban('PT51000201231234567890154')).toBe(false);
    expect(isValidIban('PT5000020123123456789015')).toBe(false);
    expect(isValidIban('PT500002012312345678901540')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('50000201231234567890154')).toBe(false);
    expect(isValidIban('PT50-0002-0123-1234-5678-9015-4')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });
});

describe('Portuguese postcode', () => {
  it('accepts NNNN-NNN, surrounding spaces ignored', () => {
    expect(isValidPtPostcode('1100-420')).toBe(true);
    expect(isValidPtPostcode(' 4000-007 ')).toBe(true);
  });

  it('refuses other shapes', () => {
    for (const value of ['1100', '1100420', '1100 420', '110-4200', '1100-42', 'ABCD-EFG', '28001', ''])
      expect(isValidPtPostcode(value)).toBe(false);
  });
});
