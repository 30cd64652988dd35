import { useEffect, useRef, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigationType } from 'react-router';
import { splitLocale } from '@mp/shared/routes';

/**
 * A page the chrome opens (the header's search and its suggestions, category links, the phone menu, the footer)
 * starts at its top, as the remotes' own links already do. Each router only sees its own navigations as a PUSH
 * (single-spa replays the others as a popstate), so the shell handles the ones it makes. Back and forward are POP
 * and keep the browser's restored position; a change of language only (same page under /pt) keeps the scroll.
 */
export function ScrollToTopOnNewPage(): null {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shownPath = useRef(splitLocale(pathname).path);
  useEffect(() => {
    const path = splitLocale(pathname).path;
    if (path === shownPath.current) return;
    shownPath.current = path;
    if (type === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}

/** The shell's router (ADR 009) with its scroll rule. */
export function ShellRouter({ children }: { children: ReactNode }): ReactNode {
  return (
    <BrowserRouter>
      <ScrollToTopOnNewPage />
      {children}
    </BrowserRouter>
  );
}
