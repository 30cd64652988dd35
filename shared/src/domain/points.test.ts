import { pointsEarned, pointsValueCents, usablePoints } from './points';

describe('points rate (api/README.md: 100 points = €1, 1 point per € earned)', () => {
  it('values and earns at the documented rate', () => {
    expect(pointsValueCents(250)).toBe(250);
    expect(pointsEarned(4999)).toBe(49);
  });
  it('never uses more than the balance or the amount due', () => {
    expect(usablePoints(1000, 300, 10_000)).toBe(300);
    expect(usablePoints(1000, 5000, 420)).toBe(420);
    expect(usablePoints(-5, 100, 100)).toBe(0);
  });
});
