import type { SeedService } from './types';

// Most services share the same sensible defaults (bilingual guides, all ages, 24 h free cancellation, active, no
// discount). Spelling them out seventy times would hide the few values that make each service different.
type Defaulted =
  | 'meeting_point'
  | 'value_discount_cents'
  | 'extra_prices'
  | 'languages'
  | 'age_start'
  | 'age_end'
  | 'free_cancellation'
  | 'cancellation_policy_hours'
  | 'sponsored'
  | 'weekly_deal'
  | 'status';

export type ServiceInput = Omit<SeedService, Defaulted> & Partial<Pick<SeedService, Defaulted>>;

export function defineService(input: ServiceInput): SeedService {
  return {
    meeting_point: null,
    value_discount_cents: 0,
    extra_prices: [],
    languages: ['en', 'pt'],
    age_start: 0,
    age_end: 99,
    free_cancellation: true,
    cancellation_policy_hours: 24,
    sponsored: false,
    weekly_deal: false,
    status: 'active',
    ...input,
  };
}
