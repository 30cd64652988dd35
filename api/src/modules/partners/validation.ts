// Server-side checks of the partner form that a JSON schema cannot express (spec §3 partner registration form).

// The NIF, IBAN and postcode checks are defined once in @mp/shared/domain (tax-ids), so the /be-a-partner form refuses
// on each step what the server refuses.

/** A web address with a dot in its host; the scheme may be left out. */
export function normaliseWebsite(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  try {
    const url = new URL(withScheme);
    return url.hostname.includes('.') ? url.toString().replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}
