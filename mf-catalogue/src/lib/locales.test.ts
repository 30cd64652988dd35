import en from '../locales/en.json';
import pt from '../locales/pt.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

it('every catalogue string exists in en and pt (house rule), and none is left untranslated by accident', () => {
  expect(keys(pt).sort()).toEqual(keys(en).sort());
  const flat = (o: unknown): Record<string, string> =>
    Object.fromEntries(
      keys(o).map((k) => [k, k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o) as string]),
    );
  const e = flat(en);
  const p = flat(pt);
  const same = Object.keys(e).filter((k) => e[k] === p[k] && !/\{\{|IBAN|BIC|Email|Website|Minibus/.test(e[k] ?? ''));
  expect(same).toEqual([]);
});
