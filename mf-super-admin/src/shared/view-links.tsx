// A page's views (or sections) as links kept in the URL, the one shown marked current: Back and a shared link keep it.
// Touch-sized, wrapping on a phone; the current one in bold with a thick underline.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Views = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration-thickness: 3px;
  }
`;

export interface ViewLink {
  key: string;
  to: string;
  label: string;
  current: boolean;
}

export function ViewLinks({ label, links }: { label: string; links: readonly ViewLink[] }): ReactNode {
  return (
    <Views aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Views>
  );
}
