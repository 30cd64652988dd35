/**
 * A short, stable tag for what makes a cart line itself (a trip, a recipient), so a line id stays within the cart's
 * 100 characters: choosing the same thing again replaces its line (spec §4), anything else is a line of its own.
 * FNV-1a, 32 bits, base 36: not for secrecy, only to tell lines apart.
 */
export function lineTag(...parts: ReadonlyArray<string | number | boolean | null>): string {
  let hash = 0x811c9dc5;
  for (const char of parts.map((p) => String(p ?? '')).join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
