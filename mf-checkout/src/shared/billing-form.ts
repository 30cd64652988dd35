// Spec §3 billing data and §5 rules for the personal-data step, as pure functions.
import type { User } from '@mp/shared/contracts';
import { DEFAULT_COUNTRY, type FieldErrors } from '@mp/shared/domain';
import type { BillingData } from '@mp/shared/stores';

export const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'country',
  'city',
  'address',
  'zipcode',
  'vatnumber',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

/** The static country list (spec §9), ISO 3166-1 alpha-2 lower case; names come from Intl in the page's language. */
export const COUNTRIES = [
  'pt',
  'es',
  'fr',
  'de',
  'gb',
  'ie',
  'it',
  'nl',
  'be',
  'lu',
  'ch',
  'at',
  'dk',
  'se',
  'no',
  'fi',
  'pl',
  'cz',
  'br',
  'us',
  'ca',
  'ao',
  'mz',
  'cv',
] as const;

/** What the form starts with: the stored billing data, else the logged-in user's, country pt by default (spec §9). */
export function initialBilling(stored: BillingData | null, user: User | null): BillingData {
  const profile = (user?.profile ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    first_name: stored?.first_name || user?.first_name || '',
    last_name: stored?.last_name || user?.last_name || '',
    phone: stored?.phone || user?.phone || '',
    email: stored?.email || user?.email || '',
    country: stored?.country || str(profile.country) || DEFAULT_COUNTRY,
    city: stored?.city || str(profile.city),
    address: stored?.address || str(profile.address),
    zipcode: stored?.zipcode || str(profile.zipcode),
    vatnumber: stored?.vatnumber || str(profile.vatnumber),
  };
}

/** Spec §5: changing country resets city to empty. */
export function changeField(data: BillingData, field: BillingField, value: string): BillingData {
  if (field === 'country' && value !== data.country) return { ...data, country: value, city: '' };
  return { ...data, [field]: value };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +, 6 to 15 digits (no letters: a phone number is digits). */
const PHONE = /^\+?(?:[\s().-]*\d){6,15}[\s().-]*$/;

/** The fields the booking call refuses when empty, checked before leaving the step; messages are i18n keys. */
export function billingErrors(data: BillingData): FieldErrors {
  const errors: FieldErrors = {};
  if (!data.first_name.trim()) errors.first_name = ['required'];
  if (!data.last_name.trim()) errors.last_name = ['required'];
  if (!data.email.trim()) errors.email = ['required'];
  else if (!EMAIL.test(data.email.trim())) errors.email = ['email'];
  if (data.phone.trim() && !PHONE.test(data.phone.trim())) errors.phone = ['phone'];
  return errors;
}

/**
 * Spec §3: the address part may sit under `profile` — POST api/clients/{id} takes it there. The email stays out: it is
 * the account's login, which this call does not change (a billing email of its own is used for the booking only).
 */
export function profilePayload(data: BillingData): Record<string, unknown> {
  const { country, city, address, zipcode, vatnumber, email: _email, ...rest } = data;
  void _email;
  return { ...rest, profile: { country, city, address, zipcode, vatnumber } };
}

/** After a login on this step: the account's data fills the fields still empty, what was typed stays. */
export function fillEmpty(data: BillingData, from: BillingData): BillingData {
  const next = { ...data };
  for (const field of BILLING_FIELDS) if (!next[field]) next[field] = from[field];
  return next;
}
