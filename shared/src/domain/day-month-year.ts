// Dates typed and shown day first (dd/mm/yyyy), as the site writes them in both languages (spec §9).

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD → "dd/mm/yyyy" ('' stays ''). */
export function dayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * What someone typed → YYYY-MM-DD, or '' when it is not a whole, real date. Day first ("5/3/2027", "05-03-2027",
 * "05.03.2027"); a pasted YYYY-MM-DD is taken as it is.
 */
export function parseDayMonthYear(text: string): string {
  const clean = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(clean);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) return '';
  const [y, mo, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return '';
  return `${y}-${pad(mo)}-${pad(d)}`;
}
