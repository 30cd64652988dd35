// The cart's writes as the page runs them: one at a time (the buttons wait while any runs), the server's refusal of
// the last one kept as the field errors the lines and fields show, and a word for screen readers when one succeeds.
import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import type { FieldErrors } from '@mp/shared/domain';
import { useApplyPromoCode } from '../../../shared/api/apply-promo-code';
import { useHoldPlaces } from '../../../shared/api/hold-places';
import { checkoutKeys } from '../../../shared/api/keys';
import { useSyncCart } from '../../../shared/api/sync-cart';
import { useApplyPoints } from '../api/apply-points';
import { useRemovePoints } from '../api/remove-points';
import { useRemovePromoCode } from '../api/remove-promo-code';
import { hasLineError } from '../cart-rules';

type Outcome = { ok: true } | { ok: false; errors: FieldErrors };

export function useCartWrites() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const busy = useIsMutating({ mutationKey: checkoutKeys.cartWrites }) > 0;
  const sync = useSyncCart();
  const hold = useHoldPlaces();
  const promo = useApplyPromoCode();
  const unpromo = useRemovePromoCode();
  const points = useApplyPoints();
  const unpoints = useRemovePoints();

  /** Answers whether the write succeeded; `done` is said when it did. */
  async function settle(write: Promise<Outcome>, done?: string): Promise<boolean> {
    const result = await write;
    setErrors(result.ok ? {} : result.errors);
    if (result.ok && done) setStatus(done);
    return result.ok;
  }

  return {
    busy,
    errors,
    status,
    /** Editing a field forgets the server's word on it. */
    clearError: (field: string) => setErrors((prev) => ({ ...prev, [field]: [] })),
    sync: (done?: string) => settle(sync.mutateAsync(), done),
    applyPromoCode: (code: string, done: string) => settle(promo.mutateAsync(code), done),
    removePromoCode: (done: string) => settle(unpromo.mutateAsync(), done),
    applyPoints: (value: number, done: string) => settle(points.mutateAsync(value), done),
    removePoints: (done: string) => settle(unpoints.mutateAsync(), done),
    /** Leaving the cart holds its places; only a line whose places are gone keeps the traveller here. */
    hold: () =>
      settle(
        hold
          .mutateAsync()
          .then((result): Outcome => (result.ok || !hasLineError(result.errors) ? { ok: true } : result)),
      ),
  };
}

export type CartWrites = ReturnType<typeof useCartWrites>;
