// An age range in words, never the stored bounds ("Ages 0 to 99" reads like a placeholder): an open end is said as
// "13 and over" or "12 and under", and the whole range as "All ages". `prefix` is the strings' group: `service` for
// the facts list, `party` for the booking box's steppers.
export const OPEN_AGE_END = 99;

type Translate = (key: string, options: Record<string, number>) => string;

export function ageRangeText(t: Translate, prefix: 'service' | 'party', from: number, to: number): string {
  const lowOpen = from <= 0;
  const highOpen = to >= OPEN_AGE_END;
  if (lowOpen && highOpen) return t(`${prefix}.allAges`, {});
  if (highOpen) return t(`${prefix}.agesFrom`, { from });
  if (lowOpen) return t(`${prefix}.agesUpTo`, { to });
  return t(`${prefix}.ageRange`, { from, to });
}
