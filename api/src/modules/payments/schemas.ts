// Route schemas of the payment calls: status polling, provider callbacks, crypto quotes and the sandbox pages.
import { Type } from '@sinclair/typebox';
import {
  BookingPaymentStatus,
  CryptoCurrencies,
  CryptoMinAmount,
  CryptoMinAmountBody,
  CryptoPrice,
  CryptoPriceBody,
  PaymentMode,
  EmptyWriteBody,
  Envelope,
  PaymentCallbackParams,
  PaymentCallbackResult,
  PaymentStatusParams,
  PaymentStatusQuery,
  SandboxCryptoBody,
  SandboxDecisionBody,
  SandboxIdParams,
  SandboxQuery,
  SandboxResult,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['payments'];
const html = Type.String({ description: 'HTML page' });

export const statusSchema = {
  tags,
  summary: 'Where a booking’s payment stands (the front end polls it); checks with the provider when still open',
  params: PaymentStatusParams,
  querystring: PaymentStatusQuery,
  response: { 200: Envelope(BookingPaymentStatus), ...errors(403, 404) },
};
export const callbackSchema = {
  tags,
  summary:
    "Signed provider callback in the gateway's own shape (sandboxes: x-signature; Stripe: Stripe-Signature, t=…,v1=HMAC-SHA256; PayPal: its webhook event, checked by its verify API; NOWPayments: its IPN, x-nowpayments-sig); replays change nothing",
  params: PaymentCallbackParams,
  // Each gateway posts its own JSON; the provider's verifyCallback checks its signature and shape (401 otherwise).
  body: Type.Object({}, { additionalProperties: true }),
  response: { 200: Envelope(PaymentCallbackResult), ...errors(400, 401) },
};
export const cryptoCurrenciesSchema = {
  tags,
  summary: 'Crypto currencies accepted (spec §7)',
  response: { 200: Envelope(CryptoCurrencies), ...errors() },
};
export const cryptoMinSchema = {
  tags,
  summary: 'Minimum payment in a crypto currency',
  body: CryptoMinAmountBody,
  response: { 200: Envelope(CryptoMinAmount), ...errors(422) },
};
export const cryptoPriceSchema = {
  tags,
  summary: 'A euro amount in a crypto currency',
  body: CryptoPriceBody,
  response: { 200: Envelope(CryptoPrice), ...errors(422) },
};
export const modeSchema = {
  tags,
  summary: 'Which payment methods run on a sandbox (the payment screen’s test-mode notice)',
  response: { 200: Envelope(PaymentMode), ...errors() },
};
export const sweepSchema = {
  tags,
  summary:
    'Run the sweeper now (it also runs on an interval): unpaid bookings past their expiry released, unanswered partner items past their deadline declined, expired checkout holds deleted',
  body: EmptyWriteBody,
  response: {
    200: Envelope(Type.Object({ released: Type.Integer(), declined: Type.Integer(), holds: Type.Integer() })),
    ...errors(401, 403),
  },
};

export const paypalReturnSchema = {
  tags: ['payments'],
  summary:
    "PayPal's return and cancel URL: captures an approved order (or cancels it) and sends the buyer on (303; JSON {status, redirect_url} to a caller that accepts only JSON, e.g. a popup's opener)",
  params: SandboxIdParams,
  querystring: Type.Object({
    reference: Type.Optional(Type.String({ maxLength: 40 })),
    cancelled: Type.Optional(Type.Literal('1')),
    token: Type.Optional(Type.String({ maxLength: 64 })),
    PayerID: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: { 200: Envelope(SandboxResult), 303: Type.Null(), ...errors(404) },
};
export const sandboxPageSchema = {
  tags: ['payments-sandbox'],
  summary: 'Sandbox page (HTML); the payer only',
  params: SandboxIdParams,
  querystring: SandboxQuery,
  response: { 200: html, ...errors(404) },
};
export const sandboxDecisionSchema = {
  tags: ['payments-sandbox'],
  summary: 'Sandbox decision: JSON answers the outcome; a form post is redirected (the payer only)',
  params: SandboxIdParams,
  querystring: SandboxQuery,
  body: SandboxDecisionBody,
  response: { 200: Envelope(SandboxResult), 303: Type.Null(), ...errors(404, 422) },
};
export const sandboxCryptoSchema = {
  tags: ['payments-sandbox'],
  summary: 'Sandbox crypto control: confirming / finished / partially_paid / expired (the payer only)',
  params: SandboxIdParams,
  querystring: SandboxQuery,
  body: SandboxCryptoBody,
  response: { 200: Envelope(SandboxResult), ...errors(404) },
};
