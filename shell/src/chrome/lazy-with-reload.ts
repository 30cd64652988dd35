import { lazy, type ComponentType } from 'react';
import { reloadOnChunkError } from '../chunk-error/reload-guard';

/** React.lazy whose failed chunk (stale after a deploy) goes through the once-per-10 s reload guard. */
export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      reloadOnChunkError(error);
      throw error;
    }),
  );
}
