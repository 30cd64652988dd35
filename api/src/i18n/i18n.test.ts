// Spec §7: requests carry Accept-Language from the stored locale; the API answers in en (default) or pt.
import { messages } from './messages';
import { fieldLabel, localeFromHeader, translator } from './index';

describe('localeFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['pt', 'pt'],
    ['pt-PT,pt;q=0.9', 'pt'],
    ['pt-BR', 'pt'],
    ['en-GB,en;q=0.9,pt;q=0.8', 'en'],
    ['en;q=0.5, pt-PT', 'pt'],
    ['fr-FR, de', 'en'],
    ['pt;q=0', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromHeader(header)).toBe(expected);
  });
});

describe('messages', () => {
  const keys = (obj: object, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('has every English message in Portuguese too', () => {
    expect(keys(messages.pt).sort()).toEqual(keys(messages.en).sort());
  });

  it('fills the same placeholders in Portuguese as in English (a mail never prints "{{e-mail}}")', () => {
    const flat = (obj: object, prefix = ''): [string, string][] =>
      Object.entries(obj).flatMap(([k, v]) =>
        typeof v === 'object'
          ? flat(v as object, `${prefix}${k}.`)
          : [[`${prefix}${k}`, String(v)] as [string, string]],
      );
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => m[1]))].sort();
    const english = new Map(flat(messages.en));
    const differing = flat(messages.pt).filter(
      ([key, text]) => english.has(key) && placeholders(text).join() !== placeholders(english.get(key)!).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translates field labels and humanises unknown fields', () => {
    expect(fieldLabel(translator('pt'), 'first_name')).toBe('nome');
    expect(fieldLabel(translator('en'), 'names.2')).toBe('names');
    expect(fieldLabel(translator('en'), 'pickup_location')).toBe('pickup location');
  });
});
