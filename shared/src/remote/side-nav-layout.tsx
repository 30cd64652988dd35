// The area layout of spec §6 (partner/affiliate dashboard, super-admin back office): a side nav with
// the area's links beside the page. Remotes pass their links; labels are the route titles. A parent
// route's element: the page renders in its `<Outlet />`.
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { localizePath, matchRoute, splitLocale } from '../routes';
import { useLocale } from '../stores';
import { CountPill, VisuallyHidden } from '../ui';

export interface SideNavLink {
  /** Route id: the label is `routes.<id>` of the common namespace. */
  id: string;
  /** Locale-free path. */
  path: string;
  /** A label already translated, instead of the route title. */
  label?: string;
  /** Current on its exact path only (default); false: also on the paths below it. */
  end?: boolean;
  /** A count shown beside the label when above 0 (unread messages), with the sentence a screen reader says for it. */
  badge?: { count: number; label: string };
}

const Badge = styled(CountPill)`
  margin-left: 0.4em;
`;

const Area = styled.div`
  display: grid;
  /* minmax(0, …): a track never grows to its content's width (a wide table or the phone's link row scroll inside). */
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: 1.5rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    padding-top: 0.5rem;
    /* On a phone the links are one row that scrolls sideways, so the page starts on the first screen; an arrow on a
       faded edge says more links wait that way, and the current one is scrolled into the row. */
    > nav ul {
      position: relative;
      display: flex;
      gap: 0.25rem;
      overflow-x: auto;
      scrollbar-width: thin;
    }
    > nav [data-edge]:not([hidden]) {
      display: flex;
    }
    > nav a {
      display: flex;
      align-items: center;
      min-height: 44px;
      white-space: nowrap;
    }
  }
  /* Only the area's own nav: a page's navs (chat list, list tabs) keep their own look. */
  > nav ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > nav a {
    /* Holds the badge's words for screen readers (absolutely placed), so they stay in the phone's scrolling row. */
    position: relative;
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: 4px;
    color: inherit;
    text-decoration: none;
  }
  > nav a:hover,
  > nav a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > nav a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
  }
  > nav,
  > section {
    min-width: 0;
  }
`;

const Row = styled.div`
  position: relative;
`;

/** A phone's arrow over one end of the link row: a fade from the page's colour, and a tap scrolls the row on. */
const Edge = styled.button<{ $end: boolean }>`
  display: none;
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $end }) => ($end ? 'right: 0;' : 'left: 0;')}
  z-index: 1;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? 'flex-end' : 'flex-start')};
  width: 2.75rem;
  padding: 0 0.25rem;
  border: 0;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.brand};
  background: linear-gradient(
    ${({ $end }) => ($end ? 'to right' : 'to left')},
    transparent,
    ${({ theme }) => theme.colors.surface} 55%
  );
  cursor: pointer;
`;

/**
 * Which ends of a sideways-scrolling row hide links, kept up to date as it scrolls or resizes; and the current link
 * (`aria-current`) is scrolled to the middle of the row when the page changes.
 */
function useRowEdges(row: RefObject<HTMLUListElement | null>, pathname: string, links: readonly SideNavLink[]) {
  // Which links the row holds (a new array each render of the menu, the same links most times).
  const paths = links.map((l) => l.path).join(' ');
  const [edges, setEdges] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The row's own box keeps its size as links come and go (the menu follows the member's role once it is read):
    // its links are watched too.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const box of [el, ...Array.from(el.children)]) resize?.observe(box);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [row, paths]);
  useLayoutEffect(() => {
    const el = row.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    const middle = current.offsetLeft - (el.clientWidth - current.offsetWidth) / 2;
    el.scrollLeft = Math.min(Math.max(0, middle), el.scrollWidth - el.clientWidth);
  }, [row, pathname, paths]);
  const scroll = (direction: 1 | -1) => {
    const el = row.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.75, behavior: 'smooth' });
  };
  return { edges, scroll };
}

/**
 * Which link is the page's: its exact path (so `/dashboard` is not current on every dashboard page), any other path
 * of the same route (the back office's home answers at `/super-admin` and `/super-admin/dashboard`), or with
 * `end: false` the paths below it too.
 */
function currentLink(pathname: string): (link: SideNavLink) => boolean {
  const { path } = splitLocale(pathname);
  const routeId = matchRoute(pathname)?.route.id;
  return (link) =>
    path === link.path || link.id === routeId || (link.end === false && path.startsWith(`${link.path}/`));
}

/** The side nav (links with `aria-current="page"` on the current one) and the page's `<Outlet />`. */
export function SideNavLayout({
  label,
  links,
  notice,
}: {
  label: string;
  links: readonly SideNavLink[];
  /** Shown above every page of the area (a partner company's review state, for one). */
  notice?: ReactNode;
}): ReactNode {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const { edges, scroll } = useRowEdges(row, pathname, links);
  const isCurrent = currentLink(pathname);
  return (
    <Area>
      <nav aria-label={label}>
        <Row>
          {/* For pointers only: a keyboard walks the links (the row scrolls to the focused one), a screen reader
              hears the whole list. */}
          <Edge
            type="button"
            $end={false}
            data-edge="start"
            hidden={!edges.start}
            tabIndex={-1}
            aria-hidden="true"
            title={t('sideNav.previous')}
            onClick={() => scroll(-1)}
          >
            ‹
          </Edge>
          <ul ref={row}>
            {links.map((link) => (
              <li key={link.path}>
                <Link to={localizePath(link.path, locale)} aria-current={isCurrent(link) ? 'page' : undefined}>
                  {link.label ?? t(`routes.${link.id}`)}
                  {link.badge && link.badge.count > 0 && (
                    <>
                      <VisuallyHidden>, {link.badge.label}</VisuallyHidden>
                      <Badge aria-hidden="true" data-testid={`nav-badge-${link.id}`}>
                        {link.badge.count}
                      </Badge>
                    </>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <Edge
            type="button"
            $end
            data-edge="end"
            hidden={!edges.end}
            tabIndex={-1}
            aria-hidden="true"
            title={t('sideNav.next')}
            onClick={() => scroll(1)}
          >
            ›
          </Edge>
        </Row>
      </nav>
      <section>
        {notice}
        <Outlet />
      </section>
    </Area>
  );
}
