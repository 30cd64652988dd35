import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authStore, useAuth, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { localizePath, logoMarkup } from '@mp/shared/routes';
import links from './chrome-links.json';
import { CartBadge } from './cart-badge';
import { LocaleSwitch } from './locale-switch';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { UnreadBadge } from './unread-badge';

/**
 * spec §2 category pages, in header order (route ids of the table; each is at `/<id>`). The list is
 * JSON because the shell build also hands it to the gateway, which draws the same header in the HTML.
 */
export const CATEGORY_LINKS: readonly { id: string; path: string }[] = links.categories.map((id) => ({ id, path: `/${id}` }));

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.primaryText};
  a {
    color: inherit;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem 1.25rem;
    padding: 0.75rem 1.25rem;
  }
  .logo {
    font-size: 1.3rem;
    font-weight: 800;
    text-decoration: none;
    margin-right: auto;
  }
  nav ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    padding: 0.5rem 1.25rem;
    list-style: none;
    background: ${({ theme }) => theme.colors.brandDark};
  }
  nav a {
    text-decoration: none;
  }
  nav a:hover,
  nav a:focus-visible {
    text-decoration: underline;
  }
  .auth button {
    font: inherit;
    padding: 0.35rem 0.75rem;
    margin-left: 0.25rem;
    border: 1px solid currentColor;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  .auth button.primary {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

function AuthEntry(): ReactNode {
  const signedIn = useAuth((s) => s.user !== null);
  const { t } = useTranslation('shell');
  if (signedIn) return <UserMenu />;
  const open = (mode: 'login' | 'signup') => authStore.getState().openLoginModal(mode);
  return (
    <div className="auth">
      <button type="button" onClick={() => open('login')}>
        {t('header.login')}
      </button>
      <button type="button" className="primary" onClick={() => open('signup')}>
        {t('header.signup')}
      </button>
    </div>
  );
}

export function Header(): ReactNode {
  const locale = useLocale();
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <div className="top">
        <Link to={localizePath('/', locale)} className="logo" aria-label={t('header.home')}>
          {/* The very markup the gateway's server-drawn header has (logoMarkup), so taking over moves nothing. */}
          <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoMarkup() }} />
          Roteiro
        </Link>
        <SearchBox />
        <LocaleSwitch />
        <CartBadge />
        <UnreadBadge />
        <AuthEntry />
      </div>
      <nav aria-label={t('header.categories')}>
        <ul>
          {CATEGORY_LINKS.map((link) => (
            <li key={link.id}>
              <Link to={localizePath(link.path, locale)}>{t(`routes.${link.id}`, { ns: 'common' })}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Bar>
  );
}
