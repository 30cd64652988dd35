import { formatMoney, formatRating } from './format';

describe('one money format per language (issue 15 defect 11)', () => {
  it('en is "€45.00", pt is "45,00 €" (never "€45.00" or "45.00 €" in pt)', () => {
    expect(formatMoney(4500, 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'pt').replace(/\s/g, ' ')).toBe('45,00 €');
    expect(formatMoney(123456, 'pt').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatRating(4.55, 'pt')).toBe('4,6');
  });
});
