import { localizePath } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { navigateTo } from '@mp/shared/ui';

/** The path in the current language; a query string is kept (localizePath works on the path alone). */
export function sitePath(path: string): string {
  const [pathname = '/', query] = path.split('?', 2);
  const localized = localizePath(pathname, localeStore.getState().locale);
  return query ? `${localized}?${query}` : localized;
}

/** Navigate inside the site in the current language (pushState + popstate, single-spa and react-router follow). */
export function go(path: string): void {
  navigateTo(sitePath(path));
}

/**
 * /purchase-complete for a booking. The id and reference are in the URL (the reference proves a guest's ownership to
 * the status call), so the page still shows the purchase after a reload, once the cart's payment state is cleared.
 */
export function purchaseCompletePath(booking: { reference: string; booking_id: number }): string {
  return `/purchase-complete?booking=${encodeURIComponent(booking.reference)}&id=${booking.booking_id}`;
}
