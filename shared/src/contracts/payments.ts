// Payment wire shapes (spec §3 payment form and crypto, §4 MB WAY, §7 crypto calls). One provider interface on the
// API side; every method answers the same PaymentState with the sub-object its flow needs.
import { Type, type Static } from '@sinclair/typebox';
import { BookingItemStatus, BookingItemTrip } from './bookings';
import { AgeSplit } from './cart';
import { Cents, EuroAmount, Id, ImpersonateField } from './common';

/**
 * What a customer can choose at checkout; `gift_card` pays fully from a gift card; `free` confirms a booking with
 * nothing to pay (refused when something is due). `gift` = manual bookings (SUPER).
 */
export const PaymentMethodName = Type.Union([
  Type.Literal('card'),
  Type.Literal('paypal'),
  Type.Literal('mbway'),
  Type.Literal('crypto'),
  Type.Literal('gift_card'),
  Type.Literal('gift'),
  Type.Literal('free'),
]);
export type PaymentMethodName = Static<typeof PaymentMethodName>;

/**
 * Payment status, moving only forward: pending → requires_action → paid | failed | expired | cancelled;
 * paid → refunded.
 */
export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('requires_action'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('expired'),
  Type.Literal('cancelled'),
  Type.Literal('refunded'),
]);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** The chain a crypto deposit address lives on. */
export const CryptoNetwork = Type.Union([
  Type.Literal('bitcoin'),
  Type.Literal('ethereum'),
  Type.Literal('litecoin'),
  Type.Literal('tron'),
]);
export type CryptoNetwork = Static<typeof CryptoNetwork>;

export const CryptoStatus = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('confirming'),
  Type.Literal('finished'),
  Type.Literal('partially_paid'),
  Type.Literal('expired'),
]);
export type CryptoStatus = Static<typeof CryptoStatus>;

/** The state of a booking's payment and what the front end must do next. */
export const PaymentState = Type.Object({
  id: Type.Integer(),
  method: PaymentMethodName,
  status: PaymentStatus,
  /** Charged by this method (the gift-card part excluded). */
  amount_cents: Cents,
  currency: Type.String(),
  /** When an unpaid booking is released (ISO); null once final. */
  expires_at: Type.Union([Type.String(), Type.Null()]),
  /** Card: only brand and last 4 are ever kept. `challenge_url` is set while a 3-D Secure step is pending. */
  card: Type.Optional(
    Type.Object({
      brand: Type.String(),
      last4: Type.String({ pattern: '^[0-9]{4}$' }),
      challenge_url: Type.Union([Type.String(), Type.Null()]),
      decline_reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** PayPal: send the browser to approval_url; it comes back to /purchase-complete?booking=… or /checkout/payment?cancelled=1. */
  paypal: Type.Optional(Type.Object({ order_id: Type.String(), approval_url: Type.String() })),
  /** MB WAY: the countdown runs from started_at for 300 s (spec §4). */
  mbway: Type.Optional(
    Type.Object({
      request_id: Type.String(),
      /** `351#` + 9 digits. */
      phone: Type.String(),
      started_at: Type.String(),
      expires_at: Type.String(),
      countdown_seconds: Type.Integer(),
    }),
  ),
  crypto: Type.Optional(
    Type.Object({
      payment_id: Type.String(),
      pay_address: Type.String(),
      /** Decimal string in pay_currency units. */
      pay_amount: Type.String(),
      pay_currency: Type.String(),
      actually_paid: Type.String(),
      price_amount_cents: Cents,
      crypto_status: CryptoStatus,
      expires_at: Type.String(),
      /** The chain to send on: a USDT payment sent on another network is lost. */
      network: CryptoNetwork,
    }),
  ),
  /**
   * Card on Stripe (docs/adr/037): the payment step mounts Stripe's Payment Element with this PaymentIntent's client
   * secret and confirms it in the browser (3-D Secure is Stripe's own step there). Set while the payment is open.
   */
  stripe: Type.Optional(
    Type.Object({ client_secret: Type.String(), publishable_key: Type.String(), js_url: Type.String() }),
  ),
  /** The part of the booking paid from a gift card (reserved until the booking is paid or released). */
  gift_card: Type.Optional(Type.Object({ code_last4: Type.String(), amount_cents: Cents })),
});
export type PaymentState = Static<typeof PaymentState>;

/** GET /api/payments/{bookingId}/status — what the payment and purchase-complete screens poll. */
export const PaymentStatusParams = Type.Object({ bookingId: Id() });
export type PaymentStatusParams = Static<typeof PaymentStatusParams>;

/** Guests prove ownership of a booking with its reference (answered by POST /api/bookings). */
export const PaymentStatusQuery = Type.Object({
  reference: Type.Optional(Type.String({ maxLength: 40 })),
  impersonate_id: Type.Optional(Type.String()),
});
export type PaymentStatusQuery = Static<typeof PaymentStatusQuery>;

export const BookingPaymentStatus = Type.Object({
  booking_id: Type.Integer(),
  reference: Type.String(),
  booking_status: Type.Union([
    Type.Literal('waiting_payment'),
    Type.Literal('paid'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
  ]),
  total_cents: Cents,
  payment: PaymentState,
  /**
   * What was bought, in the request's language, so a reload of purchase-complete keeps the lines.
   * `date` is the Lisbon calendar day (YYYY-MM-DD) or null (gift cards); `cents` what the line costs after discounts.
   */
  items: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        date: Type.Union([Type.String(), Type.Null()]),
        time: Type.Union([Type.String(), Type.Null()]),
        quantity: Type.Integer(),
        /** Adults and children and each one's price (docs/adr/023); null for a plain quantity. */
        ages: Type.Optional(Type.Union([AgeSplit, Type.Null()])),
        cents: Cents,
        /** The line's price before any discount (the amounts below take each discount off on its own line). */
        gross_cents: Type.Optional(Cents),
        status: BookingItemStatus,
        /** Transfers: the trip and the driver details, the phone masked but its last 3 digits. */
        trip: Type.Optional(Type.Union([BookingItemTrip, Type.Null()])),
      }),
    ),
  ),
  /**
   * What the booking cost and how it was paid (@mp/shared/domain bookingAmounts): the lines' gross prices, the
   * services' own discounts, the promo code, the points, the total, and the gift card's and the method's parts.
   */
  amounts: Type.Optional(
    Type.Object({
      /** What each item shows, in the order of `items`: after its service's own discount when known, else gross. */
      line_cents: Type.Array(Cents),
      subtotal_cents: Cents,
      /** The services' own discounts not already taken off `line_cents`. */
      discount_cents: Cents,
      promo_cents: Cents,
      points_used: Type.Integer({ minimum: 0 }),
      points_cents: Cents,
      total_cents: Cents,
      gift_card_cents: Cents,
      method_cents: Cents,
      adds_up: Type.Boolean(),
    }),
  ),
  /** The address the confirmation went to, masked ("a•••@example.pt"). */
  email_hint: Type.Optional(Type.String()),
  /** Hours the partner has to confirm a paid item (kept for older remotes: answer_by says when). */
  pending_hours: Type.Optional(Type.Integer()),
  /** When the last of the booking's partners has to have answered (what happens next), if any item waits for one. */
  answer_by: Type.Optional(Type.String()),
});
export type BookingPaymentStatus = Static<typeof BookingPaymentStatus>;

// ---------- crypto calls (spec §7) ----------

/** GET /api/payments/crypto-currencies → content.currencies (lower-case tickers). */
export const CryptoCurrencies = Type.Object({ currencies: Type.Array(Type.String()) });
export type CryptoCurrencies = Static<typeof CryptoCurrencies>;

export const CryptoMinAmountBody = Type.Object({ currency_from: Type.String({ minLength: 2, maxLength: 10 }) });
export type CryptoMinAmountBody = Static<typeof CryptoMinAmountBody>;
/** The smallest payment the provider accepts in currency_from, and that minimum in euros (cents). */
export const CryptoMinAmount = Type.Object({
  currency_from: Type.String(),
  currency_to: Type.String(),
  min_amount: Type.String(),
  min_amount_eur_cents: Cents,
});
export type CryptoMinAmount = Static<typeof CryptoMinAmount>;

/** `amount` is in euros (the cart total, "12.50" or 12.5). */
export const CryptoPriceBody = Type.Object({
  amount: EuroAmount(),
  currency_to: Type.String({ minLength: 2, maxLength: 10 }),
});
export type CryptoPriceBody = Static<typeof CryptoPriceBody>;
export const CryptoPrice = Type.Object({
  currency_from: Type.Literal('eur'),
  amount_from: Type.String(),
  currency_to: Type.String(),
  estimated_amount: Type.String(),
});
export type CryptoPrice = Static<typeof CryptoPrice>;

// ---------- provider callbacks and sandbox controls ----------

/**
 * POST /api/payments/callback/{provider}. Headers: `x-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" with the provider's secret>`. Replays and out-of-order events change nothing.
 */
/** The sandboxes' callback (x-signature). */
export const SandboxCallbackBody = Type.Object({
  event_id: Type.String({ minLength: 1, maxLength: 100 }),
  /** The provider's id of the payment (payments.external_id). */
  payment_id: Type.String({ minLength: 1, maxLength: 100 }),
  status: Type.String({ minLength: 1, maxLength: 40 }),
  amount_cents: Type.Integer({ minimum: 0 }),
  /** Crypto: amount received in pay_currency. */
  actually_paid: Type.Optional(Type.String()),
  occurred_at: Type.String(),
});
/**
 * A Stripe event (Stripe-Signature; docs/adr/037): its envelope only, the adapter reads the rest from the raw body
 * whose signature it checks.
 */
export const StripeEventBody = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 255 }),
    object: Type.Literal('event'),
    type: Type.String({ minLength: 1, maxLength: 100 }),
    data: Type.Object({ object: Type.Object({}) }),
  },
  { additionalProperties: true },
);
/** What each gateway posts to POST /api/payments/callback/{provider}, as that gateway defines it. */
export const PaymentCallbackBody = Type.Union([SandboxCallbackBody, StripeEventBody]);
export type PaymentCallbackBody = Static<typeof PaymentCallbackBody>;
export const PaymentCallbackParams = Type.Object({
  provider: Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('mbway'), Type.Literal('crypto')]),
});
export type PaymentCallbackParams = Static<typeof PaymentCallbackParams>;
export const PaymentCallbackResult = Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() });
export type PaymentCallbackResult = Static<typeof PaymentCallbackResult>;

/** Sandbox pages: `/api/payments/sandbox/{card/:id/challenge | paypal/:id | mbway/:id}` (GET = HTML page, POST = decision). */
export const SandboxIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type SandboxIdParams = Static<typeof SandboxIdParams>;
/**
 * Who may act on a sandbox payment (no one else may confirm or fail it): its payer, proven by the booking reference
 * (the guest's proof, as for the payment status) or by the bearer token of the booking's owner. The sandbox URLs
 * carry the reference.
 */
export const SandboxQuery = Type.Object({ reference: Type.Optional(Type.String({ maxLength: 40 })) });
export type SandboxQuery = Static<typeof SandboxQuery>;
export const SandboxDecisionBody = Type.Object({
  action: Type.Union([Type.Literal('approve'), Type.Literal('fail'), Type.Literal('cancel'), Type.Literal('refuse')]),
});
export type SandboxDecisionBody = Static<typeof SandboxDecisionBody>;
/** Sandbox crypto control: POST /api/payments/sandbox/crypto/{id} moves the crypto payment along. */
export const SandboxCryptoBody = Type.Object({
  status: Type.Union([
    Type.Literal('confirming'),
    Type.Literal('finished'),
    Type.Literal('partially_paid'),
    Type.Literal('expired'),
  ]),
  actually_paid: Type.Optional(Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' })),
});
export type SandboxCryptoBody = Static<typeof SandboxCryptoBody>;
export const SandboxResult = Type.Object({
  status: PaymentStatus,
  redirect_url: Type.Union([Type.String(), Type.Null()]),
});
export type SandboxResult = Static<typeof SandboxResult>;

export const ImpersonateOnly = Type.Object({ impersonate_id: ImpersonateField });

/**
 * GET api/payments/mode: which payment methods run on a sandbox, where no real money moves. The
 * payment screen shows a test-mode notice while `sandbox` lists anything.
 */
export const PaymentMode = Type.Object({
  sandbox: Type.Array(
    Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('mbway'), Type.Literal('crypto')]),
  ),
  /** Methods Stripe takes (docs/adr/037): a card is then entered in Stripe's Payment Element, loaded from `js_url`. */
  stripe: Type.Optional(
    Type.Object({
      methods: Type.Array(Type.Union([Type.Literal('card'), Type.Literal('mbway')])),
      publishable_key: Type.String(),
      js_url: Type.String(),
    }),
  ),
});
export type PaymentMode = Static<typeof PaymentMode>;
