// The partner's tax and bank identifiers and the Portuguese postcode: one definition for the /be-a-partner form's
// step checks and the API, which re-checks every sign-up and stays the authority.

/**
 * Portuguese NIF (número de identificação fiscal): 9 digits, the first 1-3, 5, 6, 8 or 9, and a mod-11 check digit
 * (weights 9..2 over the first 8 digits; 0 when 11 - remainder is 10 or 11). Spaces are allowed.
 */
export function isValidNif(value: string): boolean {
  const nif = value.replace(/\s/g, '');
  if (!/^[1235689][0-9]{8}$/.test(nif)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(nif.charAt(i)) * (9 - i);
  const rest = 11 - (sum % 11);
  const check = rest >= 10 ? 0 : rest;
  return check === Number(nif.charAt(8));
}

/**
 * IBAN: country code, 2 check digits and the account, ISO 13616 mod-97 check. Spaces and lower case are allowed; a
 * Portuguese IBAN has 25 characters.
 */
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

/** Portuguese postcode NNNN-NNN (surrounding spaces ignored). */
export function isValidPtPostcode(value: string): boolean {
  return /^[0-9]{4}-[0-9]{3}$/.test(value.trim());
}
