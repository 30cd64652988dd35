// The area layout of spec §6 (partner/affiliate dashboard, super-admin back office): a side nav with
// the area's links beside the page. Remotes pass their links; labels are the route titles.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../i18n';
import { localizePath } from '../routes';
import { useLocale } from '../stores';
import { isPlainClick, navigateTo, usePathname } from '../ui';

export interface SideNavLink {
  /** Route id: the label is `routes.<id>` of the common namespace. */
  id: string;
  /** Locale-free path. */
  path: string;
}

const Area = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  gap: 1.5rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
  nav ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  nav a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: 4px;
    color: inherit;
    text-decoration: none;
  }
  nav a:hover,
  nav a:focus-visible {
    background: #f3f4f6;
  }
  nav a[aria-current='page'] {
    background: #0b4f6c;
    color: #fff;
    font-weight: 700;
  }
  > section {
    min-width: 0;
  }
`;

export function SideNavLayout({ label, links, children }: { label: string; links: readonly SideNavLink[]; children: ReactNode }): ReactNode {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const pathname = usePathname();
  return (
    <Area>
      <nav aria-label={label}>
        <ul>
          {links.map((link) => {
            const href = localizePath(link.path, locale);
            return (
              <li key={link.path}>
                <a
                  href={href}
                  aria-current={pathname === href ? 'page' : undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    navigateTo(href);
                  }}
                >
                  {t(`routes.${link.id}`)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <section>{children}</section>
    </Area>
  );
}
