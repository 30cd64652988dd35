import { CART_TOKEN_KEY, cartTokenHeaders, readCartToken, writeCartToken } from './cart-token';

beforeEach(() => window.localStorage.clear());

describe('the guest cart token', () => {
  it('is kept in localStorage and sent as X-Cart-Token', () => {
    expect(cartTokenHeaders()).toEqual({});
    writeCartToken('tok_0123456789abcdefghij');
    expect(window.localStorage.getItem(CART_TOKEN_KEY)).toBe('tok_0123456789abcdefghij');
    expect(readCartToken()).toBe('tok_0123456789abcdefghij');
    expect(cartTokenHeaders()).toEqual({ 'x-cart-token': 'tok_0123456789abcdefghij' });
  });

  it('is forgotten when the server answers none (the guest cart was merged into the account’s)', () => {
    writeCartToken('tok_0123456789abcdefghij');
    writeCartToken(null);
    expect(readCartToken()).toBeNull();
    expect(cartTokenHeaders()).toEqual({});
  });
});
