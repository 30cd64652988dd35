// European Portuguese puts zero in the plural ("0 ofertas"), but i18next's `pt` plural rules (Brazilian) treat 0 as
// singular. i18next looks up `<key>_zero` first whenever count is 0, so every counted string of the front ends carries
// a `_zero` form (the plural's words). This test keeps it so for strings added later.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';

const root = path.resolve(__dirname, '../../..');
const localeFiles = [
  'shared/src/i18n/locales',
  'shell/src/locales',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src/locales`),
]
  .filter((dir) => existsSync(path.join(root, dir)))
  .flatMap((dir) => ['en.json', 'pt.json'].map((f) => path.join(dir, f)));

function countedKeys(node: unknown, prefix = ''): { key: string; forms: Set<string> }[] {
  if (!node || typeof node !== 'object') return [];
  const entries = Object.entries(node as Record<string, unknown>);
  const here = new Map<string, Set<string>>();
  for (const [k, v] of entries) {
    const m = /^(.*)_(zero|one|other)$/.exec(k);
    if (m && typeof v === 'string') here.set(m[1]!, (here.get(m[1]!) ?? new Set()).add(m[2]!));
  }
  return [
    ...[...here].map(([k, forms]) => ({ key: prefix + k, forms })),
    ...entries.flatMap(([k, v]) => countedKeys(v, `${prefix}${k}.`)),
  ];
}

describe('counted strings (pt-PT: zero takes the plural)', () => {
  it.each(localeFiles)('%s: every counted string has a _zero form', (file) => {
    const strings = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
    const missing = countedKeys(strings)
      .filter((c) => c.forms.has('one') && !c.forms.has('zero'))
      .map((c) => c.key);
    expect(missing).toEqual([]);
  });

  it.each(localeFiles)(
    '%s: a string with {{count}} is counted (has plural forms), so "1 items" never shows',
    (file) => {
      const strings = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
      const uncounted: string[] = [];
      const walk = (node: unknown, prefix: string) => {
        for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
          if (typeof v === 'string' && /\{\{\s*count\s*\}\}/.test(v) && !/_(zero|one|other)$/.test(k))
            uncounted.push(prefix + k);
          else if (v && typeof v === 'object') walk(v, `${prefix}${k}.`);
        }
      };
      walk(strings, '');
      expect(uncounted).toEqual([]);
    },
  );

  it('i18next picks the _zero form for 0 in pt, the _one form for 1', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'pt',
      resources: {
        pt: {
          t: { offers_zero: '{{count}} ofertas', offers_one: '{{count}} oferta', offers_other: '{{count}} ofertas' },
        },
      },
      defaultNS: 't',
    });
    expect(i18n.t('offers', { count: 0 })).toBe('0 ofertas');
    expect(i18n.t('offers', { count: 1 })).toBe('1 oferta');
    expect(i18n.t('offers', { count: 3 })).toBe('3 ofertas');
  });
});
