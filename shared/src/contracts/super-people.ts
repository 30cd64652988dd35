// Back-office people and companies (ADR 017, spec §7 api/super/partners, affiliates, clients, customers,
// companies). A partner is a company with its owner account; a new company starts `pending` and its services and
// page go live when staff approve it (status `active`), and disappear again while it is `suspended`; staff may
// instead `reject` a company under review. A rejection and a suspension carry staff's reason, which the partner
// reads (docs/partner-review.md). Commission
// rates are percentages (0–100, at most two decimals) on the wire and basis points in the database.
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField, UserType } from './common';
import { CompanyModules } from './user';

export const PartyStatus = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('suspended')]);
export type PartyStatus = Static<typeof PartyStatus>;
/** A partner company's review: under review, live, turned down at review, or taken off the site by staff. */
export const CompanyStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('rejected'),
  Type.Literal('suspended'),
]);
export type CompanyStatus = Static<typeof CompanyStatus>;
/**
 * What staff may set on a company: approve or reactivate (`active`), reject one under review, suspend a live one.
 * Nothing goes back to pending.
 */
export const CompanyStatusChange = Type.Union([
  Type.Literal('active'),
  Type.Literal('rejected'),
  Type.Literal('suspended'),
]);
export type CompanyStatusChange = Static<typeof CompanyStatusChange>;
/** What staff may set: approve (active) or suspend. Nothing goes back to pending. */
export const PartyStatusChange = Type.Union([Type.Literal('active'), Type.Literal('suspended')]);
export type PartyStatusChange = Static<typeof PartyStatusChange>;

const Paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  impersonate_id: ImpersonateField,
};

export const SuperPartner = Type.Object({
  /** The company's id. */
  id: Type.Integer(),
  slug: Type.String(),
  trade_name: Type.String(),
  business_name: Type.String(),
  tax_number: Type.String(),
  company_type: Type.String(),
  status: CompanyStatus,
  /** Staff's reason for the rejection or suspension (null while pending or live). */
  status_reason: Type.Union([Type.String(), Type.Null()]),
  status_changed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  commission_rate: Type.Number(),
  modules: CompanyModules,
  owner: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
  services: Type.Integer(),
  active_services: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperPartner = Static<typeof SuperPartner>;

export const PartnersQuery = Type.Object({ ...Paging, status: Type.Optional(CompanyStatus) });
export type PartnersQuery = Static<typeof PartnersQuery>;

/**
 * Every field optional; `commission_rate` is checked by the server (0–100, two decimals) so its 422 says why.
 * `reason` is required with `rejected` and `suspended` (422 on `reason` when blank): the partner is told it.
 */
export const PartnerUpdateBody = Type.Object({
  status: Type.Optional(CompanyStatusChange),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
  commission_rate: Type.Optional(Type.Number()),
  modules: Type.Optional(CompanyModules),
});
export type PartnerUpdateBody = Static<typeof PartnerUpdateBody>;

export const SuperAffiliateRow = Type.Object({
  /** The affiliate's user id. */
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  affiliate_code: Type.String(),
  status: PartyStatus,
  commission_basis_points: Type.Integer(),
  commission_rate: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperAffiliateRow = Static<typeof SuperAffiliateRow>;

export const AffiliatesQuery = Type.Object({ ...Paging, status: Type.Optional(PartyStatus) });
export type AffiliatesQuery = Static<typeof AffiliatesQuery>;

export const AffiliateUpdateBody = Type.Object({
  status: Type.Optional(PartyStatusChange),
  commission_rate: Type.Optional(Type.Number()),
});
export type AffiliateUpdateBody = Static<typeof AffiliateUpdateBody>;

/** A registered customer account (CLIENT with a password; a guest's passwordless account is not one). */
export const SuperClient = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  email_verified: Type.Boolean(),
  bookings: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperClient = Static<typeof SuperClient>;

export const ClientsQuery = Type.Object(Paging);
export type ClientsQuery = Static<typeof ClientsQuery>;

export const CustomerBooking = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: Type.String(),
  total_cents: Cents,
  /** What went back to the customer (money and gift card), so a refunded booking does not read paid. */
  refunded_cents: Cents,
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerBooking = Static<typeof CustomerBooking>;

/** Everyone who booked, guests included; `paid_total_cents` sums their paid bookings; `bookings` are the latest 10. */
export const SuperCustomer = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** The account's kind: a partner or an affiliate may book too. */
  user_type: UserType,
  guest: Type.Boolean(),
  bookings_count: Type.Integer(),
  paid_total_cents: Cents,
  last_booking_at: Type.String({ format: 'date-time' }),
  bookings: Type.Array(CustomerBooking),
});
export type SuperCustomer = Static<typeof SuperCustomer>;

export const CustomersQuery = Type.Object({
  ...Paging,
  guest: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  user_type: Type.Optional(UserType),
});
export type CustomersQuery = Static<typeof CustomersQuery>;

export const SuperCompany = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  trade_name: Type.String(),
  status: CompanyStatus,
  services: Type.Integer(),
  active_services: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperCompany = Static<typeof SuperCompany>;

export const CompaniesQuery = Type.Object({ ...Paging, status: Type.Optional(CompanyStatus) });
export type CompaniesQuery = Static<typeof CompaniesQuery>;

export const SuperCompanyService = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  status: Type.String(),
  value_cents: Cents,
  /** Whether the public sees it now: the service is active and so is its company. */
  live: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperCompanyService = Static<typeof SuperCompanyService>;

export const CompanyServicesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  impersonate_id: ImpersonateField,
});
export type CompanyServicesQuery = Static<typeof CompanyServicesQuery>;
