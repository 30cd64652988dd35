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

