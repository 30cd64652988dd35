import { CART_LOCAL_KEY, PENDING_PAYMENT_KEY } from '../domain';
import { EMPTY_CART_ATTRIBUTE, emptyCartScript } from './empty-cart';

// The inline script decides, before the body is parsed, whether the server-drawn empty cart may show (ADR 027). It
// must say "empty" only when the cart page will say so too, and never throw.
function run(): boolean {
  document.documentElement.removeAttribute(EMPTY_CART_ATTRIBUTE);
  // The script is what the gateway inlines; evaluating it is what the browser does.
  new Function(emptyCartScript())();
  return document.documentElement.hasAttribute(EMPTY_CART_ATTRIBUTE);
}

describe('emptyCartScript (the empty cart in the HTML)', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks the page on a first visit (nothing stored) and for a stored cart without lines', () => {
    expect(run()).toBe(true);
    window.localStorage.setItem(CART_LOCAL_KEY, JSON.stringify({ items: [], paymentMethod: 'card', notes: '' }));
    expect(run()).toBe(true);
  });

  it('does not mark it for a cart with lines, a payment waiting in another tab, or anything it cannot read', () => {
    window.localStorage.setItem(
      CART_LOCAL_KEY,
      JSON.stringify({ items: [{ id: 'a', total_cents: 100, discount_cents: 0 }] }),
    );
    expect(run()).toBe(false);
    window.localStorage.removeItem(CART_LOCAL_KEY);
    window.localStorage.setItem(
      PENDING_PAYMENT_KEY,
      JSON.stringify({ stored: {}, startedAt: null, until: Date.now() + 60_000 }),
    );
    expect(run()).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem(CART_LOCAL_KEY, '{not json');
    expect(run()).toBe(false);
    window.localStorage.setItem(CART_LOCAL_KEY, 'null');
    expect(run()).toBe(false);
  });

  it('never throws, even when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(run()).toBe(false);
    getItem.mockRestore();
  });

  it('keeps a closing tag out of the inlined text', () => {
    expect(emptyCartScript()).not.toMatch(/<\//);
  });
});
