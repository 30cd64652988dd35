import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** Any of these anywhere on the page means a visitor is moving about: everything waiting is drawn. */
const FIRST_INPUT = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;

/**
 * Draws `children` only once they are wanted: when the placeholder comes within a screen of the
 * viewport, or at the visitor's first key, pointer, touch or wheel input anywhere on the page (so Tab
 * never skips past something not drawn yet). Until then a `minHeight` placeholder holds the place, so
 * what is below the fold costs no render, request or picture while the page loads (ADR 008). Where
 * IntersectionObserver is missing (old browsers, jsdom) the children are drawn at once.
 */
export function WhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }): ReactNode {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return undefined;
    const show = (): void => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '100% 0px' },
    );
    if (placeholder.current) observer.observe(placeholder.current);
    for (const type of FIRST_INPUT) window.addEventListener(type, show, { passive: true, capture: true });
    return () => {
      observer.disconnect();
      for (const type of FIRST_INPUT) window.removeEventListener(type, show, { capture: true });
    };
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ minHeight }} data-when-near="" />;
}
