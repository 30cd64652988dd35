import { allocateDiscount, promoDiscount, promoProblem } from './promo';

const day = 86_400_000;

describe('promo codes (spec §4, §9)', () => {
  it('percent codes round to the cent and fixed codes never exceed the amount', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 4995)).toBe(500);
    expect(promoDiscount({ kind: 'fixed', value: 2000 }, 1500)).toBe(1500);
    expect(promoDiscount({ kind: 'fixed', value: 500 }, 0)).toBe(0);
  });

  it('splits a discount across lines so the shares add up exactly', () => {
    const shares = allocateDiscount(1000, [3333, 3333, 3334]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(shares).toEqual([333, 333, 334]);
    expect(allocateDiscount(5000, [1000, 1000])).toEqual([1000, 1000]);
  });

  it('only assigned codes within their dates and uses are usable', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const base = {
      status: 'assigned' as const,
      validFrom: new Date(now.getTime() - day),
      validTo: new Date(now.getTime() + day),
      maxUses: 1,
      uses: 0,
    };
    expect(promoProblem(base, now)).toBeNull();
    expect(promoProblem({ ...base, uses: 1 }, now)).toBe('used_up');
    expect(promoProblem({ ...base, status: 'requested' }, now)).toBe('not_active');
    expect(promoProblem({ ...base, validTo: new Date(now.getTime() - 1) }, now)).toBe('expired');
    expect(promoProblem({ ...base, validFrom: new Date(now.getTime() + 1) }, now)).toBe('not_yet_valid');
  });
});
