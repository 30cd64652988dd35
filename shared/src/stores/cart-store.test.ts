import { on } from '../bus';
import { cartStore, CART_LOCAL_KEY, CART_SESSION_KEY } from './cart-store';
import type { BillingData, CartItem } from './types';

const cart = () => cartStore.getState();
const item = (id: string, total: number, discount = 0): CartItem => ({
  id,
  service_id: 1,
  service_slug: 'sunset-cruise',
  kind: 'experience',
  name: `Item ${id}`,
  image_url: null,
  date: '2026-12-01',
  time: '18:00',
  quantity: 1,
  unit_price_cents: total,
  total_cents: total,
  discount_cents: discount,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
});
const billing: BillingData = {
  first_name: 'Rui',
  last_name: 'Costa',
  phone: '912345678',
  email: 'rui@example.pt',
  country: 'pt',
  city: 'Porto',
  address: 'Rua das Flores 1',
  zipcode: '4050-262',
  vatnumber: '123456789',
};
const local = () => JSON.parse(window.localStorage.getItem(CART_LOCAL_KEY) ?? 'null') as Record<string, unknown> | null;
const session = () =>
  JSON.parse(window.sessionStorage.getItem(CART_SESSION_KEY) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  cart().clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('cart store', () => {
  it('each date and time is its own line; a line with the same id replaces the one there, amounts and all', () => {
    const slot = (date: string, time: string, quantity: number, total: number): CartItem => ({
      ...item(`service-1-${date}-${time}`, total, 0),
      date,
      time,
      quantity,
    });
    cart().addItem(slot('2026-12-12', '10:00', 2, 6000));
    cart().addItem(slot('2026-12-13', '10:00', 1, 6000));
    cart().addItem(slot('2026-12-12', '15:00', 1, 6000));
    // A group price: the same slot again for the whole party of four is still one group's price, not two.
    cart().addItem(slot('2026-12-12', '10:00', 4, 6000));
    expect(cart().items.map((i) => [i.date, i.time, i.quantity, i.total_cents])).toEqual([
      ['2026-12-12', '10:00', 4, 6000],
      ['2026-12-13', '10:00', 1, 6000],
      ['2026-12-12', '15:00', 1, 6000],
    ]);
    expect(cart().total_price).toBe(18000);
    expect(cart().itemJustAdded).toMatchObject({ id: 'service-1-2026-12-12-10:00', quantity: 4 });
  });

  it('a transfer with the same id is replaced (the trip chosen again), not doubled', () => {
    cart().addItem({ ...item('transfer-7-abc', 9000), kind: 'transfer', quantity: 2 });
    cart().addItem({ ...item('transfer-7-abc', 12000), kind: 'transfer', quantity: 4 });
    expect(cart().items.map((i) => [i.id, i.quantity, i.total_cents])).toEqual([['transfer-7-abc', 4, 12000]]);
  });

  it('spec §9: total_price is the sum minus discounts, in cents', () => {
    cart().addItem(item('a', 5000, 500));
    cart().addItem(item('b', 1999));
    expect(cart().total_price).toBe(6499);
    cart().updateItem('b', { total_cents: 999 });
    expect(cart().total_price).toBe(5499);
    cart().removeItem('a');
    expect(cart().total_price).toBe(999);
  });

  it('emits cart:changed with count and total, and cart:item-added with the item', () => {
    const changed = jest.fn();
    const added = jest.fn();
    const offChanged = on('cart:changed', changed);
    const offAdded = on('cart:item-added', added);
    const a = item('a', 1200);
    cart().addItem(a);
    expect(added).toHaveBeenCalledWith({ item: a });
    expect(changed).toHaveBeenLastCalledWith({ count: 1, total_cents: 1200 });
    cart().setNotes('no emit for notes');
    expect(changed).toHaveBeenCalledTimes(1);
    cart().removeItem('a');
    expect(changed).toHaveBeenLastCalledWith({ count: 0, total_cents: 0 });
    offChanged();
    offAdded();
  });

  it('spec §9: cart, payment method, billing data, notes, promo code and points go to localStorage', () => {
    cart().addItem(item('a', 1000));
    cart().setPaymentMethod('mbway');
    cart().setBillingData(billing);
    cart().setNotes('Window seat');
    cart().setPromoCode('VERAO10');
    cart().setUsedPoints(150);
    expect(local()).toEqual({
      items: [item('a', 1000)],
      paymentMethod: 'mbway',
      billingData: billing,
      notes: 'Window seat',
      promo_code: 'VERAO10',
      usedPoints: 150,
    });
    expect(window.sessionStorage.getItem(CART_LOCAL_KEY)).toBeNull();
  });

  it('spec §9: the payment response and the MB WAY countdown go to sessionStorage only', () => {
    cart().setPaymentResponse({ reference: 'MBW-1' });
    cart().startMbwayCountdown(1_700_000_000_000);
    expect(session()).toEqual({ paymentResponse: { reference: 'MBW-1' }, mbwayStartedAt: 1_700_000_000_000 });
    expect(local()).toBeNull();
  });

  it('spec §4: the stored cart and payment state are restored on reload', () => {
    window.localStorage.setItem(
      CART_LOCAL_KEY,
      JSON.stringify({
        items: [item('a', 700, 100)],
        paymentMethod: 'card',
        billingData: billing,
        notes: 'n',
        promo_code: 'P',
        usedPoints: 3,
      }),
    );
    window.sessionStorage.setItem(
      CART_SESSION_KEY,
      JSON.stringify({ paymentResponse: { ok: 1 }, mbwayStartedAt: 123 }),
    );
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = (require('./cart-store') as typeof import('./cart-store')).cartStore.getState();
      expect(fresh.items).toHaveLength(1);
      expect(fresh.total_price).toBe(600);
      expect(fresh).toMatchObject({
        paymentMethod: 'card',
        billingData: billing,
        notes: 'n',
        promo_code: 'P',
        usedPoints: 3,
        paymentResponse: { ok: 1 },
        mbwayStartedAt: 123,
      });
    });
  });

  it('ignores a corrupted stored cart instead of crashing', () => {
    window.localStorage.setItem(CART_LOCAL_KEY, '{not json');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect((require('./cart-store') as typeof import('./cart-store')).cartStore.getState().items).toEqual([]);
    });
  });

  it('spec §4: the MB WAY countdown clears on reset, with the payment status', () => {
    cart().setProcessingPayment(true);
    cart().setPaymentResponse({ reference: 'x' });
    cart().startMbwayCountdown(5);
    cart().setPaymentErrors({ card_number: ['Invalid'] });
    cart().resetPayment();
    expect(cart()).toMatchObject({
      processingPayment: false,
      paymentResponse: null,
      mbwayStartedAt: null,
      paymentErrors: {},
    });
    expect(session()).toBeNull();
  });

  it('spec §4: clear empties the cart and both storages', () => {
    cart().addItem(item('a', 1000));
    cart().setPromoCode('X');
    cart().startMbwayCountdown(1);
    cart().clear();
    expect(cart()).toMatchObject({ items: [], total_price: 0, promo_code: null, mbwayStartedAt: null });
    expect(local()).toBeNull();
    expect(session()).toBeNull();
  });

  it("spec §5: editing a field clears that field's checkout error", () => {
    cart().setCheckoutErrors({ email: ['Required'], phone: ['Invalid'] });
    cart().clearCheckoutError('email');
    expect(cart().checkoutErrors).toEqual({ phone: ['Invalid'] });
  });

  it('points are whole and never negative', () => {
    cart().setUsedPoints(-5);
    expect(cart().usedPoints).toBe(0);
    cart().setUsedPoints(12.7);
    expect(cart().usedPoints).toBe(12);
  });
});

describe('cart in other browser tabs', () => {
  it('an item added in another tab shows here, with the total and cart:changed', () => {
    const changed = jest.fn();
    const off = on('cart:changed', changed);
    const stored = {
      items: [item('z', 900)],
      paymentMethod: null,
      billingData: null,
      notes: '',
      promo_code: null,
      usedPoints: 0,
    };
    window.localStorage.setItem(CART_LOCAL_KEY, JSON.stringify(stored));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: CART_LOCAL_KEY,
        newValue: JSON.stringify(stored),
        storageArea: window.localStorage,
      }),
    );
    expect(cart().items.map((i) => i.id)).toEqual(['z']);
    expect(changed).toHaveBeenLastCalledWith({ count: 1, total_cents: 900 });
    off();
  });
});
