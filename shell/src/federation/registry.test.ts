import { parseRegistry, readRegistry, REGISTRY_URL } from './registry';

const live = {
  remotes: {
    'mf-catalogue': { version: '20261121-abcdef12', entry: '/remotes/mf-catalogue/20261121-abcdef12/remoteEntry.js' },
    'mf-checkout': { version: 'v2', entry: '/remotes/mf-checkout/v2/remoteEntry.js' },
  },
};

function fakeWindow(registry?: unknown): Window {
  return { __MP_REGISTRY__: registry } as unknown as Window;
}

describe('remote registry', () => {
  it('uses the registry the gateway inlined in the page without a request', async () => {
    const fetchFn = jest.fn();
    const registry = await readRegistry(fakeWindow(live), fetchFn as unknown as typeof fetch);
    expect(registry.remotes['mf-catalogue']?.entry).toBe('/remotes/mf-catalogue/20261121-abcdef12/remoteEntry.js');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('falls back to /registry/remotes.json when nothing was inlined', async () => {
    const fetchFn = jest.fn().mockResolvedValue({ ok: true, json: async () => live });
    const registry = await readRegistry(fakeWindow(undefined), fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledWith(REGISTRY_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(registry.remotes['mf-checkout']?.version).toBe('v2');
  });

  it('answers an empty registry when the fallback fails, so each region shows its unavailable panel', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchFn = jest.fn().mockRejectedValue(new TypeError('network down'));
    await expect(readRegistry(fakeWindow(null), fetchFn as unknown as typeof fetch)).resolves.toEqual({ remotes: {} });
  });

  it('ignores unknown remotes and malformed entries', () => {
    expect(
      parseRegistry({
        remotes: {
          'mf-evil': { version: '1', entry: '/x.js' },
          'mf-user-panel': { version: 1, entry: '/y.js' },
          'mf-super-admin': { version: '1', entry: '/z.js' },
        },
      }),
    ).toEqual({ remotes: { 'mf-super-admin': { version: '1', entry: '/z.js' } } });
    expect(parseRegistry('nope')).toBeNull();
  });
});
