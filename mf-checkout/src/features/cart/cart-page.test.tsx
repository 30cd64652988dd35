import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, type CartItem } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { CartPage } from './cart-page';

addResources('checkout', { en, pt });
const route = routes.find((r) => r.id === 'cart')!;

const item = (id: string, name: string, total: number): CartItem => ({
  id,
  service_id: 1,
  service_slug: 'x',
  kind: 'experience',
  name,
  image_url: null,
  date: '2026-12-01',
  time: '10:00',
  quantity: 2,
  unit_price_cents: total / 2,
  total_cents: total,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
});

describe('/cart frame (spec §3 cart, §4 cart persistence lives in cartStore)', () => {
  beforeEach(() => act(() => cartStore.getState().clear()));

  it('says the cart is empty when it is', () => {
    render(<UiProvider><CartPage route={route} params={{}} title="Cart" /></UiProvider>);
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
  });

  it('lists the real cart items with the total, and removing one updates the store', async () => {
    act(() => {
      cartStore.getState().addItem(item('a', 'Sintra day tour', 5000));
      cartStore.getState().addItem(item('b', 'Douro cruise', 3000));
    });
    render(<UiProvider><CartPage route={route} params={{}} title="Cart" /></UiProvider>);
    expect(screen.getByRole('heading', { level: 2, name: 'Sintra day tour' })).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toContain('80.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sintra day tour from the cart' }));
    expect(cartStore.getState().items.map((i) => i.id)).toEqual(['b']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Sintra day tour' })).toBeNull();
  });

  it('has every en string in pt', () => {
    expect(Object.keys(pt.cart).sort()).toEqual(Object.keys(en.cart).sort());
  });
});
