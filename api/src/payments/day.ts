// The instants a Lisbon day (YYYY-MM-DD) runs between, as the reconciliation and the gateways' listDay ask for them.
import { lisbonInstant } from '../lib/lisbon-time';

export function lisbonDayRange(day: string): { from: Date; to: Date } {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from: lisbonInstant(day, '00:00'), to: lisbonInstant(next, '00:00') };
}

/** "12.34" ↔ 1234 without floating-point drift (gateways speak decimal strings). */
export function decimalToCents(value: string | number | undefined | null): number {
  const text = String(value ?? '0').trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 0;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);
