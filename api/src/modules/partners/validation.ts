// Server-side checks of the partner form that a JSON schema cannot express (spec §3 partner registration form).

/** Portuguese NIF: 9 digits, first digit 1-3, 5, 6, 8 or 9, mod-11 check digit (0 when the remainder gives 10). */
export function isValidPortugueseNif(value: string): boolean {
  const nif = value.replace(/\s/g, '');
  if (!/^[1235689][0-9]{8}$/.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(nif.charAt(i)) * (9 - i);
  const rest = 11 - (sum % 11);
  const check = rest >= 10 ? 0 : rest;
  return check === Number(nif.charAt(8));
}

/** IBAN structure and ISO 13616 mod-97 check; Portuguese IBANs must have 25 characters. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (iban.startsWith('PT') && iban.length !== 25) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** Portuguese postal code NNNN-NNN. */
export const isPortugueseZip = (value: string) => /^[0-9]{4}-[0-9]{3}$/.test(value.trim());

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
