// spec §4/§9: after a chunk load error (e.g. a deploy removed the hashed chunk this page expects)
// the page reloads once; a second failure within 10 s does not loop.
import { shouldReloadAfterChunkError } from '@mp/shared/domain';

export const RELOAD_KEY = 'mp:chunk-reload-at';

const CHUNK_ERROR =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_ERROR.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

function lastReloadAt(storage: Storage): number | null {
  const raw = storage.getItem(RELOAD_KEY);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Reloads when `reason` is a chunk error and the guard allows it; says whether it reloaded. */
export function reloadOnChunkError(
  reason: unknown,
  {
    storage = sessionStorage,
    reload = () => window.location.reload(),
    now = Date.now(),
  }: { storage?: Storage; reload?: () => void; now?: number } = {},
): boolean {
  if (!isChunkError(reason)) return false;
  if (!shouldReloadAfterChunkError(lastReloadAt(storage), now)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Listens for uncaught chunk errors (shell lazy parts and remotes' own lazy chunks). */
export function installChunkReloadGuard(target: Window = window, reload?: () => void): () => void {
  const options = reload ? { reload } : {};
  const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message, options);
  const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason, options);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
