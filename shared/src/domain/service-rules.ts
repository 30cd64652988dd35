// The cross-field rule of a service's prices and ages (docs/adr/023): one function the service form's submit, the
// partner's edit of a published service and the edit page itself all run, so each refuses the same things with the
// same words. It sees the service as it would be after the change (what is sent over what is stored).
import type { PriceType } from './pricing';

/** A service's prices and ages after the change, as the rule checks them. */
export interface ServiceRuleInput {
  value_cents: number;
  value_discount_cents: number;
  price_type: PriceType;
  /** Group size at the base price; tiers are for larger groups. */
  max_capacity: number;
  age_start: number;
  age_end: number;
  /** The child band (both null: one price for all). */
  child_value_cents: number | null;
  child_age_end: number | null;
  /**
   * Group-size tiers, in the order given. With their prices (per person on a per-person service), a larger group is
   * checked to pay no more per person than a smaller one; without, only their sizes are checked.
   */
  tiers: readonly { maxCapacity: number; value_cents?: number }[];
}

/**
 * The fields the rule names. A caller maps them to its own field names: the service form posts `value_discount`,
 * `child_value`, `extra_prices.N`; the dashboard's edit posts `value_discount_cents`, `child_value_cents`,
 * `extraPrices.N.maxCapacity`.
 */
export type ServiceRuleField =
  'value_discount' | 'age_end' | 'child_value' | 'child_age_end' | 'tiers' | `tiers.${number}`;

/**
 * Message keys, without a namespace: the API answers them as `forms.<key>`, the partner dashboard shows them as
 * `serviceRules.<key>` (same words in en and pt; the API's tests compare them).
 */
export type ServiceRuleKey =
  | 'discountBelowPrice'
  | 'ageRange'
  | 'childAgeRequired'
  | 'childPriceRequired'
  | 'childPricePerPerson'
  | 'childAgeRange'
  | 'tierAboveCapacity'
  | 'tierDuplicate'
  | 'tierPricePerPerson';

export interface ServiceRuleMessage {
  key: ServiceRuleKey;
  params?: Record<string, number>;
}

export type ServiceRuleErrors = Partial<Record<ServiceRuleField, ServiceRuleMessage>>;

export const SERVICE_RULE_KEYS: readonly ServiceRuleKey[] = [
  'discountBelowPrice',
  'ageRange',
  'childAgeRequired',
  'childPriceRequired',
  'childPricePerPerson',
  'childAgeRange',
  'tierAboveCapacity',
  'tierDuplicate',
  'tierPricePerPerson',
];

/**
 * What is wrong with the service's prices and ages, one message per field (empty when all is well):
 * - a discount (above 0) must be below the price, or it would never apply;
 * - the maximum age is not below the minimum;
 * - a child band has both its price and its age limit, on a per-person price, with the age limit from the minimum age
 *   to one below the maximum (older children are adults, and there must be some adults' ages left);
 * - every tier is for more people than the base price covers, and no two tiers are for the same group size;
 * - on a per-person price, a larger group never pays more per person than a smaller one: each tier's price is at most
 *   that of the next smaller group (the base price as charged, after its discount, or the tier below).
 */
export function serviceRuleErrors(s: ServiceRuleInput): ServiceRuleErrors {
  const errors: ServiceRuleErrors = {};
  if (s.value_discount_cents > 0 && s.value_discount_cents >= s.value_cents)
    errors.value_discount = { key: 'discountBelowPrice' };
  if (s.age_end < s.age_start) errors.age_end = { key: 'ageRange' };
  const childValue = s.child_value_cents;
  const childAgeEnd = s.child_age_end;
  if (childValue !== null && childAgeEnd === null) errors.child_age_end = { key: 'childAgeRequired' };
  else if (childValue === null && childAgeEnd !== null) errors.child_value = { key: 'childPriceRequired' };
  else if (childValue !== null && s.price_type !== 'per_person') errors.child_value = { key: 'childPricePerPerson' };
  else if (childAgeEnd !== null && (childAgeEnd < s.age_start || childAgeEnd >= s.age_end)) {
    errors.child_age_end = { key: 'childAgeRange', params: { min: s.age_start, max: s.age_end - 1 } };
  }
  s.tiers.forEach((t, i) => {
    if (t.maxCapacity <= s.max_capacity)
      errors[`tiers.${i}`] = { key: 'tierAboveCapacity', params: { max: s.max_capacity } };
  });
  if (new Set(s.tiers.map((t) => t.maxCapacity)).size !== s.tiers.length) errors.tiers = { key: 'tierDuplicate' };
  else if (s.price_type === 'per_person') {
    const discounted = s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents;
    let smaller = discounted ? s.value_discount_cents : s.value_cents;
    const bySize = s.tiers.map((t, i) => ({ ...t, i })).sort((a, b) => a.maxCapacity - b.maxCapacity);
    for (const t of bySize) {
      if (t.value_cents === undefined || t.maxCapacity <= s.max_capacity) continue;
      if (t.value_cents > smaller && !errors[`tiers.${t.i}`])
        errors[`tiers.${t.i}`] = { key: 'tierPricePerPerson', params: { size: t.maxCapacity } };
      smaller = Math.min(smaller, t.value_cents);
    }
  }
  return errors;
}

/** The errors under the caller's own field names (`tiers.N` goes through `tier(N)`); fields with no name are dropped. */
export function renameServiceRuleErrors(
  errors: ServiceRuleErrors,
  names: Partial<Record<Exclude<ServiceRuleField, `tiers.${number}`>, string>> & { tier?: (index: number) => string },
): Record<string, ServiceRuleMessage> {
  const out: Record<string, ServiceRuleMessage> = {};
  for (const [field, message] of Object.entries(errors) as [ServiceRuleField, ServiceRuleMessage][]) {
    const tier = /^tiers\.(\d+)$/.exec(field);
    const name = tier ? names.tier?.(Number(tier[1])) : names[field as Exclude<ServiceRuleField, `tiers.${number}`>];
    if (name !== undefined) out[name] = message;
  }
  return out;
}
