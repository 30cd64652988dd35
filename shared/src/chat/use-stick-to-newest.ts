import { useCallback, useLayoutEffect, useRef } from 'react';

/** How near the bottom (px) still counts as "reading the newest": a rounding pixel or a half-shown bubble. */
const NEAR_BOTTOM = 48;

/**
 * Keeps a scrolling message log at its newest message: it opens scrolled to the bottom, and each new message that
 * arrives scrolls it down again, unless the reader has scrolled up to read older ones (then it stays where they are
 * until they come back down). Older messages paged in above do not move it. Your own message always brings it down.
 * Answers the ref and the scroll handler to put on the log.
 */
export function useStickToNewest(newestId: number | null, newestIsMine: boolean) {
  const log = useRef<HTMLDivElement | null>(null);
  const stuck = useRef(true);
  const shownNewest = useRef<number | null>(null);

  const onScroll = useCallback(() => {
    const el = log.current;
    if (el) stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM;
  }, []);

  const ref = useCallback((el: HTMLDivElement | null) => {
    const first = log.current === null && el !== null;
    log.current = el;
    // The log appears once the first page has loaded: open it at the bottom.
    if (first) {
      el.scrollTop = el.scrollHeight;
      stuck.current = true;
    }
  }, []);

  useLayoutEffect(() => {
    const el = log.current;
    if (!el || newestId === null || newestId === shownNewest.current) return;
    shownNewest.current = newestId;
    if (stuck.current || newestIsMine) {
      el.scrollTop = el.scrollHeight;
      stuck.current = true;
    }
  }, [newestId, newestIsMine]);

  return { ref, onScroll };
}
