// The footer starts below the fold (the main region is at least a screen tall), so React does not draw it at start-up
// (ADR 042): the gateway's server-drawn footer stays on the page as plain HTML, moved out of #app before React's first
// commit clears it, until the visitor first does something (a key, a pointer, a touch, a scroll, focus moving), goes
// to another page or changes language. Then the shell's footer, a chunk of its own, takes its place in one commit,
// keeping the focus on the same link. Its links work meanwhile too: they are ordinary links to the same pages.
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { localeStore } from '@mp/shared/stores';
import { lazyWithReload } from './lazy-with-reload';

const Footer = lazyWithReload<object>(() =>
  import(/* webpackChunkName: "footer" */ './footer').then((m) => ({ default: m.Footer })),
);

/** The element after #app that holds the footer (server-drawn, then the shell's). */
export const FOOTER_HOST_ID = 'mp-footer';
/** The gateway's footer (api-gateway/src/pages/app-skeleton.ts). */
const DRAWN_FOOTER = 'footer.mp-sk-footer';

/**
 * Before React's first commit replaces what #app holds: moves the server-drawn footer into a host right after #app,
 * where React leaves it alone. Returns the host, or null when the page came without a drawn footer.
 */
export function keepServerFooter(app: HTMLElement): HTMLElement | null {
  const drawn = app.querySelector(DRAWN_FOOTER);
  if (!drawn) return null;
  const host = document.createElement('div');
  host.id = FOOTER_HOST_ID;
  host.appendChild(drawn);
  app.after(host);
  return host;
}

/** What the visitor does first; any of them means the page is in use and the footer may be drawn. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/** True from the visitor's first input, a move to another page or a change of language. */
function useFooterNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return undefined;
    const wake = () => setNeeded(true);
    const path = window.location.pathname;
    const onNavigation = () => {
      if (window.location.pathname !== path) wake();
    };
    const locale = localeStore.getState().locale;
    const stopLocale = localeStore.subscribe((state) => {
      if (state.locale !== locale) wake();
    });
    for (const type of FIRST_INPUT) window.addEventListener(type, wake, { capture: true, passive: true });
    window.addEventListener('popstate', onNavigation);
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, wake, { capture: true });
      window.removeEventListener('popstate', onNavigation);
      stopLocale();
    };
  }, [needed]);
  return needed;
}

/** The shell's footer in `host`, replacing the drawn one in the same commit (and the focus on its link). */
function FooterInHost({ host }: { host: HTMLElement }): ReactNode {
  useLayoutEffect(() => {
    const drawn = host.querySelector(DRAWN_FOOTER);
    if (!drawn) return;
    const focused = document.activeElement;
    const href = focused && drawn.contains(focused) ? focused.getAttribute('href') : null;
    drawn.remove();
    if (href) [...host.querySelectorAll<HTMLElement>('a[href]')].find((a) => a.getAttribute('href') === href)?.focus();
  }, [host]);
  return <Footer />;
}

/** The footer: in `host` once needed when the page came with a drawn one, else at once in place. */
export function LaterFooter({ host }: { host: HTMLElement | null }): ReactNode {
  const needed = useFooterNeeded();
  if (!host)
    return (
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    );
  if (!needed) return null;
  return createPortal(
    <Suspense fallback={null}>
      <FooterInHost host={host} />
    </Suspense>,
    host,
  );
}

/**
 * What floats above the page but is its last control (the Help button): drawn in a host at the end of the body, after
 * the footer's host, so Tab reaches it after the footer's links rather than before them.
 */
export function AfterFooter({ children }: { children: ReactNode }): ReactNode {
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.id = AFTER_FOOTER_HOST_ID;
    return element;
  });
  useLayoutEffect(() => {
    document.body.appendChild(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

/** The element at the end of the body that holds what follows the footer in the tab order. */
export const AFTER_FOOTER_HOST_ID = 'mp-after-footer';
