// Whether a promo code can be used by this user now, as a message key for the 422 (spec §4, §8).
import { promoProblem } from '@mp/shared/domain';
import type { PromoRow } from './repository';

const KEYS = {
  not_active: 'checkout.promoNotActive',
  not_yet_valid: 'checkout.promoNotYetValid',
  expired: 'checkout.promoExpired',
  used_up: 'checkout.promoUsedUp',
} as const;

export function promoRefusal(promo: PromoRow | undefined, userId: number | null, now = new Date()): string | null {
  if (!promo) return 'checkout.promoNotFound';
  if (promo.assignedUserId !== null && promo.assignedUserId !== userId) return 'checkout.promoNotYours';
  const problem = promoProblem(
    {
      status: promo.status as 'assigned',
      validFrom: promo.validFrom,
      validTo: promo.validTo,
      maxUses: promo.maxUses,
      uses: promo.uses,
    },
    now,
  );
  return problem ? KEYS[problem] : null;
}

export const promoRule = (promo: PromoRow) => ({ kind: promo.kind as 'percent' | 'fixed', value: promo.value });
