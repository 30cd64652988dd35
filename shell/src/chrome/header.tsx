import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authStore, useAuth, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { localizePath, logoMarkup, PHONE_HEADER_MEDIA } from '@mp/shared/routes';
import links from './chrome-links.json';
import { CartBadge } from './cart-badge';
import { LocaleSwitch } from './locale-switch';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { UnreadBadge } from './unread-badge';
import { PhoneMenu, PhoneSearch } from './phone-menu';
import { usePhoneHeader } from './use-phone-header';

/**
 * spec §2 category pages, in header order (route ids of the table; each is at `/<id>`). The list is
 * JSON because the shell build also hands it to the gateway, which draws the same header in the HTML.
 */
export const CATEGORY_LINKS: readonly { id: string; path: string }[] = links.categories.map((id) => ({
  id,
  path: `/${id}`,
}));

const Bar = styled.header`
  position: relative;
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
  /* Phone first (it fits a 390 px screen): one row (logo, search, cart, menu), every control at least 44 × 44 px
     (WCAG 2.5.5); the gateway's server-drawn header (api-gateway/src/pages/app-skeleton.ts) has the same rules. */
  @media ${PHONE_HEADER_MEDIA} {
    .top {
      gap: 0 0.25rem;
      padding: 0.25rem 0.75rem;
    }
    .top > a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: 44px;
      min-height: 44px;
    }
    .icon-button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 44px;
      height: 44px;
      padding: 0;
      border: 0;
      border-radius: 4px;
      background: transparent;
      color: inherit;
      cursor: pointer;
    }
    .icon-button[aria-expanded='true'] {
      background: ${({ theme }) => theme.colors.brandDark};
    }
    .search-row {
      order: 1;
      flex-basis: 100%;
      padding-bottom: 0.5rem;
    }
    .search-row form {
      width: 100%;
    }
    .search-row input {
      flex: 1;
      min-width: 0;
      min-height: 44px;
    }
    .search-row button {
      min-height: 44px;
    }
    .panel {
      position: absolute;
      top: 100%;
      left: 0;
      right: 0;
      z-index: 30;
      max-height: calc(100vh - 52px);
      overflow-y: auto;
      padding: 0.25rem 0.75rem 1rem;
      background: ${({ theme }) => theme.colors.brandDark};
      box-shadow: ${({ theme }) => theme.shadow};
    }
    .panel nav ul {
      display: block;
      padding: 0;
    }
    .panel nav a,
    .panel li > a,
    .panel li > button {
      display: flex;
      align-items: center;
      min-height: 44px;
    }
    .panel .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem;
      margin-top: 0.5rem;
    }
    .panel .tools > a,
    .panel button {
      min-width: 44px;
      min-height: 44px;
    }
    .panel .tools > a {
      display: inline-flex;
      align-items: center;
    }
    .panel .auth {
      display: flex;
      gap: 0.5rem;
    }
    .panel .auth button {
      margin-left: 0;
    }
    .panel .tools ul {
      position: static;
    }
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
  // On a phone the row keeps the logo, search, cart and a menu; the rest moves into the menu's panel.
  const phone = usePhoneHeader();
  const categories = (
    <nav aria-label={t('header.categories')}>
      <ul>
        {CATEGORY_LINKS.map((link) => (
          <li key={link.id}>
            <Link to={localizePath(link.path, locale)}>{t(`routes.${link.id}`, { ns: 'common' })}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <Bar>
      <div className="top">
        <Link to={localizePath('/', locale)} className="logo" aria-label={t('header.home')}>
          {/* The very markup the gateway's server-drawn header has (logoMarkup), so taking over moves nothing. */}
          <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoMarkup() }} />
          Roteiro
        </Link>
        {phone ? (
          <PhoneSearch>
            <SearchBox autoFocus />
          </PhoneSearch>
        ) : (
          <SearchBox />
        )}
        {!phone && <LocaleSwitch />}
        <CartBadge />
        {/* Closed, the phone row still tells a customer that something waits for them. */}
        <UnreadBadge compact={phone} />
        {!phone && <AuthEntry />}
        {phone && (
          <PhoneMenu>
            {categories}
            <div className="tools">
              <LocaleSwitch />
              <UnreadBadge />
              <AuthEntry />
            </div>
          </PhoneMenu>
        )}
      </div>
      {!phone && categories}
    </Bar>
  );
}
