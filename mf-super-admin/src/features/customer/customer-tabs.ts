// The customer page's sections, one at a time, chosen by `?tab=` so a reload or a shared link opens the same one.
export const CUSTOMER_TABS = ['bookings', 'payments', 'messages', 'gift-cards', 'notes', 'audit'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];

/** The section a URL asks for; the bookings for none or an unknown one. */
export function tabOf(params: URLSearchParams): CustomerTab {
  const asked = params.get('tab');
  return (CUSTOMER_TABS as readonly string[]).includes(asked ?? '') ? (asked as CustomerTab) : 'bookings';
}

/**
 * The search-params pair of a second table on one section: its state lives under `prefix` (`points_page=2`) beside the
 * first table's own `page`, and a change to it keeps every other parameter.
 */
export function prefixedParams(
  [params, setParams]: readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void],
  prefix: string,
): readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.set(key.slice(prefix.length), value);
  const set = (next: URLSearchParams, options?: { replace?: boolean }) => {
    const merged = new URLSearchParams();
    for (const [key, value] of params) if (!key.startsWith(prefix)) merged.set(key, value);
    for (const [key, value] of next) merged.set(`${prefix}${key}`, value);
    setParams(merged, options);
  };
  return [own, set] as const;
}
