// Cart calls (spec §3 Cart, §4 cart rules, §7 "Cart and checkout"). Money is integer euro cents; the server
// re-prices every item from the database, so the price fields a client sends are accepted and ignored.
import { Type, type Static } from '@sinclair/typebox';
import { AmountCents, Cents, Id, ImpersonateField } from './common';
import { ServiceKind } from './catalogue';
import { ResponsiveImage } from './images';

/** Header carrying a guest cart's opaque token (the server answers it as `cart_token`). */
export { CART_TOKEN_HEADER } from '../domain';

/** Transfer extras a transfer item may carry in `notes` (spec §3 transfer purchase notes, §9 seat extras). */
export const CartItemInput = Type.Object({
  /** Client-chosen id: a service line's is its slot (service, date, start time), so the same slot added again adds up. */
  id: Type.String({ minLength: 1, maxLength: 100 }),
  service_id: Id(),
  /** Set for an ad-hoc transfer priced from a vehicle (spec §9 transfer price); null otherwise. */
  vehicle_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** YYYY-MM-DD; required except for gift cards. */
  date: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
  /** HH:MM start time; null when the service has none. */
  time: Type.Optional(Type.Union([Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }), Type.Null()])),
  /**
   * People (per_person), group size (per_group), or number of gift cards. With `adults`/`children` the server takes
   * their sum instead (send the sum here too, for older servers).
   */
  quantity: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Services with a child band (docs/adr/023): the adults and children of the party; omit both for a plain quantity. */
  adults: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  children: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  /** Gift cards only: the value picked from the service's gift_card_values. */
  gift_card_value_cents: Type.Optional(Type.Union([AmountCents({ minimum: 1 }), Type.Null()])),
  /**
   * Free-form purchase notes (spec §3); for transfers: isRoundtrip, babySeats, childSeats, boosterSeats,
   * numberOfPassengers, pickupLocation, dropOffLocation, pickupDate, pickupTime, … (seats priced by the server).
   */
  notes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  // Display fields the client store keeps; ignored by the server (it answers its own).
  service_slug: Type.Optional(Type.String()),
  kind: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  image_url: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  unit_price_cents: Type.Optional(Type.Number()),
  total_cents: Type.Optional(Type.Number()),
  discount_cents: Type.Optional(Type.Number()),
  free_cancellation: Type.Optional(Type.Number()),
  cancellation_policy: Type.Optional(Type.Number()),
});
export type CartItemInput = Static<typeof CartItemInput>;

/**
 * A line's party split by age (docs/adr/023): how many adults and children, and what one of each pays (after the
 * service's own discount, before a promo code). Null for a plain quantity.
 */
export const AgeSplit = Type.Object({
  adults: Type.Integer({ minimum: 0 }),
  children: Type.Integer({ minimum: 0 }),
  adult_unit_cents: Cents,
  child_unit_cents: Cents,
});
export type AgeSplit = Static<typeof AgeSplit>;

/** POST /api/cart: `items` overwrites the cart (authoritative); `total_price` is the client's view, not trusted. */
export const CartBody = Type.Object({
  items: Type.Array(CartItemInput, { maxItems: 50 }),
  total_price: Type.Optional(Type.Number()),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  impersonate_id: ImpersonateField,
});
export type CartBody = Static<typeof CartBody>;

/** One priced cart line; same shape as the front ends' cart store item (shared/src/stores/types.ts CartItem). */
export const CartItem = Type.Object({
  id: Type.String(),
  service_id: Type.Integer(),
  vehicle_id: Type.Union([Type.Integer(), Type.Null()]),
  service_slug: Type.String(),
  kind: ServiceKind,
  name: Type.String(),
  image_url: Type.Union([Type.String(), Type.Null()]),
  /** The picture's variants (ADR 024) for a `<picture>` (ResponsivePicture of @mp/shared/ui); null for SVG art. */
  image_responsive: Type.Optional(Type.Union([ResponsiveImage, Type.Null()])),
  date: Type.Union([Type.String(), Type.Null()]),
  time: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Integer(),
  /** The split of `quantity` into adults and children (services with a child band); null otherwise. */
  ages: Type.Optional(Type.Union([AgeSplit, Type.Null()])),
  gift_card_value_cents: Type.Union([Type.Integer(), Type.Null()]),
  /** Price of one unit (person or group) actually charged. */
  unit_price_cents: Cents,
  /** Gross line price before any discount. */
  total_cents: Cents,
  /** Service discount (value_discount) plus this line's share of the promo code; line charge = total − discount. */
  discount_cents: Cents,
  /** Spec §4: the cart shows the free-cancellation text only when both are above 0. */
  free_cancellation: Type.Integer({ minimum: 0, maximum: 1 }),
  cancellation_policy: Type.Integer({ minimum: 0 }),
  /** Where the traveller meets the guide (the service's meeting point in the answer's language); null when none. */
  meeting_point: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  notes: Type.Record(Type.String(), Type.Unknown()),
});
export type CartItem = Static<typeof CartItem>;

export const CartDiscounts = Type.Object({
  /** value_discount of the services (spec §9 seats/services use value_discount when above 0). */
  price_cents: Cents,
  promo_cents: Cents,
  /** Points converted at the documented rate (POINTS_PER_EURO in @mp/shared/domain: 100 points = €1). */
  points_cents: Cents,
});

/** Every cart call answers this (content). */
export const Cart = Type.Object({
  /** Guest carts only: send it back in the X-Cart-Token header. Null for a logged-in user's cart. */
  cart_token: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(CartItem),
  /** Sum of gross line prices. */
  subtotal_cents: Cents,
  discounts: CartDiscounts,
  /** What is charged, in cents: subtotal − discounts (spec §9), never below 0. */
  total_price: Cents,
  /** The same, in euros fixed to 2 decimals ("12.50"). */
  total: Type.String(),
  promo_code: Type.Union([Type.String(), Type.Null()]),
  usedPoints: Type.Integer({ minimum: 0 }),
  notes: Type.String(),
  /** Logged in: the points balance (before this cart's points); null for guests. */
  available_points: Type.Union([Type.Integer(), Type.Null()]),
});
export type Cart = Static<typeof Cart>;

/**
 * POST /api/cart/check: lines priced and checked against the places left, nothing stored, so a traveller hears of a
 * full day before checking out.
 */
export const CartCheckBody = Type.Object({ items: Type.Array(CartItemInput, { minItems: 1, maxItems: 50 }) });
export type CartCheckBody = Static<typeof CartCheckBody>;

export const CartCheckLine = Type.Object({
  id: Type.String(),
  /** Places still free on the line's date (null: the line takes no places, e.g. a gift card or a vehicle transfer). */
  places_left: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Why the line cannot be bought as it is, in the request's language, saying what to do; null when it can. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type CartCheckLine = Static<typeof CartCheckLine>;

export const CartCheck = Type.Object({ items: Type.Array(CartCheckLine) });
export type CartCheck = Static<typeof CartCheck>;

/**
 * POST /api/cart/gift-card: what a gift card would pay of the caller's cart, before paying, so the traveller sees what
 * is left to pay.
 */
export const GiftCardPreviewBody = Type.Object({
  gift_card_code: Type.String({ minLength: 1, maxLength: 40 }),
  impersonate_id: ImpersonateField,
});
export type GiftCardPreviewBody = Static<typeof GiftCardPreviewBody>;

export const GiftCardPreview = Type.Object({
  code_last4: Type.String(),
  balance_cents: Cents,
  /** The cart total (after promo and points) before the gift card. */
  total_cents: Cents,
  /** What the gift card pays: its balance, at most the lines it may pay for (its partner's), at most the total. */
  covers_cents: Cents,
  /** What is left for the chosen payment method. */
  due_cents: Cents,
  /** The partner whose services the card pays for; null: any service. */
  partner: Type.Union([Type.String(), Type.Null()]),
});
export type GiftCardPreview = Static<typeof GiftCardPreview>;

export const ApplyPromoCodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 50 }),
  impersonate_id: ImpersonateField,
});
export type ApplyPromoCodeBody = Static<typeof ApplyPromoCodeBody>;

export const ApplyPointsBody = Type.Object({
  points: Type.Integer({ minimum: 1 }),
  impersonate_id: ImpersonateField,
});
export type ApplyPointsBody = Static<typeof ApplyPointsBody>;

/** Body of the write calls that carry nothing else (close-cart, remove-promo-code, remove-points, merge). */
export const EmptyWriteBody = Type.Object({ impersonate_id: ImpersonateField });
export type EmptyWriteBody = Static<typeof EmptyWriteBody>;

export const PointsLedgerEntry = Type.Object({
  id: Type.Integer(),
  delta: Type.Integer(),
  reason: Type.Union([
    Type.Literal('earned'),
    Type.Literal('spent'),
    Type.Literal('refund'),
    Type.Literal('adjustment'),
    Type.Literal('expired'),
  ]),
  booking_reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type PointsLedgerEntry = Static<typeof PointsLedgerEntry>;

/** GET api/user-points. */
export const UserPoints = Type.Object({
  points: Type.Integer({ minimum: 0 }),
  /** What the points are worth now, in cents. */
  value_cents: Cents,
  points_per_euro_redeemed: Type.Integer(),
  points_earned_per_euro: Type.Integer(),
  /** Newest first, at most 50. */
  history: Type.Array(PointsLedgerEntry),
});
export type UserPoints = Static<typeof UserPoints>;

/** GET api/client-gift-cards: a page of the gift cards the user owns or bought. */
export const ClientGiftCard = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  service_name: Type.Union([Type.String(), Type.Null()]),
  value_cents: Cents,
  balance_cents: Cents,
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('active'),
    Type.Literal('redeemed'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
  ]),
  expires_at: Type.String(),
  created_at: Type.String(),
  /** Issued, spent on a booking, given back, oldest first. */
  transactions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.Union([Type.Literal('issue'), Type.Literal('redeem'), Type.Literal('refund')]),
      amount_cents: Cents,
      booking_reference: Type.Union([Type.String(), Type.Null()]),
      created_at: Type.String(),
    }),
  ),
});
export type ClientGiftCard = Static<typeof ClientGiftCard>;

export const ClientGiftCardsQuery = Type.Object({
  orderBy: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  impersonate_id: Type.Optional(Type.String()),
});
export type ClientGiftCardsQuery = Static<typeof ClientGiftCardsQuery>;

/** One line whose places a hold keeps: the cart line's id and the places held on its (service, date). */
export const CartHoldLine = Type.Object({
  id: Type.String(),
  service_id: Id(),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  places: Type.Integer({ minimum: 1 }),
});
export type CartHoldLine = Static<typeof CartHoldLine>;

/**
 * GET|POST /api/cart/hold, POST /api/cart/hold/release (ADR 022): the places the cart holds while its
 * traveller checks out. `expires_at` null: nothing is held (no hold, it ended, or no line takes places).
 * `now` is the server's clock when it answered, so a client counts down without trusting its own clock.
 */
export const CartHold = Type.Object({
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  now: Type.String({ format: 'date-time' }),
  /** How long a hold lasts (CART_HOLD_MINUTES). */
  minutes: Type.Integer({ minimum: 1 }),
  lines: Type.Array(CartHoldLine),
});
export type CartHold = Static<typeof CartHold>;
