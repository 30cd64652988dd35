import { cardNumberDigits, digitsOnly, formatPhone3x3, phoneDigits, toMbwayPhone } from './phone';

describe('phone and card digits', () => {
  it('spec §5: card number has non-digits stripped before sending', () => {
    expect(cardNumberDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('spec §5: phone has non-digits stripped', () => {
    expect(phoneDigits('912-345 678')).toBe('912345678');
    expect(digitsOnly(null)).toBe('');
  });

  it('spec §5: MB WAY phone is sent with prefix 351#', () => {
    expect(toMbwayPhone('912 345 678')).toBe('351#912345678');
  });

  it('spec §5: a phone typed with the country code is not prefixed twice', () => {
    expect(toMbwayPhone('+351 912 345 678')).toBe('351#912345678');
    expect(toMbwayPhone('00351912345678')).toBe('351#912345678');
  });

  it('spec §5: phone is displayed as three groups of 3 digits', () => {
    expect(formatPhone3x3('912345678')).toBe('912 345 678');
    expect(formatPhone3x3('(91) 234-5678')).toBe('912 345 678');
    expect(formatPhone3x3('')).toBe('');
  });
});
