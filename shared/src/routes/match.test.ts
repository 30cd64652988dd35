import {
  matchRoute,
  splitLocale,
  localizePath,
  localizeHref,
  switchLocalePath,
  canAccess,
  matchPattern,
  pathTo,
} from './index';
import { routes } from './table';

describe('route ownership table (spec §2)', () => {
  it('every route pattern is unique', () => {
    const patterns = routes.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each([
    ['/', 'home', 'mf-catalogue'],
    ['/cart', 'cart', 'mf-checkout'],
    ['/checkout/payment', 'checkout-payment', 'mf-checkout'],
    ['/user-panel/messages', 'user-panel.messages', 'mf-user-panel'],
    ['/user-panel/messages/42', 'user-panel.messages', 'mf-user-panel'],
    ['/user-panel/anything/else', 'user-panel.by-category', 'mf-user-panel'],
    ['/affiliates', 'affiliates.dashboard', 'mf-partner-dashboard'],
    ['/dashboard/services/edit/7', 'dashboard.services-edit', 'mf-partner-dashboard'],
    ['/super-admin/booking-item/9', 'super-admin.booking-item', 'mf-super-admin'],
    ['/category', 'category', 'mf-catalogue'],
    ['/category/wine-tours', 'category', 'mf-catalogue'],
    ['/sintra-palace-tour', 'service', 'mf-catalogue'],
    ['/not-found', 'not-found', 'shell'],
  ])('%s is %s owned by %s', (path, id, owner) => {
    const m = matchRoute(path);
    expect(m?.route.id).toBe(id);
    expect(m?.route.owner).toBe(owner);
  });

  it('every route also opens under /pt', () => {
    expect(matchRoute('/pt')?.route.id).toBe('home');
    expect(matchRoute('/pt/cart')).toMatchObject({ locale: 'pt', path: '/cart' });
    expect(matchRoute('/pt/partner/lisbon-tours')?.params).toEqual({ slug: 'lisbon-tours' });
  });

  it.each(['/dashboard/nope', '/a/b/c', '/favicon.ico', '/wp-login.php', '/transfers/offers/1/2'])(
    '%s matches no route (404)',
    (path) => expect(matchRoute(path)).toBeNull(),
  );

  it('locale prefix helpers keep the page', () => {
    expect(splitLocale('/pt/faqs?x=1')).toEqual({ locale: 'pt', path: '/faqs' });
    expect(localizePath('/', 'pt')).toBe('/pt');
    expect(switchLocalePath('/pt/cart', 'en')).toBe('/cart');
    expect(switchLocalePath('/', 'pt')).toBe('/pt');
  });

  it('optional parameter only at the end', () => {
    expect(matchPattern('/category/:slug?', '/category')).toEqual({});
    expect(matchPattern('/category/:slug?', '/category/x')).toEqual({ slug: 'x' });
  });

  it('role rules: anonymous must log in, a wrong role is forbidden (spec §6)', () => {
    const panel = matchRoute('/user-panel/bookings')!.route;
    expect(canAccess(panel, null)).toBe('login');
    expect(canAccess(panel, 'SUPPLIER')).toBe('forbidden');
    expect(canAccess(panel, 'CLIENT')).toBe('ok');
    expect(canAccess(matchRoute('/')!.route, null)).toBe('ok');
  });
});

describe('pathTo: typed links from the route table', () => {
  it('fills and encodes parameters, leaves out optional ones and splats', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('cart')).toBe('/cart');
    expect(pathTo('search', { term: 'surf lessons/sintra' })).toBe('/search/surf%20lessons%2Fsintra');
    expect(pathTo('dashboard.team-edit', { id: 42 })).toBe('/dashboard/profile/team/edit/42');
    expect(pathTo('category')).toBe('/category');
    expect(pathTo('category', { slug: 'beach' })).toBe('/category/beach');
    expect(pathTo('user-panel.by-category')).toBe('/user-panel');
    expect(pathTo('user-panel.by-category', { '*': 'surf/old' })).toBe('/user-panel/surf/old');
    // An alias (two rows, one id) gives its first row.
    expect(pathTo('affiliates.dashboard')).toBe('/affiliates');
  });

  it('gives back a path the table matches to the same route and params', () => {
    const match = matchRoute(localizePath(pathTo('partner', { slug: 'são-joão' }), 'pt'));
    expect(match).toMatchObject({ route: { id: 'partner' }, params: { slug: 'são-joão' }, locale: 'pt' });
  });

  it('throws on a missing required parameter', () => {
    expect(() => pathTo('service')).toThrow("missing parameter 'slug'");
    expect(() => pathTo('transfers-offer', { other: 1 })).toThrow("missing parameter 'id'");
  });

  it('takes only ids of the table', () => {
    // @ts-expect-error — not a route id
    expect(() => pathTo('no-such-page')).toThrow("no route 'no-such-page'");
  });
});

describe('localizeHref', () => {
  it('prefixes the path and keeps the query string and hash', () => {
    expect(localizeHref('/purchase-complete?booking=AB%20C&id=3', 'pt')).toBe(
      '/pt/purchase-complete?booking=AB%20C&id=3',
    );
    expect(localizeHref('/?x=1#top', 'pt')).toBe('/pt?x=1#top');
    expect(localizeHref('/cart?x=1', 'en')).toBe('/cart?x=1');
    expect(localizeHref('/faqs', 'pt')).toBe('/pt/faqs');
  });
});
