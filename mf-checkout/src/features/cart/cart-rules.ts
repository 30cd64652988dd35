// What the server's 422 on a cart call says about the lines (spec §7): it names a line (`items.0`) or one of its fields
// (`items.0.flightNumber`).
import { firstError, type FieldErrors } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';
import { lacksDriverDetails } from '../../shared/order-summary/transfer-line';

/** Whether an answer names any line: then the places are gone and the cart says which. */
export const hasLineError = (errors: FieldErrors): boolean =>
  Object.keys(errors).some((field) => /^items\.\d+/.test(field));

/** The server's word on the line at `index`: its own error first, else the first of its fields'. */
export function lineError(errors: FieldErrors, index: number): string | undefined {
  const prefix = `items.${index}.`;
  return firstError(errors, `items.${index}`) ?? Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1][0];
}

/** The lines that block Continue: refused by the server (sold out, past date…) or a transfer without driver details. */
export function blockedLines(items: readonly CartItem[], errors: FieldErrors): CartItem[] {
  return items.filter(
    (item, index) =>
      firstError(errors, `items.${index}`) ||
      Object.keys(errors).some((key) => key.startsWith(`items.${index}.`)) ||
      lacksDriverDetails(item),
  );
}
