// On a phone the Help button floats over the page's bottom-right corner, where a booking box's "Add to cart" or a
// quantity "+" passes as the page scrolls. While a control of the page is under it, it steps aside (slides off the
// right edge) and comes back once the spot is clear; it stays in the tab order and the accessibility tree, and comes
// back into view when it takes the focus.
import { useEffect, useState, type RefObject } from 'react';
import { PHONE_HEADER_MEDIA } from '@mp/shared/routes';

/** What a visitor taps: a control the Help button must never sit on. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

/** Points of the button's home spot checked for a control: its corners (2 px in) and its centre. */
function probePoints(rect: DOMRect): [number, number][] {
  const inset = 2;
  const [left, right, top, bottom] = [rect.left + inset, rect.right - inset, rect.top + inset, rect.bottom - inset];
  return [
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
    [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
  ];
}

/**
 * Whether one of the page's controls shows under `home` (the button's untransformed place): the topmost element at
 * each probe point, the button's own dock left out. Hidden and pointer-events: none layers are not hit, so a bar
 * that has slid away or a toast stack's empty frame never counts.
 */
export function controlUnder(home: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const rect = home.getBoundingClientRect();
  return probePoints(rect).some(([x, y]) => {
    const top = document
      .elementsFromPoint(x, y)
      .find((el) => !home.contains(el) && el !== document.documentElement && el !== document.body);
    return Boolean(top?.closest(CONTROL));
  });
}

function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_HEADER_MEDIA) : null;
}

/**
 * True while the Help button should step aside: on a phone, when a control is under `home`. Checked once per frame
 * at most, on scroll (any scroller), resize and when the page's content changes.
 */
export function useStepsAside(home: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setAside(false);
      return undefined;
    }
    const media = phoneQuery();
    let frame: number | null = null;
    const check = () => {
      frame = null;
      const el = home.current;
      setAside(Boolean(el && media?.matches && controlUnder(el)));
    };
    const schedule = () => {
      if (frame === null) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    media?.addEventListener('change', schedule);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(schedule);
    mutations?.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame !== null) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      media?.removeEventListener('change', schedule);
      mutations?.disconnect();
    };
  }, [home, enabled]);
  return aside;
}
