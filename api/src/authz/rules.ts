// The authorization rule of every operation of the OpenAPI document (docs/SECURITY.md "Authorization matrix"):
// who may call it, written as the policy says it should be (spec §6, the team roles, the staff permissions), and one
// plausible request that reaches the rule. matrix.test.ts sends that request as every identity of identities.ts and
// checks the answer: an identity the rule allows never gets 401/403; any other gets 401/403, or the 404/422 the rule
// names. An operation without a row here, or a row naming no operation, fails the matrix, so a new route cannot ship
// without stating who may call it.
import type { TeamPermission } from '@mp/shared/contracts';
import type { StaffPermission } from '@mp/shared/domain';
import { CUSTOMERS, IDENTITIES, PARTNERS, STAFF, STAFF_ROLE_MAY, TEAM_ROLE_MAY, type Identity } from './identities';

export interface Rule {
  /** The rule in words, as the matrix prints it next to a failure. */
  says: string;
  /** Identities that must never get 401/403. */
  allow: readonly Identity[];
  /**
   * Answers a denied caller may get besides 401/403: 404 where the API hides whether the row exists (a stranger
   * learns nothing), 422 where the row is named in the body and checked as a field (another company's service).
   */
  deniedAlso?: readonly (404 | 422)[];
  /** Only the account itself: staff acting as it (impersonate_id) are refused too. */
  selfOnly?: boolean;
}

/** Ids and secrets of real rows the requests name (the first customer's and the first company's, see fixtures). */
export interface Fixtures {
  user: Record<Identity, number>;
  company: number;
  service: { id: number; slug: string };
  booking: { id: number; reference: string; manageToken: string; manageLink: string };
  /** A pending item of the customer's booking at the first company, and a completed one (reviewable). */
  pendingItem: number;
  completedItem: number;
  voucherCode: string;
  /** The chat between the customer and the partner. */
  chat: number;
  /** The customer's chat with our team: its staff side, and a staff member with the chat permission not in it. */
  supportChat: { id: number; staff: number; handOverTo: number };
  /** A member of the first company's team who is none of the identities (the team routes act on them). */
  teamMember: number;
  teamRoleId: number;
  vehicle: number;
  invoice: number;
  promoCode: number;
  promoRequest: number;
  review: number;
  quoteRequest: number;
  /** A row of each kind that belongs to another company (cross-company requests). */
  otherCompanyVehicle: number;
}

export interface Request {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** Merged over a body sampled from the route's schema. */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Row {
  rule: Rule;
  /** The request; `identity` is the caller, for the few routes whose path names the caller themself. */
  req?: (f: Fixtures, identity: Identity) => Request;
  /** Sent after every other operation (it ends a session or deletes a row other requests name). */
  last?: boolean;
  /** Each identity signs in again for this request: it ends the session it is sent with. */
  ownSession?: boolean;
}

const only = (allow: readonly Identity[], says: string, deniedAlso: readonly (404 | 422)[] = []): Rule => ({
  says,
  allow,
  deniedAlso,
});
const teamMay = (perm: TeamPermission) => PARTNERS.filter((p) => TEAM_ROLE_MAY[p].includes(perm));
const staffMay = (perm: StaffPermission) => STAFF.filter((s) => s === 'owner' || STAFF_ROLE_MAY[s].includes(perm));

export const PUBLIC = only(IDENTITIES, 'public');
export const SIGNED_IN = only(
  IDENTITIES.filter((i) => i !== 'anonymous'),
  'any signed-in user (their own data)',
);
/** Public, but the row is the customer's: anyone else (signed in or not) gets 404 without its secret. */
export const OWNER_OR_SECRET = only(['customer'], 'public route, the customer who owns the row (others 404)', [404]);
/** Cart and checkout: guests and customers; a partner, affiliate or staff account is refused (403: it cannot buy). */
export const BUYER = only(['anonymous', ...CUSTOMERS], 'a guest or a customer (other accounts cannot buy: 403)');
export const CUSTOMER = only(CUSTOMERS, 'customer (their own data)');
export const CUSTOMER_OWN = only(['customer'], 'customer who owns the row (another customer: 403/404)', [404]);
export const AFFILIATE = only(['affiliate'], 'affiliate (their own data)');
export const ANY_PARTNER = only(PARTNERS, 'partner, any team member (their own company)');
export const partner = (perm: TeamPermission): Rule =>
  only(teamMay(perm), `partner with team permission ${perm} (their own company)`);
/** The row belongs to the first company: its members with the permission; the other company's owner 403/404. */
export const partnerOwn = (perm: TeamPermission): Rule =>
  only(
    teamMay(perm).filter((p) => p !== 'otherPartner'),
    `partner of the row's company with team permission ${perm} (another company: 403/404)`,
    [404],
  );
/** Like partnerOwn, for rows named in the body: another company's id is a field error (422). */
export const partnerOwnInBody = (perm: TeamPermission): Rule =>
  only(
    teamMay(perm).filter((p) => p !== 'otherPartner'),
    `partner of the company of the rows in the body with team permission ${perm} (another company: 403/404/422)`,
    [404, 422],
  );
export const ANY_STAFF = only(STAFF, 'any back-office staff (their own profile)');
export const staff = (perm: StaffPermission): Rule => only(staffMay(perm), `staff with permission ${perm}`);
export const OWNER_ONLY = only(['owner'], 'the owner (super admin) only');
/**
 * Chats: the two participants, and the partner company's team members with the bookings permission (the company's
 * inbox); anyone else 404 (staff join a chat only by a hand-over, which needs the chat permission).
 */
const CHAT_PARTICIPANTS = only(
  ['customer', ...teamMay('bookings').filter((p) => p !== 'otherPartner')],
  'a participant of the chat, or a member of its company with the bookings permission (others 404)',
  [404],
);

const customerReq = (f: Fixtures) => ({ params: { id: f.user.customer } });
const bookingItem = (f: Fixtures) => ({ params: { id: f.pendingItem } });
const service = (f: Fixtures) => ({ params: { id: f.service.id } });
const sandbox = (f: Fixtures) => ({ params: { id: 999_999 }, query: { reference: f.booking.reference } });
const transferQuery = {
  pickupLocation: 'lisbon-airport',
  dropOffLocation: 'lisbon-city-centre',
  pickupDate: '2030-06-15',
  pickupTime: '10:00',
};
const PASSWORD_CHANGE = {
  current_password: 'Wrong-current-1',
  password: 'Matrix-New-Passw0rd',
  password_confirmation: 'Matrix-New-Passw0rd',
};
const range = { from: '2030-06-01', to: '2030-06-30' };
const VEHICLE = { name: 'Matrix van', value_cents: 4500, roundback_value_cents: 8100, value_discount_cents: 0 };

/** Method and OpenAPI path → its rule. Keep it in the order of the document (areas together). */
export const RULES: Readonly<Record<string, Row>> = {
  // Health and sessions
  'GET /api/health': { rule: PUBLIC },
  'GET /api/ready': { rule: PUBLIC },
  'POST /api/login': { rule: PUBLIC, req: () => ({ body: { email: 'nobody@matrix.pt', password: 'Wrong-passw0rd' } }) },
  'POST /api/logout': { rule: SIGNED_IN, ownSession: true },
  'GET /api/me': { rule: SIGNED_IN },
  'POST /api/password/email': { rule: PUBLIC, req: () => ({ body: { email: 'nobody@matrix.pt' } }) },
  'POST /api/password/reset': {
    rule: PUBLIC,
    req: () => ({ body: { email: 'nobody@matrix.pt', token: 'x'.repeat(40) } }),
  },
  'POST /api/clients': { rule: PUBLIC },
  'POST /api/email-client-register': { rule: PUBLIC },
  'POST /api/verify-client-register': { rule: PUBLIC, req: () => ({ body: { code: '000000' } }) },
  'POST /api/verify-client-register-link': { rule: PUBLIC },
  // A user's record (e-mail, phone, NIF, IBAN): the user, or staff who look after customers; not every staff role.
  'GET /api/user/{id}': {
    rule: only(['customer', ...staffMay('customers')], 'the user themself, or staff with permission customers'),
    req: customerReq,
  },
  'POST /api/clients/{id}': {
    rule: CUSTOMER_OWN,
    req: (f) => ({ ...customerReq(f), body: { first_name: 'Beatriz' } }),
  },
  'POST /api/clients/updateAvatar': { rule: SIGNED_IN },
  'POST /api/clients/updateCover': { rule: SIGNED_IN },

  // Catalogue
  'GET /api/categories': { rule: PUBLIC },
  'GET /api/categories/{slug}': { rule: PUBLIC, req: () => ({ params: { slug: 'food-and-wine' } }) },
  'GET /api/platformcountries': { rule: PUBLIC },
  'GET /api/services': { rule: PUBLIC },
  'GET /api/services/sponsored': { rule: PUBLIC },
  'GET /api/services/weekly-deals': { rule: PUBLIC },
  'GET /api/services/trending': { rule: PUBLIC },
  'GET /api/services/most-recent': { rule: PUBLIC },
  'GET /api/services/by-cities': { rule: PUBLIC },
  'GET /api/services/locations': { rule: PUBLIC },
  'GET /api/services/suggested/{x}': { rule: PUBLIC, req: (f) => ({ params: { x: f.service.slug } }) },
  'GET /api/services/{slug}': { rule: PUBLIC, req: (f) => ({ params: { slug: f.service.slug } }) },
  'GET /api/services-count-filter-options': { rule: PUBLIC },
  'GET /api/services-filtrable-price-range': { rule: PUBLIC },
  'GET /api/transfers-filtrable-number-of-seats': { rule: PUBLIC },
  'GET /api/sitemap-entries': { rule: PUBLIC },
  'GET /api/latest-comments': { rule: PUBLIC },
  'GET /api/transfer-locations': { rule: PUBLIC },
  'GET /api/transfers': { rule: PUBLIC, req: () => ({ query: transferQuery }) },
  'GET /api/transfers/{id}': {
    rule: PUBLIC,
    req: (f) => ({ params: { id: f.otherCompanyVehicle }, query: transferQuery }),
  },
  'GET /api/transfers-light-check-if-exists': { rule: PUBLIC, req: () => ({ query: transferQuery }) },
  'POST /api/transfers-quote-request': { rule: PUBLIC },
  'GET /api/super/transfer-quote-requests': { rule: staff('bookings') },
  'GET /api/super/transfer-quote-requests/export': { rule: staff('bookings') },
  'GET /api/super/transfer-quotes/partners': { rule: staff('bookings') },
  'POST /api/super/transfer-quotes/{id}/answer': {
    rule: staff('bookings'),
    req: (f) => ({ params: { id: f.quoteRequest } }),
  },
  'POST /api/super/transfer-quotes/{id}/close': {
    rule: staff('bookings'),
    req: (f) => ({ params: { id: f.quoteRequest }, body: { reason: 'matrix' } }),
  },
  'GET /api/transfer-offers/{token}': { rule: PUBLIC, req: () => ({ params: { token: 'x'.repeat(43) } }) },
  'GET /api/bol-events': { rule: PUBLIC },
  'GET /api/bol-categories': { rule: PUBLIC },
  'GET /api/bol-venues': { rule: PUBLIC },
  'GET /api/bol-locations': { rule: PUBLIC },
  'GET /api/events/{slug}/sessions': { rule: PUBLIC, req: () => ({ params: { slug: 'noite-de-fado-coliseu' } }) },
  'GET /api/restaurants': { rule: PUBLIC },
  'GET /api/restaurant-countries': { rule: PUBLIC },
  'GET /api/restaurant-locations': { rule: PUBLIC },
  'GET /api/restaurants/{slug}/tables': {
    rule: PUBLIC,
    req: () => ({ params: { slug: 'belcanto' }, query: { date: '2030-01-04' } }),
  },
  // The first company's service is not a restaurant: its members reach the handler and get 404 (no rules to edit).
  'GET /api/dashboard/services/{id}/restaurant-rules': { rule: partnerOwn('services'), req: service },
  'PUT /api/dashboard/services/{id}/restaurant-rules': { rule: partnerOwn('services'), req: service },
  // Nor is it an event: its members reach the handler and get 404 (no sessions to edit).
  'GET /api/dashboard/services/{id}/event-offer': { rule: partnerOwn('services'), req: service },
  'PUT /api/dashboard/services/{id}/event-offer': { rule: partnerOwn('services'), req: service },
  'GET /api/companies': { rule: ANY_PARTNER },
  'GET /api/companies/{id}': { rule: PUBLIC, req: (f) => ({ params: { id: f.company } }) },
  'GET /api/partners/{slug}': { rule: PUBLIC, req: () => ({ params: { slug: 'lisboa-autentica' } }) },
  'POST /api/partners': { rule: PUBLIC },
  'POST /api/partners-transfers': { rule: PUBLIC },
  'POST /api/affiliates': { rule: PUBLIC },
  'GET /api/files/{path}': { rule: PUBLIC, req: () => ({ params: { path: 'matrix/none.png' } }) },

  // Cart and checkout: the cart is the caller's own (guest session or account).
  'GET /api/cart': { rule: BUYER },
  'POST /api/cart': { rule: BUYER, req: () => ({ body: { items: [] } }) },
  'POST /api/cart/check': { rule: PUBLIC, req: () => ({ body: { items: [] } }) },
  'GET /api/cart/hold': { rule: BUYER },
  'POST /api/cart/hold': { rule: BUYER },
  'POST /api/cart/hold/release': { rule: BUYER },
  'POST /api/cart/gift-card': { rule: BUYER, req: () => ({ body: { gift_card_code: 'MATRIX-NONE' } }) },
  'POST /api/close-cart': { rule: BUYER },
  'POST /api/apply-promo-code': { rule: BUYER, req: () => ({ body: { code: 'MATRIX-NONE' } }) },
  'POST /api/remove-promo-code': { rule: BUYER },
  // Points are a customer's: a guest is asked to sign in (401).
  'POST /api/apply-points': { rule: CUSTOMER, req: () => ({ body: { points: 1 } }) },
  'POST /api/remove-points': { rule: CUSTOMER },
  'POST /api/bookings': { rule: BUYER, req: () => ({ body: { payment_method: 'card' } }) },
  'POST /api/bookings/claim': {
    rule: CUSTOMER,
    req: (f) => ({ body: { reference: f.booking.reference, token: 'x'.repeat(43) } }),
  },
  // The signed "Manage booking" link is the bearer secret: whoever holds it manages that booking, signed in or not.
  'GET /api/bookings/manage': { rule: PUBLIC, req: (f) => ({ headers: { 'x-manage-token': f.booking.manageLink } }) },
  // The guest's messages with an item's partner: the signed link is the key, whoever sends it.
  'GET /api/bookings/manage/messages': {
    rule: PUBLIC,
    req: (f) => ({ headers: { 'x-manage-token': f.booking.manageLink }, query: { item_id: f.pendingItem } }),
  },
  'POST /api/bookings/manage/messages': {
    rule: PUBLIC,
    req: (f) => ({ body: { token: f.booking.manageLink, item_id: f.pendingItem, message: 'matrix' } }),
  },
  // A completed item: the row is reached (signed link, item checked), and nothing is cancelled.
  'POST /api/bookings/manage/cancel': {
    rule: PUBLIC,
    req: (f) => ({ body: { token: f.booking.manageLink, item_id: f.completedItem } }),
  },
  'GET /api/bookings/{reference}/voucher': {
    rule: OWNER_OR_SECRET,
    req: (f) => ({ params: { reference: f.booking.reference } }),
  },
  'GET /api/bookings/{reference}/voucher.ics': {
    rule: OWNER_OR_SECRET,
    req: (f) => ({ params: { reference: f.booking.reference } }),
  },
  // The reference is the bearer secret of the payment page.
  'GET /api/bookings/{bookingId}/payment-status': {
    rule: PUBLIC,
    req: (f) => ({ params: { bookingId: f.booking.id }, query: { reference: f.booking.reference } }),
  },
  'GET /api/payments/mode': { rule: PUBLIC },
  // A sweep expires unpaid bookings: a booking operation of the back office, not for every staff role.
  'POST /api/payments/sweep': { rule: staff('bookings') },
  // Mails customers (reminders, review requests) now: the owner only.
  'POST /api/reminders/sweep': { rule: OWNER_ONLY },
  'GET /api/payments/crypto-currencies': { rule: PUBLIC },
  'POST /api/payments/crypto-min-amount': { rule: PUBLIC, req: () => ({ body: { currency_from: 'btc' } }) },
  'POST /api/payments/crypto-currency-price': {
    rule: PUBLIC,
    req: () => ({ body: { amount: 10, currency_to: 'btc' } }),
  },
  // A provider's callback: no account signs it in, its signature does; unsigned, every caller gets 401.
  'POST /api/payments/callback/{provider}': {
    rule: only([], "the payment provider, by the callback's signature (no account may call it)"),
    req: () => ({ params: { provider: 'card' } }),
  },
  'GET /api/payments/paypal/return/{id}': { rule: PUBLIC, req: sandbox },
  'GET /api/payments/sandbox/card/{id}/challenge': { rule: PUBLIC, req: sandbox },
  'POST /api/payments/sandbox/card/{id}/challenge': { rule: PUBLIC, req: sandbox },
  'GET /api/payments/sandbox/paypal/{id}': { rule: PUBLIC, req: sandbox },
  'POST /api/payments/sandbox/paypal/{id}': { rule: PUBLIC, req: sandbox },
  'GET /api/payments/sandbox/mbway/{id}': { rule: PUBLIC, req: sandbox },
  'POST /api/payments/sandbox/mbway/{id}': { rule: PUBLIC, req: sandbox },
  'POST /api/payments/sandbox/crypto/{id}': { rule: PUBLIC, req: sandbox },

  // Customer panel
  'GET /api/user-points': { rule: CUSTOMER },
  'GET /api/client-gift-cards': { rule: CUSTOMER },
  'GET /api/client-bookings': { rule: CUSTOMER },
  'GET /api/client-book-items/by-category': { rule: CUSTOMER },
  'GET /api/client-settings': { rule: CUSTOMER },
  'POST /api/client-settings': { rule: CUSTOMER },
  // "Message the partner" of the customer's own booking item.
  'POST /api/bookings/items/{id}/chat': { rule: CUSTOMER_OWN, req: (f) => ({ params: { id: f.pendingItem } }) },
  'GET /api/client-settings/export': { rule: CUSTOMER },
  'POST /api/client-settings/password': { rule: CUSTOMER, req: () => ({ body: PASSWORD_CHANGE }) },
  // A wrong password: the account stays, but the ownership check comes first. Staff acting as the customer may not.
  'POST /api/clients/{id}/delete': {
    rule: { ...CUSTOMER_OWN, says: 'the customer themself, signed in as themselves', selfOnly: true },
    req: (f) => ({ ...customerReq(f), body: { password: 'Wrong-passw0rd' } }),
    last: true,
  },
  'POST /api/client-book-items/{id}/cancel': { rule: CUSTOMER_OWN, req: bookingItem, last: true },
  'POST /api/client-bookings/{id}/cancel': {
    rule: CUSTOMER_OWN,
    req: (f) => ({ params: { id: f.booking.id } }),
    last: true,
  },

  // Partner dashboard: bookings
  'GET /api/dashboard/booking-items': { rule: partner('bookings') },
  'GET /api/dashboard/home': { rule: ANY_PARTNER },
  'POST /api/dashboard/booking-items/{id}/update': {
    rule: partnerOwn('bookings'),
    req: (f) => ({ ...bookingItem(f), body: { status: 'confirmed' } }),
  },
  // The customer's history with the caller's company (another company sees an empty list of its own).
  'GET /api/dashboard/user/{id}/booking-history': { rule: partner('bookings'), req: customerReq },
  'POST /api/dashboard/booking-items/sweep': { rule: staff('bookings') },
  'GET /api/booking-items/answer/{token}': { rule: PUBLIC, req: () => ({ params: { token: 'x'.repeat(43) } }) },
  'POST /api/booking-items/answer/{token}': { rule: PUBLIC, req: () => ({ params: { token: 'x'.repeat(43) } }) },
  'GET /api/super/booking-items': { rule: staff('bookings') },
  'GET /api/super/booking-items/export': { rule: staff('bookings') },
  'GET /api/super/booking-items/names': { rule: staff('bookings'), req: () => ({ query: { of: 'customers' } }) },
  // Read by whoever answers the item (bookings) and by finance, who refund part of it (sales).
  'GET /api/super/booking-items/{id}': {
    rule: only(
      STAFF.filter((s) => s === 'owner' || STAFF_ROLE_MAY[s].some((p) => p === 'bookings' || p === 'sales')),
      'staff with permission bookings or sales',
    ),
    req: bookingItem,
  },
  // Money back to the customer is finance's: support, who answer items, may not refund part of one.
  'GET /api/super/booking-items/{id}/partial-refunds/preview': {
    rule: staff('sales'),
    req: (f) => ({ ...bookingItem(f), query: { amount: '1' } }),
  },
  'POST /api/super/booking-items/{id}/partial-refunds': {
    rule: staff('sales'),
    req: (f) => ({ ...bookingItem(f), body: { amount: '', reason: '' } }),
  },
  'POST /api/super/booking-items/{id}/update': {
    rule: staff('bookings'),
    req: (f) => ({ ...bookingItem(f), body: { reason: 'matrix' } }),
  },
  'POST /api/super/manual-bookings': { rule: staff('bookings'), req: () => ({ body: { items: [] } }) },

  // Chat
  // With the staff member already in the customer's support chat, so no new chat changes who takes part in what.
  'POST /api/chat/create': { rule: SIGNED_IN, req: (f) => ({ body: { user: f.supportChat.staff } }) },
  'POST /api/chat/support': {
    rule: only(
      [...CUSTOMERS, ...PARTNERS, 'affiliate'],
      'a customer, partner or affiliate (staff answer, they do not ask)',
    ),
  },
  'GET /api/chat/list': { rule: SIGNED_IN },
  'GET /api/chat/{id}': { rule: CHAT_PARTICIPANTS, req: (f) => ({ params: { id: f.chat } }) },
  'POST /api/chat/message': { rule: CHAT_PARTICIPANTS, req: (f) => ({ body: { chat_id: f.chat, message: 'matrix' } }) },
  'POST /api/chat/{id}/read': { rule: CHAT_PARTICIPANTS, req: (f) => ({ params: { id: f.chat } }) },
  // Handing the customer's chat with our team over lets the target read it: it needs the chat permission. The target
  // is support staff, who may take part.
  'POST /api/chat/{chat}/redirect': {
    rule: staff('chat'),
    req: (f) => ({ params: { chat: f.supportChat.id }, body: { user: f.supportChat.handOverTo } }),
    last: true,
  },
  'GET /api/unread-messages': { rule: SIGNED_IN },
  // The back office's shared support inbox: staff with the chat permission only. Assigning to the staff side it already
  // has and "reopening" an open conversation change nothing the other requests rely on.
  'GET /api/super/chat/inbox': { rule: staff('chat'), req: () => ({ query: { filter: 'open' } }) },
  'GET /api/super/chat/inbox/{id}': { rule: staff('chat'), req: (f) => ({ params: { id: f.supportChat.id } }) },
  'GET /api/super/chat/agents': { rule: staff('chat') },
  'GET /api/super/chat/inbox/{id}/bookings': {
    rule: staff('chat'),
    req: (f) => ({ params: { id: f.supportChat.id } }),
  },
  'POST /api/super/chat/inbox/{id}/assign': {
    rule: staff('chat'),
    req: (f) => ({ params: { id: f.supportChat.id }, body: { user: f.supportChat.staff } }),
  },
  'POST /api/super/chat/inbox/{id}/status': {
    rule: staff('chat'),
    req: (f) => ({ params: { id: f.supportChat.id }, body: { status: 'open' } }),
  },

  // Partner dashboard: team, services, sales, company
  'GET /api/roles': { rule: only([...PARTNERS, ...STAFF], 'any partner or staff member (the list of team roles)') },
  'GET /api/dashboard/access': { rule: ANY_PARTNER },
  'GET /api/team-members': { rule: partner('team') },
  'POST /api/team-members': {
    rule: partner('team'),
    req: (f) => ({ body: { email: 'matrix-new-member@example.pt', role_id: f.teamRoleId } }),
  },
  'GET /api/team-members/{id}': { rule: partnerOwn('team'), req: (f) => ({ params: { id: f.teamMember } }) },
  'POST /api/team-members/{id}/update': {
    rule: partnerOwn('team'),
    req: (f) => ({ params: { id: f.teamMember }, body: { role_id: f.teamRoleId } }),
  },
  'POST /api/team-members/{id}/resend-invitation': {
    rule: partnerOwn('team'),
    req: (f) => ({ params: { id: f.teamMember } }),
  },
  'POST /api/team-members/{id}/role': {
    rule: partnerOwn('team'),
    req: (f) => ({ params: { id: f.teamMember }, body: { role_id: f.teamRoleId } }),
  },
  'POST /api/team-members/{id}/destroy': {
    rule: partnerOwn('team'),
    req: (f) => ({ params: { id: f.teamMember } }),
    last: true,
  },
  'GET /api/dashboard/services': { rule: partner('services') },
  'POST /api/dashboard/services/bulk-update': {
    rule: partnerOwnInBody('services'),
    req: (f) => ({ body: { ids: [f.service.id], action: 'activate' } }),
  },
  'GET /api/dashboard/services/{id}': { rule: partnerOwn('services'), req: service },
  'POST /api/dashboard/services/{id}': { rule: partnerOwn('services'), req: (f) => ({ ...service(f), body: {} }) },
  'POST /api/dashboard/services/{id}/status': {
    rule: partnerOwn('services'),
    req: (f) => ({ ...service(f), body: { service_status: 'active' } }),
  },
  'POST /api/dashboard/services/{id}/destroy': {
    rule: partnerOwn('services'),
    req: (f) => ({ ...service(f), body: {} }),
  },
  // A service's photos and its copy are the service's own: the services permission, another company's is a 404.
  'POST /api/dashboard/services/{id}/photos': {
    rule: partnerOwn('services'),
    req: (f) => ({ ...service(f), body: {} }),
  },
  'POST /api/dashboard/services/{id}/photos/arrange': {
    rule: partnerOwn('services'),
    req: (f) => ({ ...service(f), body: { photos: [] } }),
  },
  'POST /api/dashboard/services/{id}/duplicate': {
    rule: partnerOwn('services'),
    req: (f) => ({ ...service(f), body: {} }),
  },
  'GET /api/dashboard/service-views': { rule: partner('services') },
  'GET /api/dashboard/revenue': { rule: partner('sales') },
  'GET /api/dashboard/sales': { rule: partner('sales') },
  'GET /api/dashboard/sales/export': { rule: partner('sales') },
  'GET /api/dashboard/vouchers/{code}': {
    rule: partnerOwn('bookings'),
    req: (f) => ({ params: { code: f.voucherCode } }),
  },
  // The company's profile and payout IBAN (support, acting as customers only, never changes it). {userId} is the
  // caller themself, as the dashboard sends it; the handler edits only the caller's company.
  'POST /api/dashboard/partners/{userId}': {
    rule: partner('company'),
    req: (f, identity) => ({
      params: { userId: f.user[identity] || f.user.partner },
      body: { website: 'https://example.pt' },
    }),
  },
  'GET /api/dashboard/reviews': { rule: partner('company') },
  // Answering a review speaks for the company in public: the company permission, as its list; another company's
  // review is a 404.
  'POST /api/dashboard/reviews/{id}/reply': {
    rule: partnerOwn('company'),
    req: (f) => ({ params: { id: f.review }, body: { text: 'Thank you for your visit.' } }),
  },
  // The company's calendar feed: its secret address lists every confirmed booking with the customer's phone, so only
  // members who may manage the company make, reset or turn it off. The address itself is the key (no session).
  'GET /api/dashboard/calendar-feed': { rule: partner('company') },
  'POST /api/dashboard/calendar-feed': { rule: partner('company') },
  'POST /api/dashboard/calendar-feed/revoke': { rule: partner('company') },
  'GET /api/calendar-feeds/{token}.ics': { rule: PUBLIC, req: () => ({ params: { token: 'x'.repeat(43) } }) },
  'GET /api/dashboard/settings': { rule: ANY_PARTNER },
  'POST /api/dashboard/settings': { rule: ANY_PARTNER, req: () => ({ body: { language: 'en' } }) },
  'POST /api/dashboard/password': { rule: ANY_PARTNER, req: () => ({ body: PASSWORD_CHANGE }) },
  'POST /api/dashboard/settings/notification-email/confirm': {
    rule: partner('company'),
    req: () => ({ body: { token: 'not-a-mailed-secret' } }),
  },
  'DELETE /api/dashboard/settings/notification-email': { rule: partner('company') },
  'GET /api/dashboard/promo-code-requests': { rule: partner('services') },
  'POST /api/dashboard/promo-code-requests': {
    rule: partnerOwnInBody('services'),
    req: (f) => ({
      body: { reason: 'A spring campaign for the matrix', wanted_discount_percent: 10, service_ids: [f.service.id] },
    }),
  },
  'GET /api/services/{slug}/availability': {
    rule: PUBLIC,
    req: (f) => ({ params: { slug: f.service.slug }, query: range }),
  },
  'GET /api/dashboard/services/{id}/availability': { rule: partnerOwn('services'), req: service },
  'POST /api/dashboard/services/{id}/availability': { rule: partnerOwn('services'), req: service },
  // The calendar's places sold and left, and closing a start time or a day: the services permission, as the rules.
  'GET /api/dashboard/availability': { rule: partner('services'), req: () => ({ query: range }) },
  'PUT /api/dashboard/services/{id}/closures': {
    rule: partnerOwn('services'),
    req: (f) => ({ params: { id: f.service.id }, body: { date: '2030-06-12', start_time: null, closed: true } }),
  },
  'PUT /api/dashboard/availability/bulk': {
    rule: partnerOwnInBody('services'),
    req: (f) => ({
      body: { service_ids: [f.service.id], from: '2030-06-20', to: '2030-06-21', closed: true, preview: true },
    }),
  },
  'PUT /api/dashboard/availability/bulk-capacity': {
    rule: partnerOwnInBody('services'),
    req: (f) => ({ body: { service_ids: [f.service.id], daily_capacity: 12, preview: true } }),
  },

  // Back office: each area needs its staff permission
  'GET /api/super/me': { rule: ANY_STAFF },
  'GET /api/super/me/settings': { rule: ANY_STAFF },
  'POST /api/super/me/settings': { rule: ANY_STAFF },
  'GET /api/super/team': { rule: staff('team') },
  'GET /api/super/team/export': { rule: staff('team') },
  'POST /api/super/team': {
    rule: staff('team'),
    req: () => ({ body: { email: 'matrix-staff@example.pt', role: 'content' } }),
  },
  'POST /api/super/team/{id}/update': {
    rule: staff('team'),
    req: (f) => ({ params: { id: f.user.content }, body: { role: 'content' } }),
  },
  'GET /api/super/roles': { rule: staff('team') },
  // An id no one has: allowed callers get 404, and no identity of the matrix is deactivated under the others.
  'POST /api/super/team/{id}/deactivate': { rule: staff('team'), req: () => ({ params: { id: 999_999 } }) },
  'POST /api/super/team/{id}/reactivate': { rule: staff('team'), req: () => ({ params: { id: 999_999 } }) },
  'GET /api/super/audit-log': { rule: staff('audit') },
  'GET /api/super/audit-log/export': { rule: staff('audit') },
  'GET /api/super/audit-log/names': { rule: staff('audit'), req: () => ({ query: { of: 'staff' } }) },
  'GET /api/super/promo-codes': { rule: staff('promo_codes') },
  'GET /api/super/promo-codes/export': { rule: staff('promo_codes') },
  'POST /api/super/promo-codes': {
    rule: staff('promo_codes'),
    req: () => ({
      body: { code: 'MATRIX10', kind: 'percent', value: 10, valid_from: '2030-01-01', valid_to: '2030-12-31' },
    }),
  },
  'POST /api/super/promo-codes/{id}/update': {
    rule: staff('promo_codes'),
    req: (f) => ({ params: { id: f.promoCode }, body: { max_uses: 100 } }),
  },
  'POST /api/super/promo-codes/{id}/status': {
    rule: staff('promo_codes'),
    req: (f) => ({ params: { id: f.promoCode }, body: { status: 'active' } }),
  },
  'GET /api/super/promo-codes/requests': { rule: staff('promo_codes') },
  'POST /api/super/promo-codes/request/{id}/status': {
    rule: staff('promo_codes'),
    req: (f) => ({ params: { id: f.promoRequest }, body: { status: 'declined' } }),
  },
  'GET /api/super/sales': { rule: staff('sales') },
  'GET /api/super/sales/total': { rule: staff('sales') },
  'GET /api/super/sales/names': { rule: staff('sales'), req: () => ({ query: { of: 'partners' } }) },
  'GET /api/super/sales/export': { rule: staff('sales') },
  'GET /api/super/reconciliation': { rule: staff('sales') },
  'GET /api/super/reconciliation/day': { rule: staff('sales'), req: () => ({ query: { day: '2030-06-15' } }) },
  'POST /api/super/reconciliation/run': { rule: staff('sales'), req: () => ({ body: { day: '2030-06-15' } }) },
  'POST /api/super/reconciliation/refunds/{id}/retry': {
    rule: staff('sales'),
    req: () => ({ params: { id: 999_999 }, body: {} }),
  },
  'POST /api/super/reconciliation/refunds/{id}/settle': {
    rule: staff('sales'),
    req: () => ({ params: { id: 999_999 }, body: { note: 'bank transfer ref 42' } }),
  },
  'GET /api/super/dash/revenue': { rule: staff('dashboard') },
  'GET /api/super/dash/service-views': { rule: staff('dashboard') },
  'GET /api/super/partners': { rule: staff('partners') },
  'GET /api/super/partners/export': { rule: staff('partners') },
  'POST /api/super/partners/{id}/update': {
    rule: staff('partners'),
    req: (f) => ({ params: { id: f.company }, body: { status: 'active' } }),
  },
  'GET /api/super/affiliates': { rule: staff('partners') },
  'GET /api/super/affiliates/export': { rule: staff('partners') },
  'POST /api/super/affiliates/{id}/update': {
    rule: staff('partners'),
    req: (f) => ({ params: { id: f.user.affiliate }, body: { status: 'active' } }),
  },
  'GET /api/super/clients': { rule: staff('customers') },
  'GET /api/super/clients/export': { rule: staff('customers') },
  'GET /api/super/customers': { rule: staff('customers') },
  'GET /api/super/customers/export': { rule: staff('customers') },
  'GET /api/super/customers/{id}': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/bookings': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/payments': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/messages': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/gift-cards': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/points': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/audit': { rule: staff('customers'), req: customerReq },
  'GET /api/super/customers/{id}/notes': { rule: staff('customers'), req: customerReq },
  'POST /api/super/customers/{id}/notes': {
    rule: staff('customers'),
    req: (f) => ({ ...customerReq(f), body: { body: 'matrix' } }),
  },
  // A note no one wrote: the staff allowed get 404 (an author's own note is the module's tests').
  'PUT /api/super/customers/{id}/notes/{noteId}': {
    rule: staff('customers'),
    req: (f) => ({ params: { id: f.user.customer, noteId: 999999 }, body: { body: 'matrix' } }),
  },
  'DELETE /api/super/customers/{id}/notes/{noteId}': {
    rule: staff('customers'),
    req: (f) => ({ params: { id: f.user.customer, noteId: 999999 } }),
  },
  'GET /api/super/companies': { rule: staff('partners') },
  'GET /api/super/companies/{id}/services': { rule: staff('partners'), req: (f) => ({ params: { id: f.company } }) },
  'GET /api/super/services': { rule: staff('services') },
  'GET /api/super/services/export': { rule: staff('services') },
  'GET /api/super/experiences': { rule: staff('services') },
  'GET /api/super/experiences/export': { rule: staff('services') },
  'GET /api/super/wellness': { rule: staff('services') },
  'GET /api/super/wellness/export': { rule: staff('services') },
  'GET /api/super/transfers': { rule: staff('services') },
  'GET /api/super/transfers/export': { rule: staff('services') },
  'GET /api/super/services/{id}': { rule: staff('services'), req: service },
  'POST /api/super/services/{id}/update': {
    rule: staff('services'),
    req: (f) => ({ ...service(f), body: { sponsored: false } }),
  },
  'GET /api/super/services/{id}/content': { rule: staff('services'), req: service },
  'POST /api/super/services/{id}/content': { rule: staff('services'), req: (f) => ({ ...service(f), body: {} }) },
  'GET /api/super/reviews': { rule: staff('reviews') },
  'GET /api/super/reviews/export': { rule: staff('reviews') },
  'POST /api/super/reviews': {
    rule: staff('reviews'),
    req: (f) => ({ body: { service_id: f.service.id, stars: 5, text: 'Matrix review' } }),
  },
  'POST /api/super/reviews/{id}/update': {
    rule: staff('reviews'),
    req: (f) => ({ params: { id: f.review }, body: { stars: 5 } }),
  },
  'POST /api/super/reviews/{id}/destroy': {
    rule: staff('reviews'),
    req: (f) => ({ params: { id: f.review } }),
    last: true,
  },
  'POST /api/super/reviews/destroy': {
    rule: staff('reviews'),
    req: (f) => ({ body: { ids: [f.review] } }),
    last: true,
  },
  'POST /api/super/reviews/import': { rule: staff('reviews') },
  // Saved views: any staff member, of the lists their role may open (the sales list needs the sales permission; a
  // role without it gets 403). Changing or deleting a view no one has is a 404 for every staff member.
  'GET /api/super/saved-views': { rule: staff('sales'), req: () => ({ query: { list: 'sales' } }) },
  'POST /api/super/saved-views': {
    rule: staff('sales'),
    req: () => ({ body: { list: 'sales', name: 'Matrix view', query: 'status=confirmed', shared: false } }),
  },
  'PUT /api/super/saved-views/{id}': {
    rule: ANY_STAFF,
    req: () => ({ params: { id: 999_999 }, body: { name: 'Matrix view' } }),
  },
  'DELETE /api/super/saved-views/{id}': { rule: ANY_STAFF, req: () => ({ params: { id: 999_999 } }) },
  'POST /api/client-book-items/{id}/review': {
    rule: CUSTOMER_OWN,
    req: (f) => ({ params: { id: f.completedItem }, body: { stars: 5, text: 'Matrix review text', language: 'en' } }),
  },

  // Partner dashboard: vehicles and service forms
  'GET /api/dashboard/vehicles': { rule: partner('vehicles') },
  'POST /api/dashboard/vehicles': { rule: partner('vehicles'), req: () => ({ body: VEHICLE }) },
  'POST /api/dashboard/vehicles/bulk-update': {
    rule: partnerOwnInBody('vehicles'),
    req: (f) => ({ body: { ids: [f.vehicle], action: 'activate' } }),
  },
  'GET /api/dashboard/vehicles/{id}': { rule: partnerOwn('vehicles'), req: (f) => ({ params: { id: f.vehicle } }) },
  'POST /api/dashboard/vehicles/{id}': {
    rule: partnerOwn('vehicles'),
    req: (f) => ({ params: { id: f.vehicle }, body: VEHICLE }),
  },
  'GET /api/dashboard/vehicles/{id}/pricing': {
    rule: partnerOwn('vehicles'),
    req: (f) => ({ params: { id: f.vehicle } }),
  },
  'POST /api/dashboard/vehicles/{id}/pricing': {
    rule: partnerOwn('vehicles'),
    req: (f) => ({
      params: { id: f.vehicle },
      body: { units: 1, per_km_cents: null, min_fare_cents: 0, route_prices: [], blocked_dates: [] },
    }),
  },
  'GET /api/dashboard/vehicles/{id}/price-preview': {
    rule: partnerOwn('vehicles'),
    req: (f) => ({ params: { id: f.vehicle }, query: { from: 'lisbon-airport', to: 'pt-lisboa-cascais' } }),
  },
  'GET /api/form-categories/{x}': { rule: partner('services'), req: () => ({ params: { x: 'experience' } }) },
  'GET /api/form-steps/{x}': { rule: partner('services'), req: () => ({ params: { x: 1 } }) },
  'POST /api/form-submit/{name}': { rule: partner('services'), req: () => ({ params: { name: 'experience' } }) },

  // Chatbot, affiliates
  'GET /api/super/chatbot-config': { rule: staff('chatbot') },
  'POST /api/super/chatbot-config': { rule: staff('chatbot'), req: () => ({ body: { language: 'en', faq: [] } }) },
  'GET /api/super/chatbot-config/{lang}': { rule: staff('chatbot'), req: () => ({ params: { lang: 'en' } }) },
  'GET /api/super/chatbot-config/{lang}/versions': { rule: staff('chatbot'), req: () => ({ params: { lang: 'en' } }) },
  // A version id that is none answers 404 to those allowed; the rule is what matters here.
  'GET /api/super/chatbot-config/{lang}/versions/{id}': {
    rule: staff('chatbot'),
    req: () => ({ params: { lang: 'en', id: 1 } }),
  },
  'POST /api/super/chatbot-config/{lang}/versions/{id}/restore': {
    rule: staff('chatbot'),
    req: () => ({ params: { lang: 'en', id: 1 } }),
  },
  'GET /api/chatbot-config': { rule: PUBLIC },
  'POST /api/affiliate-visits': { rule: PUBLIC, req: () => ({ body: { code: 'AFFILIATE' } }) },
  'GET /api/affiliates/dashboard': { rule: AFFILIATE },
  'GET /api/affiliates/commissions': { rule: AFFILIATE },
  'GET /api/affiliates/profile': { rule: AFFILIATE },
  'POST /api/affiliates/profile': { rule: AFFILIATE, req: () => ({ body: { first_name: 'João' } }) },
  'POST /api/affiliates/settings': { rule: AFFILIATE, req: () => ({ body: { language: 'en' } }) },
  'POST /api/affiliates/password': { rule: AFFILIATE, req: () => ({ body: PASSWORD_CHANGE }) },

  // Invoices
  'GET /api/invoices': { rule: staff('invoices') },
  'POST /api/invoices/{id}/upload': { rule: staff('invoices'), req: (f) => ({ params: { id: f.invoice } }) },
  'POST /api/invoices/{id}/update': {
    rule: staff('invoices'),
    req: (f) => ({ params: { id: f.invoice }, body: { status: 'sent' } }),
  },
  'GET /api/invoices/{id}/file': { rule: staff('invoices'), req: (f) => ({ params: { id: f.invoice } }) },
  'GET /api/dashboard/invoices': { rule: partner('sales') },
  'GET /api/dashboard/invoices/{id}/file': { rule: partnerOwn('sales'), req: (f) => ({ params: { id: f.invoice } }) },
  'GET /api/dashboard/messages': { rule: partner('bookings') },

  // Website content
  'GET /api/website/home': { rule: PUBLIC },
  'GET /api/website/pages/{slug}': { rule: PUBLIC, req: () => ({ params: { slug: 'about-us' } }) },
  'GET /api/super/website/home': { rule: staff('website') },
  'POST /api/super/website/home/{lang}': {
    rule: staff('website'),
    req: () => ({ params: { lang: 'en' }, body: { title: 'Matrix', subtitle: 'Matrix' } }),
  },
  'POST /api/super/website/home/{lang}/picture': { rule: staff('website'), req: () => ({ params: { lang: 'en' } }) },
  'GET /api/super/website/pages': { rule: staff('website') },
  'GET /api/super/website/pages/{slug}/{lang}': {
    rule: staff('website'),
    req: () => ({ params: { slug: 'about-us', lang: 'en' } }),
  },
  'POST /api/super/website/pages/{slug}/{lang}': {
    rule: staff('website'),
    req: () => ({
      params: { slug: 'about-us', lang: 'en' },
      body: { title: 'About', description: 'About us', body: 'About us' },
    }),
  },

  'GET /api/super/website/home/{lang}/versions': { rule: staff('website'), req: () => ({ params: { lang: 'en' } }) },
  'GET /api/super/website/home/{lang}/versions/{id}': {
    rule: staff('website'),
    req: () => ({ params: { lang: 'en', id: 1 } }),
  },
  'POST /api/super/website/home/{lang}/versions/{id}/restore': {
    rule: staff('website'),
    req: () => ({ params: { lang: 'en', id: 1 } }),
  },
  'GET /api/super/website/pages/{slug}/{lang}/versions': {
    rule: staff('website'),
    req: () => ({ params: { slug: 'about-us', lang: 'en' } }),
  },
  'GET /api/super/website/pages/{slug}/{lang}/versions/{id}': {
    rule: staff('website'),
    req: () => ({ params: { slug: 'about-us', lang: 'en', id: 1 } }),
  },
  'POST /api/super/website/pages/{slug}/{lang}/versions/{id}/restore': {
    rule: staff('website'),
    req: () => ({ params: { slug: 'about-us', lang: 'en', id: 1 } }),
  },

  // Development only: the outbox holds reset links, so reading it is taking over any account, the owner's included.
  'GET /api/dev/outbox': { rule: OWNER_ONLY },
  'GET /api/dev/mail-previews': { rule: OWNER_ONLY },
  'GET /api/dev/mail-previews/{template}/{locale}': {
    rule: OWNER_ONLY,
    req: () => ({ params: { template: 'booking-paid', locale: 'en' } }),
  },
};
