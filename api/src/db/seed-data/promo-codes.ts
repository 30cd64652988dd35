import type { SeedPromoCode } from './types';

// Six codes covering every case the back office and checkout must handle: percent and fixed, expired,
// single-use, not yet valid, and each promo-code status (spec §4: requested, assigned, used).
export const promoCodes: SeedPromoCode[] = [
  { code: 'BEMVINDO10', kind: 'percent', value: 10, valid_from_days: -60, valid_to_days: 305, max_uses: null, status: 'assigned' },
  { code: 'LISBOA5', kind: 'fixed', value: 500, valid_from_days: -30, valid_to_days: 60, max_uses: 200, status: 'assigned' },
  { code: 'PRIMEIRA20', kind: 'fixed', value: 2000, valid_from_days: -10, valid_to_days: 80, max_uses: 1, status: 'assigned' },
  { code: 'VERAO2026', kind: 'percent', value: 15, valid_from_days: -150, valid_to_days: -60, max_uses: 500, status: 'used' },
  { code: 'NATAL25', kind: 'percent', value: 25, valid_from_days: 20, valid_to_days: 45, max_uses: 300, status: 'assigned' },
  { code: 'AFILIADO-JOAO15', kind: 'percent', value: 15, valid_from_days: 0, valid_to_days: 180, max_uses: null, status: 'requested' },
];
