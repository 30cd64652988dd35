import { useSyncExternalStore } from 'react';
import { PHONE_HEADER_MEDIA } from '@mp/shared/routes';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_HEADER_MEDIA)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True while the header has its phone layout (the same media query as its CSS and the gateway's server-drawn
 * header), so React draws the row the HTML already shows; it follows a rotation or a resized window.
 */
export function usePhoneHeader(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
