// One term per concept, so a reader never wonders whether two words mean two things: pt-PT says "meio de pagamento",
// "e-mail", "ligação", "telemóvel", "colaboradores" and "Finalizar compra", never the other words travellers met side
// by side; en is en-GB ("cancelled"); a zero form never says "Only 0 places". Checked on every front end's strings.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const DIRS = [
  'shared/src/i18n/locales',
  'shell/src/locales',
  'mf-catalogue/src/locales',
  'mf-checkout/src/locales',
  'mf-user-panel/src/locales',
  'mf-partner-dashboard/src/locales',
  'mf-super-admin/src/locales',
];

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const PT_RULES: [RegExp, string][] = [
  [/\bm[ée]todos? (de pagamento|escolhido)/i, 'meio de pagamento'],
  [/\bemails?\b/i, 'e-mail'],
  [/\blinks?\b/i, 'ligação'],
  [/checkout/i, 'Finalizar compra'],
  [/\btelefones?\b/i, 'telemóvel'],
  [/funcion[áa]rios?/i, 'colaboradores'],
];
const EN_RULES: [RegExp, string][] = [[/\bcanceled\b/i, 'cancelled (en-GB)']];
const ZERO = /\bonly \d|\bonly \{\{count\}\}|\bs[óo] resta/i;

/** "key: text → term" for every string breaking a rule (placeholders such as {{email}} are not words). */
export function offTerm(strings: unknown, rules: [RegExp, string][]): string[] {
  return leaves(strings).flatMap(([key, text]) => {
    const words = text.replace(/\{\{[^}]*\}\}/g, '');
    const broken = rules.filter(([rule]) => rule.test(words)).map(([, term]) => `${key}: ${text} → ${term}`);
    return key.endsWith('_zero') && ZERO.test(words) ? [...broken, `${key}: ${text} → a zero form of its own`] : broken;
  });
}

describe('one term per concept', () => {
  it('finds the other word, leaves placeholders alone', () => {
    expect(
      offTerm(
        {
          a: 'Confirme o seu email',
          b: 'Enviámos para {{email}}.',
          c: 'Altere o método de pagamento.',
          d: { n_zero: 'Só restam {{count}} lugares' },
        },
        PT_RULES,
      ),
    ).toEqual([
      'a: Confirme o seu email → e-mail',
      'c: Altere o método de pagamento. → meio de pagamento',
      'd.n_zero: Só restam {{count}} lugares → a zero form of its own',
    ]);
  });

  it.each(DIRS)('%s: pt and en use the one term', (dir) => {
    const read = (file: string) => JSON.parse(readFileSync(path.join(root, dir, file), 'utf8')) as unknown;
    expect(offTerm(read('pt.json'), PT_RULES)).toEqual([]);
    expect(offTerm(read('en.json'), EN_RULES)).toEqual([]);
  });
});
