import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * Whether the element is narrower than `minWide` CSS pixels, from its own width rather than the window's: the chat
 * panel sits on a page and in a 560-px dialog on a wide screen, which is as narrow as a phone. Until measured (and
 * without ResizeObserver or layout, as in jsdom) it counts as wide, the two-pane layout.
 */
export function useNarrow(minWide: number): [RefCallback<HTMLElement>, boolean] {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof ResizeObserver === 'undefined') return;
      // The first report comes after layout and before paint, so the wrong layout is never shown.
      observer.current = new ResizeObserver(([entry]) => {
        const width = entry?.contentRect.width ?? 0;
        if (width > 0) setNarrow(width < minWide);
      });
      observer.current.observe(element);
    },
    [minWide],
  );
  return [ref, narrow];
}
