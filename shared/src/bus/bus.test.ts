import { emit, listenerCount, on } from './bus';

describe('event bus', () => {
  it('delivers a typed payload to every subscriber of that event only', () => {
    const cart = jest.fn();
    const locale = jest.fn();
    const offCart = on('cart:changed', cart);
    const offLocale = on('locale:changed', locale);
    emit('cart:changed', { count: 2, total_cents: 4500 });
    expect(cart).toHaveBeenCalledWith({ count: 2, total_cents: 4500 });
    expect(locale).not.toHaveBeenCalled();
    offCart();
    offLocale();
  });

  it('stops delivering after unsubscribe', () => {
    const handler = jest.fn();
    const off = on('locale:changed', handler);
    off();
    emit('locale:changed', { locale: 'pt' });
    expect(handler).not.toHaveBeenCalled();
    expect(listenerCount('locale:changed')).toBe(0);
  });

  it('keeps delivering to other listeners when one throws, and logs the failure', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    const offBad = on('toast:show', () => {
      throw new Error('remote bug');
    });
    const offGood = on('toast:show', good);
    expect(() => emit('toast:show', { message: 'Saved' })).not.toThrow();
    expect(good).toHaveBeenCalledWith({ message: 'Saved' });
    expect(error).toHaveBeenCalledWith('[mp] listener for "toast:show" failed', expect.any(Error));
    offBad();
    offGood();
    error.mockRestore();
  });
});
