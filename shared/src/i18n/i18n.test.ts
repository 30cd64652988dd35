import { routes } from '../routes';
import en from './locales/en.json';
import pt from './locales/pt.json';
import {
  addResources,
  formatDate,
  formatMoney,
  formatRating,
  i18n,
  loadResources,
  registerResources,
  localeCookieString,
  readLocaleCookie,
  LOCALE_COOKIE,
} from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf key path of a JSON tree, with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const enLeaves = leaves(en as Tree);
const ptLeaves = leaves(pt as Tree);

afterEach(() => {
  void i18n.changeLanguage('en');
});

describe('common namespace', () => {
  it('every en key has a non-empty pt translation (and pt has no stray keys)', () => {
    const missing = [...enLeaves.keys()].filter((k) => !ptLeaves.get(k)?.trim());
    const extra = [...ptLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('interpolation placeholders are the same in en and pt', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, value] of enLeaves) expect([key, vars(ptLeaves.get(key) ?? '')]).toEqual([key, vars(value)]);
  });

  it('has a page title routes.<id> for every route id in the route table, in en and pt', () => {
    for (const route of routes) {
      expect([route.id, i18n.exists(`routes.${route.id}`, { lng: 'en', ns: 'common' })]).toEqual([route.id, true]);
      expect([route.id, ptLeaves.has(`routes.${route.id}`)]).toEqual([route.id, true]);
    }
    expect(i18n.t('routes.user-panel.bookings', { lng: 'pt' })).toBe('Próximas reservas');
  });

  it('has the app strings the shell and kit use, with the spec wording', () => {
    expect(i18n.t('app.notFound', { path: '/nowhere' })).toBe('Page Not Found: /nowhere');
    expect(i18n.t('app.serverError')).toBe('Internal Server Error');
    expect(i18n.t('app.operationFailed')).toBe('Operation could not be completed. Please try again.');
    expect(i18n.t('app.somethingWentWrong')).toBe('Something went wrong');
    expect(i18n.t('app.changePaymentMethod')).toBe(
      'Operation could not be completed. Please try again or change your payment method.',
    );
    expect(i18n.t('app.unavailable')).toBe('This part of the page is unavailable right now.');
    for (const key of [
      'retry',
      'loading',
      'loginRequired',
      'login',
      'noAccess',
      'noAccessHint',
      'backHome',
      'skipToContent',
      'close',
    ]) {
      expect([key, enLeaves.has(`app.${key}`)]).toEqual([key, true]);
    }
  });

  it('has no placeholder "coming soon" content', () => {
    const placeholder = /coming ?soon|em breve|lorem ipsum/iu;
    // "todo" is an ordinary Portuguese word ("em todo o Portugal"): a leftover marker is TODO in capitals there.
    const todo = { en: /(?<!\p{L})todo(?!\p{L})/iu, pt: /(?<!\p{L})TODO(?!\p{L})/u };
    for (const [locale, leaves] of [
      ['en', enLeaves],
      ['pt', ptLeaves],
    ] as const) {
      for (const [key, value] of leaves) {
        const text = `${key} ${value}`;
        expect([key, placeholder.test(text) || todo[locale].test(text)]).toEqual([key, false]);
      }
    }
  });
});

describe('i18n helpers', () => {
  it('addResources registers a remote namespace in both languages', () => {
    addResources('mf-test', { en: { hello: 'Hello' }, pt: { hello: 'Olá' } });
    expect(i18n.t('hello', { ns: 'mf-test', lng: 'pt' })).toBe('Olá');
    expect(i18n.t('hello', { ns: 'mf-test', lng: 'en' })).toBe('Hello');
  });

  it("registerResources loads a namespace in the page's language only; a switch loads the other one before applying", async () => {
    const asked: string[] = [];
    const chunk = (language: string, strings: object) => async () => {
      asked.push(language);
      return { default: strings };
    };
    await registerResources('mf-lazy', { en: chunk('en', { hi: 'Hi' }), pt: chunk('pt', { hi: 'Olá' }) });
    expect(asked).toEqual(['en']);
    expect(i18n.t('hi', { ns: 'mf-lazy' })).toBe('Hi');
    expect(i18n.hasResourceBundle('pt', 'mf-lazy')).toBe(false);

    const switching = i18n.changeLanguage('pt');
    expect(i18n.language).toBe('en');
    await switching;
    expect(asked).toEqual(['en', 'pt']);
    expect([i18n.language, i18n.t('hi', { ns: 'mf-lazy' })]).toEqual(['pt', 'Olá']);
  });

  it("spec §8: a locale chunk that fails to load is logged as 'Failed locale loading' and keys show", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await registerResources('mf-lazy-broken', { en: () => Promise.reject(new Error('404')), pt: async () => ({}) });
    expect(error).toHaveBeenCalledWith('Failed locale loading', expect.any(Error));
    expect(i18n.t('hi', { ns: 'mf-lazy-broken' })).toBe('hi');
    error.mockRestore();
  });

  it("spec §8: a locale loading failure is logged as 'Failed locale loading'", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadResources('mf-broken', () => Promise.reject(new Error('404')))).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Failed locale loading', expect.any(Error));
    error.mockRestore();
    await expect(loadResources('mf-ok', async () => ({ en: { a: 'A' }, pt: { a: 'Á' } }))).resolves.toBe(true);
    expect(i18n.t('a', { ns: 'mf-ok', lng: 'pt' })).toBe('Á');
  });

  it('spec §9: the locale cookie is i18n_redirected, 365 days, path /, SameSite Lax', () => {
    const cookie = localeCookieString('pt', Date.UTC(2026, 0, 1));
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    expect(cookie).toContain('i18n_redirected=pt');
    expect(cookie).toContain(`Max-Age=${365 * 86400}`);
    expect(cookie).toContain('Expires=Fri, 01 Jan 2027 00:00:00 GMT');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(readLocaleCookie('a=1; i18n_redirected=pt; b=2')).toBe('pt');
    expect(readLocaleCookie('i18n_redirected=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });

  it('spec §9: money in euro (€) from integer cents, per language', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(123456, 'pt').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect([formatRating(4.5, 'en'), formatRating(4.5, 'pt'), formatRating(4, 'pt'), formatRating(4.25, 'en')]).toEqual(
      ['4.5', '4,5', '4', '4.3'],
    );
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
  });
});
