import { localeCookieString, localeFromAcceptLanguage, localeOfCookieHeader, parseAcceptLanguage } from './locale';

describe('locale rules (spec §9)', () => {
  it('ranks Accept-Language by q, keeps header order on ties and drops q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, pt-PT, fr;q=0.5, de;q=0')).toEqual(['pt-pt', 'en', 'fr']);
  });

  it('picks the first of our locales a browser asks for, en otherwise', () => {
    expect(localeFromAcceptLanguage('fr, pt-BR;q=0.8, en;q=0.5')).toBe('pt');
    expect(localeFromAcceptLanguage('de, en-GB;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('reads only a supported locale from the cookie and writes it for 365 days, path /, SameSite Lax', () => {
    expect(localeOfCookieHeader('a=1; i18n_redirected=pt')).toBe('pt');
    expect(localeOfCookieHeader('i18n_redirected=fr')).toBeNull();
    expect(localeCookieString('en', Date.UTC(2026, 0, 1))).toBe(
      'i18n_redirected=en; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Path=/; SameSite=Lax',
    );
  });
});
