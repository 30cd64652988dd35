// The rules of a bulk price change: the new list price of each service (a new amount or a percentage), what becomes
// of its discount, and the limits a partner is told about. Pure, so a preview and the change compute the same thing.
import type { ServicePriceChange, ServicesBulkUpdateBody } from '@mp/shared/contracts';
import { invalid, type MessageRef } from '../../lib/errors';

export const MIN_PRICE_CENTS = 1;
export const MAX_PRICE_CENTS = 999_999_999;
const MIN_PERCENT = -90;
const MAX_PERCENT = 500;

/** How a change prices each service, once its input is checked. */
export type PriceRule =
  | { kind: 'amount'; valueCents: number; discount: 'keep_percent' | 'remove' }
  /** The percentage in hundredths (+12.5 % is 1250), so the arithmetic stays in whole numbers. */
  | { kind: 'percent'; basisPoints: number; discount: 'keep_percent' | 'remove' };

/** The change's own fields checked (422 field map), before any service is read. */
export function priceRuleOf(body: ServicesBulkUpdateBody): PriceRule {
  const errors: Record<string, string> = {};
  if (body.value_cents === undefined && body.percent === undefined) errors.value_cents = 'dashboard.priceRequired';
  else if (body.value_cents !== undefined && body.percent !== undefined) errors.percent = 'dashboard.priceOrPercent';
  else if (body.value_cents !== undefined && (body.value_cents < MIN_PRICE_CENTS || body.value_cents > MAX_PRICE_CENTS))
    errors.value_cents = 'dashboard.priceRange';
  const basisPoints = body.percent === undefined ? 0 : Math.round(body.percent * 100);
  if (
    body.percent !== undefined &&
    (body.percent < MIN_PERCENT ||
      body.percent > MAX_PERCENT ||
      body.percent === 0 ||
      Math.abs(body.percent * 100 - basisPoints) > 1e-6)
  )
    errors.percent = 'dashboard.percentRange';
  if (body.discount === undefined) errors.discount = 'dashboard.discountChoice';
  if (Object.keys(errors).length > 0 || body.discount === undefined) throw invalid(errors);
  return body.value_cents !== undefined
    ? { kind: 'amount', valueCents: body.value_cents, discount: body.discount }
    : { kind: 'percent', basisPoints, discount: body.discount };
}

/** a / b rounded half up (both positive). */
const divideHalfUp = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

export interface PricedService {
  id: number;
  name: string;
  price_type: 'per_person' | 'per_group';
  value_cents: number;
  value_discount_cents: number;
  child_value_cents: number | null;
  tiers: { max_capacity: number; value_cents: number }[];
}

/**
 * The new prices of one service. A kept discount is the same share of the new list price as it was of the old one;
 * a discount that would not be below the new list price is removed, since customers would never pay it. The child
 * price and the larger groups' prices move by the same share as the list price (a percentage, or new ÷ old for an
 * amount), so a child still pays less than an adult and a larger group what it paid relative to a small one.
 */
export function priceChange(s: PricedService, rule: PriceRule): ServicePriceChange {
  const value =
    rule.kind === 'amount'
      ? BigInt(rule.valueCents)
      : divideHalfUp(BigInt(s.value_cents) * BigInt(10_000 + rule.basisPoints), 10_000n);
  const hadDiscount = s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents;
  const kept =
    rule.discount === 'keep_percent' && hadDiscount && value > 0n
      ? divideHalfUp(value * BigInt(s.value_discount_cents), BigInt(s.value_cents))
      : 0n;
  // A free list price has no share to move the others by: they stay.
  const moved = (cents: number): number =>
    s.value_cents > 0 && cents > 0 ? Number(divideHalfUp(BigInt(cents) * value, BigInt(s.value_cents))) : cents;
  return {
    id: s.id,
    name: s.name,
    price_type: s.price_type,
    before: {
      value_cents: s.value_cents,
      value_discount_cents: s.value_discount_cents,
      child_value_cents: s.child_value_cents,
      tiers: s.tiers,
    },
    after: {
      value_cents: Number(value),
      value_discount_cents: kept < value ? Number(kept) : 0,
      child_value_cents: s.child_value_cents === null ? null : moved(s.child_value_cents),
      tiers: s.tiers.map((t) => ({ max_capacity: t.max_capacity, value_cents: moved(t.value_cents) })),
    },
  };
}

/** Each service the change would take out of the allowed prices, named, on the field the partner typed in. */
export function outOfRange(changes: readonly ServicePriceChange[], rule: PriceRule): Record<string, MessageRef[]> {
  const refs: MessageRef[] = [];
  for (const c of changes) {
    const highest = Math.max(c.after.value_cents, ...c.after.tiers.map((t) => t.value_cents));
    if (c.after.value_cents < MIN_PRICE_CENTS) refs.push({ key: 'dashboard.priceTooLow', params: { name: c.name } });
    else if (highest > MAX_PRICE_CENTS) refs.push({ key: 'dashboard.priceTooHigh', params: { name: c.name } });
  }
  return refs.length > 0 ? { [rule.kind === 'amount' ? 'value_cents' : 'percent']: refs } : {};
}
