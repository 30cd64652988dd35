import { useEffect, useRef, type RefObject } from 'react';

/**
 * A waiting state that replaces the form after Pay (MB WAY, crypto): a phone stays scrolled down where the Pay button
 * was, so the state is brought into view and its heading takes the focus, which a screen reader then reads.
 */
export function useRevealOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, []);
  return ref;
}
