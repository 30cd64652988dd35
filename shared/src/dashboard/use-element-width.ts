import { useCallback, useRef, useState, type RefCallback } from 'react';

/**
 * An element's content width in CSS pixels, kept current by a ResizeObserver; null until measured (and without
 * ResizeObserver or layout, as in jsdom). Charts draw one unit to a pixel with it; the chat panel shows one pane or two
 * by its own width, not the window's (it sits on a page and in a 560 px dialog).
 */
export function useElementWidth(): [RefCallback<HTMLElement>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The first report comes after layout and before paint, so a layout chosen by it is never shown wrong.
    observer.current = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
