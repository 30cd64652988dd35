import { useCallback } from 'react';
import { localizePath, pathTo, type RouteId } from '../routes';
import { useLocale } from '../stores';

/**
 * `pathTo` for the current language: `usePathTo()('cart')` is `/cart` in English and `/pt/cart` in
 * Portuguese. What a remote's `<Link to>`, `<NavLink to>` and `navigate()` take.
 */
export function usePathTo(): (id: RouteId, params?: Readonly<Record<string, string | number>>) => string {
  const locale = useLocale();
  return useCallback((id, params) => localizePath(pathTo(id, params), locale), [locale]);
}
