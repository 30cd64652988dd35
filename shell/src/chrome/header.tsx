import type { ReactNode } from 'react';
import { authStore, useAuth, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { localizePath, logoMarkup } from '@mp/shared/routes';
import links from './chrome-links.json';
import { CHROME_CLASS } from './chrome-style';
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
    <header className={CHROME_CLASS.header}>
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
    </header>
  );
}
