import { routes } from '../routes';
import { isCurrentRoute, ownedRoutes, routerPaths } from './remote-routes';

describe('remote routes come from the one route table (issue 2 item 4)', () => {
  it('every route of the table belongs to exactly one remote or the shell', () => {
    const owned = ['mf-catalogue', 'mf-checkout', 'mf-user-panel', 'mf-partner-dashboard', 'mf-super-admin'].flatMap((r) =>
      ownedRoutes(r as never).map((o) => o.route),
    );
    expect(owned.length + routes.filter((r) => r.owner === 'shell').length).toBe(routes.length);
  });

  it('gives each owned route its en path and its /pt twin', () => {
    expect(routerPaths('/')).toEqual(['/', '/pt']);
    expect(routerPaths('/category/:slug?')).toEqual(['/category/:slug?', '/pt/category/:slug?']);
    const checkout = ownedRoutes('mf-checkout').map((o) => o.route.id);
    expect(checkout).toEqual(['cart', 'checkout-personal-data', 'checkout-payment', 'purchase-complete']);
  });

  it('a route renders only where the table gives it the path (no /:slug flash on /cart)', () => {
    const service = routes.find((r) => r.id === 'service')!;
    const cart = routes.find((r) => r.id === 'cart')!;
    expect(isCurrentRoute(service, '/lisbon-tour')).toBe(true);
    expect(isCurrentRoute(service, '/cart')).toBe(false);
    expect(isCurrentRoute(cart, '/pt/cart')).toBe(true);
  });
});
