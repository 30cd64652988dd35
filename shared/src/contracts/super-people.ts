// Back-office people and companies (ADR 017, spec §7 api/super/partners, affiliates, clients, customers,
// companies). A partner is a company with its owner account; a new company starts `pending` and its services and
// page go live when staff approve it (status `active`), and disappear again while it is `suspended`; staff may
// instead `reject` a company under review. A rejection and a suspension carry staff's reason, which the partner
// reads (docs/partner-review.md). Commission
// rates are percentages (0–100, at most two decimals) on the wire and basis points in the database.
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField, UserType } from './common';
import { CompanyModules, ModuleRequest } from './user';

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
  /** The module the company asked to switch on, waiting for staff, and since when. */
  module_request: ModuleRequest,
  module_requested_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
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

/** `module_request=1`: only the companies asking staff for a module (docs/partner-review.md, "Modules"). */
export const PartnersQuery = Type.Object({
  ...Paging,
  status: Type.Optional(CompanyStatus),
  module_request: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
});
export type PartnersQuery = Static<typeof PartnersQuery>;

/**
 * Every field optional; `commission_rate` is checked by the server (0–100, two decimals) so its 422 says why.
 * `reason` is required with `rejected` and `suspended` (422 on `reason` when blank): the partner is told it.
 * `module_request` answers the module the company asked for: `approve` switches it on, `decline` (with a `reason`)
 * leaves it off; either tells the partner (422 on `module_request` when the company asked for none).
 */
export const PartnerUpdateBody = Type.Object({
  status: Type.Optional(CompanyStatusChange),
  module_request: Type.Optional(Type.Union([Type.Literal('approve'), Type.Literal('decline')])),
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

// ---------- One customer's page (GET api/super/customers/{id} and its parts) ----------

/**
 * A registered customer account (user type CLIENT; a guest's passwordless account too, `guest` says which) as the
 * back office reads it: who they are, what they booked and paid, and what they hold to spend. `paid_total_cents` is
 * the customers list's figure: their paid bookings' totals less the money and gift-card refunds of them.
 */
export const SuperCustomerDetail = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  /** The language of their mails; null: never chosen (the site's language at the time is used). */
  language: Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()]),
  guest: Type.Boolean(),
  email_verified_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  birthdate: Type.Union([Type.String(), Type.Null()]),
  address: Type.Object({
    address: Type.Union([Type.String(), Type.Null()]),
    zipcode: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    country: Type.Union([Type.String(), Type.Null()]),
  }),
  totals: Type.Object({
    bookings: Type.Integer(),
    booking_items: Type.Integer(),
    paid_total_cents: Cents,
  }),
  balances: Type.Object({
    /** What their active, unexpired gift cards still hold. */
    gift_card_cents: Cents,
    gift_cards: Type.Integer(),
    points: Type.Integer(),
  }),
});
export type SuperCustomerDetail = Static<typeof SuperCustomerDetail>;

export const CustomerPartQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  impersonate_id: ImpersonateField,
});
export type CustomerPartQuery = Static<typeof CustomerPartQuery>;

/** One of the customer's booking items, newest booked first; `refunded_cents`: what partial refunds gave back. */
export const CustomerBookingItem = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  reference: Type.String(),
  status: Type.String(),
  booking_date: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  service: Type.String(),
  partner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  quantity: Type.Integer(),
  total_cents: Cents,
  refunded_cents: Cents,
  payment_method: Type.String(),
});
export type CustomerBookingItem = Static<typeof CustomerBookingItem>;

/** A payment of one of the customer's bookings, with what went back of it. */
export const CustomerPayment = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  reference: Type.String(),
  provider: Type.String(),
  status: Type.String(),
  amount_cents: Cents,
  refunded_cents: Cents,
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerPayment = Static<typeof CustomerPayment>;

/** A chat the customer takes part in: with a partner, with our team (support) or with someone else. */
export const CustomerConversation = Type.Object({
  id: Type.Integer(),
  with: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    user_type: UserType,
    /** The partner's company, when the other side is a partner's account. */
    company: Type.Union([Type.String(), Type.Null()]),
  }),
  support: Type.Boolean(),
  request_status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  messages: Type.Integer(),
  last_message_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerConversation = Static<typeof CustomerConversation>;

/** A gift card the customer owns or bought; only the code's last characters are shown. */
export const CustomerGiftCard = Type.Object({
  id: Type.Integer(),
  code_end: Type.String(),
  owned: Type.Boolean(),
  value_cents: Cents,
  balance_cents: Cents,
  status: Type.String(),
  expires_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerGiftCard = Static<typeof CustomerGiftCard>;

/** A line of the customer's points ledger. */
export const CustomerPointsEntry = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  /** earned, spent, refund or adjustment; null on older rows that did not say. */
  reason: Type.Union([Type.String(), Type.Null()]),
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type CustomerPointsEntry = Static<typeof CustomerPointsEntry>;

/** How long a staff note may be. */
export const CUSTOMER_NOTE_MAX = 2000;

/** A note about the customer that only staff read; `mine`: the reader wrote it (only its author edits or deletes it). */
export const CustomerNote = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  author: Type.Object({ id: Type.Integer(), name: Type.String() }),
  mine: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  edited_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CustomerNote = Static<typeof CustomerNote>;

/** The note's text; the server also refuses one that is only spaces (422 on `body`). */
export const CustomerNoteBody = Type.Object({ body: Type.String({ maxLength: CUSTOMER_NOTE_MAX }) });
export type CustomerNoteBody = Static<typeof CustomerNoteBody>;
