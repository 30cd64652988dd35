import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { actingRole, actingUser, authStore, toastStore, useAuth, useLocale } from '@mp/shared/stores';
import { i18n, useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { localizePath } from '@mp/shared/routes';
import { ROLE_LINKS } from './role-links';
import { CHROME_CLASS } from './chrome-style';

/** POST /api/logout revokes the token, then the store forgets the user (spec §4 keeps the onboarding flags). */
export async function logout(): Promise<void> {
  const { api } = await import('@mp/shared/api');
  try {
    await api.post('logout');
  } finally {
    // Even when the revoke call fails, this browser must forget the user.
    authStore.getState().logout();
  }
  toastStore.getState().show({ message: i18n.t('auth.loggedOut', { ns: 'shell' }), kind: 'info' });
}

/** Signed-in user's menu: the links of the acting role's area, then log out. */
export function UserMenu(): ReactNode {
  const locale = useLocale();
  const role = useAuth(actingRole);
  const user = useAuth(actingUser);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('shell');
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && ref.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open]);

  if (!user || !role) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <div ref={ref} className={CHROME_CLASS.userMenu}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountOf', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        {user.first_name || t('header.account')}
      </button>
      {open && (
        <ul id={menuId}>
          {ROLE_LINKS[role].map((link) => (
            <li key={link.id}>
              <Link to={localizePath(link.path, locale)} onClickCapture={() => setOpen(false)}>
                {t(`routes.${link.id}`, { ns: 'common' })}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logout().finally(() => setOpen(false))}>
              {t('header.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
