// Where a super admin lands when the acting user changes (a tab opened, selected or closed, "Back to my account"):
// the page stays when the new acting user may open it, else that user's home; the admin's own home is the last
// back-office page they were on, so going back to their account returns where they left.
import { localizeHref, matchRoute, pathTo, splitLocale, type Locale, type Role } from '@mp/shared/routes';
import { decide } from '../routing/guard';

/** The last back-office page (path + query) of this browser tab; logout clears session storage with it. */
export const BACK_OFFICE_PAGE_KEY = 'mp.admin.back-office-page';

const HOME: Record<Role, () => string> = {
  CLIENT: () => pathTo('user-panel.bookings'),
  SUPPLIER: () => pathTo('dashboard.home'),
  AFFILIATE: () => pathTo('affiliates.dashboard'),
  SUPER: () => pathTo('super-admin.dashboard'),
};

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remember `pathname + search` when it is a back-office page. */
export function rememberBackOfficePage(pathname: string, search: string): void {
  if (matchRoute(pathname)?.route.owner !== 'mf-super-admin') return;
  const { path } = splitLocale(pathname);
  try {
    session()?.setItem(BACK_OFFICE_PAGE_KEY, `${path}${search}`);
  } catch {
    // Storage full or denied: the back-office home is the fallback.
  }
}

function lastBackOfficePage(): string | null {
  const saved = session()?.getItem(BACK_OFFICE_PAGE_KEY) ?? null;
  return saved && matchRoute(saved.split('?')[0] ?? '')?.route.owner === 'mf-super-admin' ? saved : null;
}

/** The acting user's home page, in the current page's language. */
export function actingHome(role: Role, locale: Locale): string {
  const path = role === 'SUPER' ? (lastBackOfficePage() ?? HOME.SUPER()) : HOME[role]();
  return localizeHref(path, locale);
}

/**
 * Where a sign-in on `pathname` goes when nothing asked for a page: from the storefront's home, a partner, affiliate
 * or staff member goes to their own home (the work they came for); a customer, and anyone signing in elsewhere, stays.
 */
export function homeAfterSignIn(pathname: string, role: Role): string | null {
  const { path, locale } = splitLocale(pathname);
  if (role === 'CLIENT' || path !== '/') return null;
  return localizeHref(HOME[role](), locale);
}

/** Where to go once `role` acts on `pathname`: null to stay (they may open it), else their home. */
export function pathForActingRole(pathname: string, role: Role): string | null {
  if (decide(pathname, role).kind === 'remote') return null;
  return actingHome(role, splitLocale(pathname).locale);
}
