import { localeCookie, parseAcceptLanguage, prefersPortuguese, readCookie } from './locale';

describe('Accept-Language (a first visit preferring Portuguese goes to /pt)', () => {
  it('orders tags by q, keeping header order for equal q, and drops q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, pt-PT, fr;q=0.5, de;q=0')).toEqual(['pt-pt', 'en', 'fr']);
  });

  it.each([
    ['pt', true],
    ['pt-PT,pt;q=0.9,en;q=0.8', true],
    ['pt-BR', true],
    ['en-GB,en;q=0.9,pt;q=0.8', false],
    ['en;q=0.4,pt;q=0.9', true],
    ['fr-FR', false],
    ['', false],
    [undefined, false],
  ])('%s → prefers Portuguese: %s', (header, expected) => {
    expect(prefersPortuguese(header)).toBe(expected);
  });
});

describe('locale cookie (spec §9: i18n_redirected, 365 days, path /, SameSite lax)', () => {
  it('has the name, a 365-day lifetime, path / and SameSite=Lax', () => {
    const cookie = localeCookie('pt', new Date('2026-01-01T00:00:00Z'));
    expect(cookie).toMatch(/^i18n_redirected=pt;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; i18n_redirected=pt; b=2', 'i18n_redirected')).toBe('pt');
    expect(readCookie('a=1', 'i18n_redirected')).toBeUndefined();
  });
});
