// The area layout of spec §6 (partner/affiliate dashboard, super-admin back office): a side nav with
// the area's links beside the page. Remotes pass their links; labels are the route titles. A parent
// route's element: the page renders in its `<Outlet />`.
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { localizePath } from '../routes';
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
    /* On a phone the links are one row that scrolls sideways, so the page starts on the first screen. */
    > nav ul {
      display: flex;
      gap: 0.25rem;
      overflow-x: auto;
      scrollbar-width: thin;
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

/**
 * The side nav (react-router `<NavLink>`s, `aria-current="page"` on the current one) and the page's
 * `<Outlet />`. A link is current on its exact path only (`end`), so `/dashboard` is not current on
 * every dashboard page.
 */
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
  return (
    <Area>
      <nav aria-label={label}>
        <ul>
          {links.map((link) => (
            <li key={link.path}>
              <NavLink to={localizePath(link.path, locale)} end={link.end ?? true}>
                {link.label ?? t(`routes.${link.id}`)}
                {link.badge && link.badge.count > 0 && (
                  <>
                    <VisuallyHidden>, {link.badge.label}</VisuallyHidden>
                    <Badge aria-hidden="true" data-testid={`nav-badge-${link.id}`}>
                      {link.badge.count}
                    </Badge>
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section>
        {notice}
        <Outlet />
      </section>
    </Area>
  );
}
