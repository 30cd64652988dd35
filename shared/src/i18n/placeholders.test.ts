// A translation names the same {{placeholders}} as the English string it translates: a pt string that spells one
// differently ("{{e-mail}}" for "{{email}}") shows the raw braces to the customer. Checked for every front end.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const localeDirs = [
  'shared/src/i18n/locales',
  'shell/src/locales',
  ...readdirSync(root)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src/locales`),
].filter((dir) => existsSync(path.join(root, dir, 'en.json')));

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!))].sort();
}

/** Keys whose pt string names a placeholder the en string does not have (or the reverse), zero forms aside. */
export function mismatchedPlaceholders(en: unknown, pt: unknown): string[] {
  const ptStrings = new Map(leaves(pt));
  return leaves(en)
    .filter(([key]) => !key.endsWith('_zero') && ptStrings.has(key))
    .filter(([key, text]) => placeholders(text).join() !== placeholders(ptStrings.get(key)!).join())
    .map(([key]) => key);
}

describe('placeholders', () => {
  it('finds a misspelt placeholder', () => {
    expect(
      mismatchedPlaceholders({ a: { sent: 'To {{email}}.' }, b: 'ok' }, { a: { sent: 'Para {{e-mail}}.' }, b: 'ok' }),
    ).toEqual(['a.sent']);
    expect(mismatchedPlaceholders({ a: 'To {{ email }} and {{name}}' }, { a: '{{name}} e {{email}}' })).toEqual([]);
  });

  it.each(localeDirs)('%s: pt names the same placeholders as en', (dir) => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, dir, file), 'utf8')) as unknown;
    expect(mismatchedPlaceholders(read('en.json'), read('pt.json'))).toEqual([]);
  });
});
