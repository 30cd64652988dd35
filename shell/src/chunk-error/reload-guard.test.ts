import { installChunkReloadGuard, isChunkError, reloadOnChunkError, RELOAD_KEY } from './reload-guard';

describe('chunk-error reload guard (spec §4, §9: once per 10 000 ms)', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises webpack ChunkLoadError and failed dynamic imports only', () => {
    expect(isChunkError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /shell/x.js'))).toBe(true);
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', () => {
    const reload = jest.fn();
    const error = Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
    expect(reloadOnChunkError(error, { reload, now: 1_000 })).toBe(true);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe('1000');
    expect(reloadOnChunkError(error, { reload, now: 1_000 + 9_999 })).toBe(false);
    expect(reloadOnChunkError(error, { reload, now: 1_000 + 10_001 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = jest.fn();
    expect(reloadOnChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is wired to uncaught errors and unhandled rejections of the window', () => {
    const target = new EventTarget() as unknown as Window;
    const reloadSpy = jest.fn();
    const remove = installChunkReloadGuard(target, reloadSpy);
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new TypeError('Failed to fetch dynamically imported module: /remotes/x/1/app.js');
    target.dispatchEvent(rejection);
    expect(reloadSpy).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_KEY)).not.toBeNull();
    // A second chunk error right after the reload does not loop.
    const error = new Event('error') as Event & { error?: unknown };
    error.error = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    target.dispatchEvent(error);
    expect(reloadSpy).toHaveBeenCalledTimes(1);
    remove();
    sessionStorage.clear();
    target.dispatchEvent(rejection);
    expect(reloadSpy).toHaveBeenCalledTimes(1);
  });
});
