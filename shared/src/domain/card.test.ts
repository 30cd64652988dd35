import { cardBrand, cardLast4, luhnValid } from './card';

describe('card numbers (spec §5 digits only)', () => {
  it('checks Luhn on the digits, whatever the spacing', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000-0000-0000-0002')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
  it('keeps brand and last 4 only', () => {
    expect(cardBrand('4000 0000 0000 3220')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  });
});
