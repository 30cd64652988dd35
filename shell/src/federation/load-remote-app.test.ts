const registerRemotes = jest.fn();
const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...args),
}));

import { loadRemoteApp } from './load-remote-app';

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const entry = { version: 'v1', entry: '/remotes/mf-checkout/v1/remoteEntry.js' };

describe('loading a remote app (transient failures retry)', () => {
  beforeEach(() => {
    registerRemotes.mockReset();
    loadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('registers the registry entry and loads <container>/app', async () => {
    loadRemote.mockResolvedValue(lifecycles);
    await expect(loadRemoteApp('mf-checkout', () => entry, { delays: [] })).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_checkout', entry: entry.entry }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mf_checkout/app');
  });

  it('retries a failed load, re-registering with force so the runtime fetches again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce({ default: lifecycles });
    await expect(
      loadRemoteApp('mf-user-panel', () => ({ version: 'v1', entry: '/u.js' }), { delays: [1] }),
    ).resolves.toBe(lifecycles);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_user_panel', entry: '/u.js' }], { force: true });
  });

  it('gives up after the last attempt with the last error', async () => {
    loadRemote.mockRejectedValue(new Error('remoteEntry 404'));
    await expect(
      loadRemoteApp('mf-super-admin', () => ({ version: 'v1', entry: '/s.js' }), { delays: [1, 1] }),
    ).rejects.toThrow('remoteEntry 404');
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('rejects a module that is not single-spa lifecycles', async () => {
    loadRemote.mockResolvedValue({ something: 1 });
    await expect(
      loadRemoteApp('mf-catalogue', () => ({ version: 'v1', entry: '/c.js' }), { delays: [] }),
    ).rejects.toThrow('lifecycles');
  });

  it('fails without a request when the remote is not in the registry', async () => {
    await expect(loadRemoteApp('mf-partner-dashboard', () => undefined, { delays: [1] })).rejects.toThrow(
      'not in the registry',
    );
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
