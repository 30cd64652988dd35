import { i18n, addResources } from '@mp/shared/i18n';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ageRangeText } from './age-range';

addResources('catalogue', { en, pt });

describe('an age range in words: open ends and the whole range never read as "0 to 99"', () => {
  const say = (locale: 'en' | 'pt', prefix: 'service' | 'party', from: number, to: number) =>
    ageRangeText((key, options) => i18n.getFixedT(locale, 'catalogue')(key, options), prefix, from, to);

  it('says an open end as "and over" / "and under", never 0 or 99', () => {
    expect(say('en', 'party', 13, 99)).toBe('Ages 13 and over');
    expect(say('en', 'party', 0, 12)).toBe('Ages 12 and under');
    expect(say('en', 'party', 4, 12)).toBe('Ages 4–12');
    expect(say('pt', 'party', 13, 99)).toBe('A partir dos 13 anos');
    expect(say('pt', 'party', 0, 12)).toBe('Até aos 12 anos');
    expect(say('en', 'service', 6, 99)).toBe('6 and over');
    expect(say('pt', 'service', 0, 10)).toBe('até aos 10 anos');
    expect(say('en', 'service', 0, 99)).toBe('All ages');
    expect(say('pt', 'party', 0, 99)).toBe('Todas as idades');
    for (const locale of ['en', 'pt'] as const) {
      for (const [from, to] of [
        [0, 12],
        [13, 99],
        [0, 99],
      ] as const) {
        expect(say(locale, 'party', from, to)).not.toMatch(/\b(0|99)\b/);
        expect(say(locale, 'service', from, to)).not.toMatch(/\b(0|99)\b/);
      }
    }
  });
});
