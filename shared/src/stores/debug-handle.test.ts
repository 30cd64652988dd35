describe('debug handle', () => {
  beforeEach(() => {
    delete globalThis.__MP_SHARED__;
  });

  it('exposes the one set of stores and the bus on globalThis.__MP_SHARED__', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const stores = require('./index') as typeof import('./index');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const bus = require('../bus') as typeof import('../bus');
      expect(globalThis.__MP_SHARED__).toEqual({
        authStore: stores.authStore,
        cartStore: stores.cartStore,
        localeStore: stores.localeStore,
        toastStore: stores.toastStore,
        bus: bus.bus,
      });
    });
  });

  it('a second copy of the package keeps the first handle and logs the duplicate', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let first: unknown;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      first = (require('./index') as typeof import('./index')).authStore;
    });
    expect(error).not.toHaveBeenCalledWith('[mp] duplicate @mp/shared instance');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./index');
    });
    expect(error).toHaveBeenCalledWith('[mp] duplicate @mp/shared instance');
    expect(globalThis.__MP_SHARED__?.authStore).toBe(first);
    error.mockRestore();
  });
});
