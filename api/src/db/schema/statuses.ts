// The allowed values of status-like columns (each table carries a CHECK on them).
import { sql } from 'drizzle-orm';

export const USER_TYPES = ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'] as const;
/** A partner company: under review, live, turned down at review, or taken off the site by staff (ADR 017). */
export const COMPANY_STATUSES = ['pending', 'active', 'rejected', 'suspended'] as const;
export const SERVICE_KINDS = ['experience', 'wellness', 'transfer', 'gift_card', 'event', 'restaurant'] as const;
export const SERVICE_STATUSES = ['active', 'inactive', 'draft'] as const;
/** Who confirms a booked service (docs/adr/049): its partner answers each item, or it is confirmed on payment. */
export const SERVICE_CONFIRMATIONS = ['partner', 'instant'] as const;
export type ServiceConfirmation = (typeof SERVICE_CONFIRMATIONS)[number];
export const BOOKING_ITEM_STATUSES = [
  'waiting_payment',
  'pending',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
] as const;
/**
 * How a booking was paid (and a payment's provider): a gateway's method, a gift card in full, a staff gift, or `free`
 * when nothing was due (a free table, or points and a promo code that paid it all).
 */
export const PAYMENT_METHODS = ['card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card', 'free'] as const;
/** Payments our own ledger makes, no gateway's money: a gift card's part, a staff gift, nothing due. */
export const INTERNAL_PAYMENT_PROVIDERS: readonly string[] = ['gift', 'gift_card', 'free'];
/** The same as an SQL list, for `provider not in (…)`. */
export const internalProviders = sql.raw(INTERNAL_PAYMENT_PROVIDERS.map((p) => `'${p}'`).join(', '));
export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'authorized',
  'paid',
  'failed',
  'expired',
  'refunded',
  'cancelled',
] as const;
export const BOOKING_STATUSES = ['waiting_payment', 'paid', 'expired', 'cancelled'] as const;
export const PROMO_CODE_STATUSES = ['requested', 'assigned', 'used'] as const;
/** Same list as STAFF_ROLES in @mp/shared/domain (the back-office test checks they agree). */
export const STAFF_ROLE_NAMES = ['admin', 'finance', 'support', 'content'] as const;
/** The back-office lists a saved view may belong to (the contract's SavedViewList). */
export const SAVED_VIEW_LISTS = [
  'sales',
  'booking-items',
  'quote-requests',
  'customers',
  'partners',
  'affiliates',
  'services',
  'reviews',
  'promo-codes',
  'invoices',
  'audit-log',
  'team',
] as const;
