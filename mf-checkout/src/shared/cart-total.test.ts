import { cartTotalCents, cartTotalOrStore } from './cart-total';

describe('cart total', () => {
  it('spec §9: total = sum minus discounts (and points), never below 0, 2 decimals', () => {
    const lines = [
      { total_cents: 5000, discount_cents: 500 },
      { total_cents: 2550, discount_cents: 0 },
    ];
    expect(cartTotalCents(lines)).toBe(7050);
    expect(cartTotalCents(lines, 1000)).toBe(6050);
    expect(cartTotalCents(lines, 99999)).toBe(0);
    // The server's figure wins when it prices the same lines; otherwise the store's lines are summed.
    expect(cartTotalOrStore({ items: [{}, {}], total_price: 6000 }, lines)).toBe(6000);
    expect(cartTotalOrStore({ items: [{}], total_price: 6000 }, lines)).toBe(7050);
    expect(cartTotalOrStore(null, lines)).toBe(7050);
  });
});
