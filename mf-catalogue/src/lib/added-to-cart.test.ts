// The add-to-cart confirmation stays long enough to read and reach "View cart" (it left in under 4 s), and not at
// all while the pointer or the focus is on it.
import { toastStore } from '@mp/shared/stores';
import { showAddedToCart } from './added-to-cart';

const state = () => toastStore.getState();
const leaving = () => state().toasts[0]?.leaving;

beforeEach(() => {
  jest.useFakeTimers();
  state().clear();
});
afterEach(() => {
  state().clear();
  jest.useRealTimers();
});

describe('added-to-cart toast', () => {
  it('stays at least 6 seconds with its link to the cart', () => {
    showAddedToCart('“Sintra tour” is in your cart.', { label: 'View cart', href: '/cart' });
    expect(state().toasts[0]).toMatchObject({ kind: 'success', action: { label: 'View cart', href: '/cart' } });
    jest.advanceTimersByTime(6000);
    expect(leaving()).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(leaving()).toBe(true);
  });

  it('does not leave while hovered or focused, and gets its remaining time back after', () => {
    const id = showAddedToCart('“Sintra tour” is in your cart.', { label: 'View cart', href: '/cart' });
    jest.advanceTimersByTime(5000);
    state().pause(id);
    jest.advanceTimersByTime(60_000);
    expect(leaving()).toBe(false);
    state().resume(id);
    jest.advanceTimersByTime(2999);
    expect(leaving()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(leaving()).toBe(true);
  });
});
