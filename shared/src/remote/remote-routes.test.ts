import { matchRoute, routes } from '../routes';
import { ownedRoutes } from './remote-routes';

describe('remote routes come from the one route table', () => {
  it('every route of the table belongs to exactly one remote or the shell', () => {
    const owned = ['mf-catalogue', 'mf-checkout', 'mf-user-panel', 'mf-partner-dashboard', 'mf-super-admin'].flatMap(
      (r) => ownedRoutes(r as never),
    );
    expect(owned.length + routes.filter((r) => r.owner === 'shell').length).toBe(routes.length);
  });

  it('gives each owned route its en path and its /pt twin', () => {
    expect([matchRoute('/')?.route.id, matchRoute('/pt')?.route.id]).toEqual(['home', 'home']);
    expect([matchRoute('/category/beach')?.route.id, matchRoute('/pt/category/beach')?.route.id]).toEqual([
      'category',
      'category',
    ]);
    const checkout = ownedRoutes('mf-checkout').map((route) => route.id);
    expect(checkout).toEqual([
      'cart',
      'checkout-personal-data',
      'checkout-payment',
      'purchase-complete',
      'booking-voucher',
      'booking-manage',
      'transfer-offer',
    ]);
  });

  it('a route renders only where the table gives it the path (no /:slug flash on /cart)', () => {
    const service = routes.find((r) => r.id === 'service')!;
    const cart = routes.find((r) => r.id === 'cart')!;
    expect(matchRoute('/lisbon-tour')?.route).toBe(service);
    expect(matchRoute('/cart')?.route).not.toBe(service);
    expect(matchRoute('/pt/cart')?.route).toBe(cart);
  });
});
