// A local stand-in for Stripe, so that the Stripe adapter is tested without the internet (docs/adr/037). It speaks
// the part of Stripe's documented HTTP API the adapter and Stripe.js call: form-encoded requests with bracketed keys,
// bearer keys, Idempotency-Key (a retry answers the first answer; the same key with other parameters is refused),
// PaymentIntents (create, retrieve, confirm, cancel, list by `created`), Refunds (create, list with
// `expand[]=data.payment_intent`), Stripe's error object, and webhooks signed as Stripe signs them
// (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`). For the browser it serves a small
// stand-in for Stripe.js (Stripe(), elements().create('payment').mount(), confirmPayment, retrievePaymentIntent)
// whose card fields live in a frame of this server, as Stripe's do, and a 3-D Secure page.
//
// Scripted outcomes: cards 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined), 4000 0027 6000 3184
// (3-D Secure required); MB WAY phones +351 912000001 (approves after `mbwayApproveMs`), 912000002 (refuses),
// 912000003 (never answers: the attempt expires after `mbwayExpireMs`). `failRefunds` makes refunds fail;
// `pendRefunds` answers refunds `pending`, and `settleRefund` ends one later with Stripe's webhooks.
// No dependencies beyond Node, so the e2e runner imports it as well as Jest. Never used in production.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STRIPE_TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000002760003184',
} as const;
export const STRIPE_TEST_PHONES = {
  approves: '+351912000001',
  refuses: '+351912000002',
  silent: '+351912000003',
} as const;

type Json = Record<string, unknown>;

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  /** The PaymentMethod's id, as Stripe answers it unless asked to expand it. */
  payment_method: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  cancellation_reason: string | null;
  livemode: false;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  status: string;
  payment_intent: string;
  created: number;
  metadata: Record<string, string>;
  failure_reason: string | null;
}

export interface StripeTestServerOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where webhooks go (the API's POST /api/payments/callback/card); none are sent while null. */
  webhookUrl?: string | null;
  port?: number;
  host?: string;
  mbwayApproveMs?: number;
  mbwayExpireMs?: number;
}

export interface StripeTestServer {
  url: string;
  port: number;
  /** Every webhook sent, as sent (body and Stripe-Signature), for tests that replay or alter one. */
  sent: { body: string; signature: string; status: number }[];
  intents: Map<string, Intent>;
  /** PaymentMethods made while confirming (by id). */
  methods: Map<string, Json>;
  refunds: Map<string, Refund>;
  setWebhookUrl(url: string | null): void;
  /** The next `n` refunds fail: `error` answers a 500 api_error (the SDK retries it), `failed` a refund with status failed. */
  failRefunds(n: number, how: 'error' | 'failed'): void;
  /** The next `n` refunds are answered `pending` (accepted, not yet through), as Stripe does for some methods. */
  pendRefunds(n: number): void;
  /**
   * Ends a pending refund as Stripe does later: failed or canceled (with its `failure_reason`) sends `refund.failed`
   * (failed only), `refund.updated` and `charge.refund.updated`; succeeded sends the last two.
   */
  settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled', failureReason?: string): Promise<Refund>;
  /** Completes or fails the 3-D Secure step of a PaymentIntent, as the customer would on the challenge page. */
  authenticate(id: string, approve: boolean): Promise<Intent>;
  /** An MB WAY answer from the customer's app now. */
  answerMbway(id: string, approve: boolean): Promise<Intent>;
  /** Makes a pending MB WAY attempt lapse now (the app was never answered). */
  expireMbway(id: string): Promise<Intent>;
  /** Sets when a PaymentIntent or refund was created (reconciliation tests plant records on a given day). */
  backdate(id: string, created: Date): void;
  stop(): Promise<void>;
}

/** Stripe's signature of a webhook payload (its documented scheme). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/** `a[b][c]=1&list[]=x` → `{ a: { b: { c: '1' } }, list: ['x'] }` (how Stripe's SDKs and Stripe.js encode requests). */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split('[').map((p) => p.replace(/]$/, ''));
    let node: Json | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Json & unknown[];
      if (last) {
        if (part === '' && Array.isArray(node)) node.push(value);
        else container[part as never] = value as never;
        return;
      }
      const nextIsList = path[i + 1] === '' || /^\d+$/.test(path[i + 1] ?? '');
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (container[slot as never] === undefined) container[slot as never] = (nextIsList ? [] : {}) as never;
      node = container[slot as never] as Json;
    });
  }
  return out;
}

/** `expand[]=a` or `expand[0]=a` (Stripe.js and the SDKs write lists both ways). */
const expands = (q: URLSearchParams): string[] =>
  [...q.entries()].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, param?: string, code = 'parameter_invalid') =>
  new StripeError(400, { type: 'invalid_request_error', message, code, ...(param ? { param } : {}) });

export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  const intents = new Map<string, Intent>();
  const methods = new Map<string, Json>();
  const methodOf = (pi: Intent) => (pi.payment_method ? methods.get(pi.payment_method) : undefined);
  const attach = (pi: Intent, pm: Json) => {
    methods.set(String(pm.id), pm);
    pi.payment_method = String(pm.id);
  };
  /** A PaymentIntent as the API answers it: `expand` (`payment_method`) replaces the id with the object. */
  const view = (pi: Intent, expand: string[] = []): Json => ({
    ...pi,
    ...(expand.includes('payment_method') && pi.payment_method
      ? { payment_method: methodOf(pi) ?? pi.payment_method }
      : {}),
  });
  const refunds = new Map<string, Refund>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const timers = new Set<NodeJS.Timeout>();
  const sent: StripeTestServer['sent'] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let refundFailures = { n: 0, how: 'error' as 'error' | 'failed' };
  let refundsPending = 0;
  const approveMs = options.mbwayApproveMs ?? 1500;
  const expireMs = options.mbwayExpireMs ?? 300_000;
  let base = '';

  const later = (ms: number, fn: () => Promise<unknown>) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn().catch(() => undefined);
    }, ms);
    t.unref();
    timers.add(t);
  };

  async function emit(type: string, object: Json): Promise<void> {
    if (!webhookUrl) return;
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = stripeSignature(payload, options.webhookSecret);
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }).catch(() => null);
    sent.push({ body: payload, signature, status: res?.status ?? 0 });
  }

  async function move(pi: Intent, status: string, patch: Partial<Intent> = {}): Promise<Intent> {
    Object.assign(pi, { status, ...patch });
    if (status === 'succeeded') pi.amount_received = pi.amount;
    const type =
      status === 'succeeded'
        ? 'payment_intent.succeeded'
        : status === 'canceled'
          ? 'payment_intent.canceled'
          : status === 'requires_action'
            ? 'payment_intent.requires_action'
            : status === 'requires_payment_method' && pi.last_payment_error
              ? 'payment_intent.payment_failed'
              : null;
    if (type) await emit(type, { ...pi });
    return pi;
  }

  function attemptFailed(pi: Intent, code: string, message: string, declineCode?: string): Promise<Intent> {
    return move(pi, 'requires_payment_method', {
      last_payment_error: {
        type: code === 'card_declined' ? 'card_error' : 'invalid_request_error',
        code,
        message,
        ...(declineCode ? { decline_code: declineCode } : {}),
      },
      next_action: null,
    });
  }

  /** Runs a payment method against a PaymentIntent being confirmed (the scripted outcomes). */
  async function confirm(pi: Intent, pm: Json, returnUrl: string): Promise<Intent> {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const type = str(pm.type);
    if (!pi.payment_method_types.includes(type))
      throw invalid(
        `The payment method type "${type}" is not allowed on this PaymentIntent.`,
        'payment_method_data[type]',
      );
    pi.last_payment_error = null;
    if (type === 'card') {
      const card = (pm.card ?? {}) as Json;
      const number = str(card.number).replace(/\s+/g, '');
      if (!/^\d{12,19}$/.test(number))
        throw new StripeError(402, {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        });
      attach(pi, {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        card: {
          brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
          last4: number.slice(-4),
        },
      });
      if (number === STRIPE_TEST_CARDS.decline) {
        await attemptFailed(pi, 'card_declined', 'Your card was declined.', 'generic_decline');
        throw new StripeError(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: { ...pi },
        });
      }
      if (number === STRIPE_TEST_CARDS.threeDs) {
        return move(pi, 'requires_action', {
          next_action: {
            type: 'use_stripe_sdk',
            use_stripe_sdk: {
              type: 'three_d_secure_redirect',
              stripe_js: `${base}/_test/3ds/${pi.id}`,
              return_url: returnUrl || null,
            },
          },
        });
      }
      return move(pi, 'succeeded', { next_action: null });
    }
    // mb_way: the push goes to the phone; the customer answers in the app (scripted by the test phones).
    const phone = str(((pm.billing_details ?? {}) as Json).phone);
    if (!/^\+\d{9,15}$/.test(phone))
      throw invalid('Invalid phone number for MB WAY.', 'payment_method_data[billing_details][phone]');
    attach(pi, { id: id('pm'), object: 'payment_method', type: 'mb_way', billing_details: { phone }, mb_way: {} });
    await move(pi, 'requires_action', { next_action: null });
    if (phone === STRIPE_TEST_PHONES.approves) later(approveMs, () => answer(pi.id, true));
    else if (phone === STRIPE_TEST_PHONES.refuses) later(Math.min(500, approveMs), () => answer(pi.id, false));
    later(expireMs, () => lapse(pi.id));
    return pi;
  }

  async function answer(piId: string, approve: boolean): Promise<Intent> {
    const pi = need(piId);
    if (pi.status !== 'requires_action' || methodOf(pi)?.type !== 'mb_way') return pi;
    return approve
      ? move(pi, 'succeeded')
      : attemptFailed(pi, 'payment_method_customer_decline', 'The customer refused the payment in the MB WAY app.');
  }

  async function lapse(piId: string): Promise<Intent> {
    const pi = need(piId);
    if (pi.status !== 'requires_action' || methodOf(pi)?.type !== 'mb_way') return pi;
    return attemptFailed(
      pi,
      'payment_intent_payment_attempt_expired',
      'The MB WAY request expired before the customer answered it.',
    );
  }

  async function authenticate(piId: string, approve: boolean): Promise<Intent> {
    const pi = need(piId);
    if (pi.status !== 'requires_action' || methodOf(pi)?.type !== 'card') return pi;
    return approve
      ? move(pi, 'succeeded', { next_action: null })
      : attemptFailed(
          pi,
          'payment_intent_authentication_failure',
          'We are unable to authenticate your payment method.',
        );
  }

  function need(piId: string): Intent {
    const pi = intents.get(piId);
    if (!pi)
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${piId}'`,
        param: 'intent',
      });
    return pi;
  }

  function createIntent(p: Json): Intent {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least €0.50 eur', 'amount', 'amount_too_small');
    if (str(p.currency).toLowerCase() !== 'eur') throw invalid('This stand-in takes eur only.', 'currency');
    const types = (
      Array.isArray(p.allowed_payment_method_types)
        ? p.allowed_payment_method_types
        : Array.isArray(p.payment_method_types)
          ? p.payment_method_types
          : ['card']
    ) as string[];
    for (const t of types)
      if (t !== 'card' && t !== 'mb_way')
        throw invalid(`The payment method type provided: ${t} is invalid.`, 'allowed_payment_method_types');
    const piId = id('pi');
    const pi: Intent = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'eur',
      status: 'requires_payment_method',
      client_secret: `${piId}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      description: str(p.description) || null,
      metadata: Object.fromEntries(Object.entries((p.metadata ?? {}) as Json).map(([k, v]) => [k, String(v)])),
      payment_method_types: types,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      livemode: false,
    };
    intents.set(piId, pi);
    return pi;
  }

  function list<T extends { id: string; created: number }>(
    items: Iterable<T>,
    q: URLSearchParams,
    path: string,
    map: (t: T) => Json = (t) => ({ ...t }),
  ): Json {
    const gte = Number(q.get('created[gte]') ?? '-Infinity');
    const lt = Number(q.get('created[lt]') ?? 'Infinity');
    const limit = Math.min(100, Number(q.get('limit') ?? 10));
    // Newest first, as Stripe lists; `starting_after` pages on.
    let all = [...items]
      .filter((i) => i.created >= gte && i.created < lt)
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    const after = q.get('starting_after');
    if (after) all = all.slice(all.findIndex((i) => i.id === after) + 1);
    return { object: 'list', url: path, has_more: all.length > limit, data: all.slice(0, limit).map(map) };
  }

  async function createRefund(p: Json): Promise<Refund> {
    const pi = need(str(p.payment_intent));
    if (pi.status !== 'succeeded')
      throw invalid(
        'This PaymentIntent has not succeeded: nothing to refund.',
        'payment_intent',
        'charge_not_refundable',
      );
    const done = [...refunds.values()]
      .filter((r) => r.payment_intent === pi.id && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((s, r) => s + r.amount, 0);
    const amount = p.amount === undefined ? pi.amount - done : Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('Invalid positive integer', 'amount');
    if (amount > pi.amount - done)
      throw invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((pi.amount - done) / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      );
    let failed = false;
    if (refundFailures.n > 0) {
      refundFailures.n -= 1;
      if (refundFailures.how === 'error')
        throw new StripeError(500, { type: 'api_error', message: 'An error occurred with our connection to Stripe.' });
      failed = true;
    }
    const pending = !failed && refundsPending > 0;
    if (pending) refundsPending -= 1;
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: 'eur',
      status: failed ? 'failed' : pending ? 'pending' : 'succeeded',
      payment_intent: pi.id,
      created: now(),
      metadata: Object.fromEntries(Object.entries((p.metadata ?? {}) as Json).map(([k, v]) => [k, String(v)])),
      failure_reason: failed ? 'declined' : null,
    };
    refunds.set(refund.id, refund);
    await emit(failed ? 'refund.failed' : 'refund.created', { ...refund });
    return refund;
  }

  async function settleRefund(
    reId: string,
    status: 'succeeded' | 'failed' | 'canceled',
    failureReason = 'expired_or_canceled_card',
  ): Promise<Refund> {
    const refund = refunds.get(reId);
    if (!refund || refund.status !== 'pending') throw new Error(`no pending refund ${reId}`);
    Object.assign(refund, { status, failure_reason: status === 'succeeded' ? null : failureReason });
    if (status === 'failed') await emit('refund.failed', { ...refund });
    await emit('refund.updated', { ...refund });
    await emit('charge.refund.updated', { ...refund });
    return refund;
  }

  /** Secret key for the server's calls; the publishable key only with the PaymentIntent's client secret (Stripe.js). */
  function auth(req: IncomingMessage): 'secret' | 'publishable' {
    const key = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (key === options.secretKey) return 'secret';
    if (key === options.publishableKey) return 'publishable';
    throw new StripeError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${(key ?? '').slice(0, 8)}…`,
    });
  }

  function forClient(pi: Intent, secret: string): Json {
    if (secret !== pi.client_secret)
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
        param: 'client_secret',
      });
    // What Stripe.js sees: no metadata.
    const { metadata: _m, ...rest } = pi;
    void _m;
    return rest;
  }

  async function api(req: IncomingMessage, path: string, q: URLSearchParams, body: string): Promise<Json> {
    const method = req.method ?? 'GET';
    const who = auth(req);
    const p = method === 'POST' ? parseStripeForm(body) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (who !== 'secret')
        throw new StripeError(401, {
          type: 'invalid_request_error',
          message: 'This API call cannot be made with a publishable API key.',
        });
      const pi = createIntent(p);
      if (p.confirm === 'true') {
        const pm = (p.payment_method_data ?? {}) as Json;
        try {
          await confirm(pi, pm, str(p.return_url));
        } catch (err) {
          if (err instanceof StripeError && err.status === 400) intents.delete(pi.id);
          throw err;
        }
      }
      return { ...pi };
    }
    if ((m = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)$/.exec(path)) && method === 'GET') {
      const pi = need(m[1] ?? '');
      return who === 'secret' ? view(pi, expands(q)) : forClient(pi, q.get('client_secret') ?? '');
    }
    if ((m = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)\/confirm$/.exec(path)) && method === 'POST') {
      const pi = need(m[1] ?? '');
      if (who !== 'secret') forClient(pi, str(p.client_secret));
      await confirm(pi, (p.payment_method_data ?? {}) as Json, str(p.return_url));
      return who === 'secret' ? { ...pi } : forClient(pi, pi.client_secret);
    }
    if ((m = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)\/cancel$/.exec(path)) && method === 'POST' && who === 'secret') {
      const pi = need(m[1] ?? '');
      if (pi.status === 'succeeded' || pi.status === 'canceled' || pi.status === 'processing') {
        throw invalid(
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      }
      return {
        ...(await move(pi, 'canceled', { cancellation_reason: str(p.cancellation_reason) || null, next_action: null })),
      };
    }
    if (path === '/v1/payment_intents' && method === 'GET' && who === 'secret') return list(intents.values(), q, path);
    if (path === '/v1/refunds' && method === 'POST' && who === 'secret') return { ...(await createRefund(p)) };
    if (path === '/v1/refunds' && method === 'GET' && who === 'secret') {
      const expand = expands(q).includes('data.payment_intent');
      return list(refunds.values(), q, path, (r) => ({
        ...r,
        payment_intent: expand ? { ...need(r.payment_intent) } : r.payment_intent,
      }));
    }
    if ((m = /^\/v1\/payment_methods\/(pm_[0-9a-f]+)$/.exec(path)) && method === 'GET' && who === 'secret') {
      const pm = methods.get(m[1] ?? '');
      if (!pm)
        throw new StripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${m[1]}'`,
        });
      return { ...pm };
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    // Stripe.js calls the API from the shop's page: a cross-origin request Stripe answers with CORS headers.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (url.pathname.startsWith('/v1/')) {
      const key = req.method === 'POST' ? String(req.headers['idempotency-key'] ?? '') : '';
      const fingerprint = `${req.method} ${url.pathname} ${body}`;
      if (key) {
        const seen = idempotent.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return void res.writeHead(400, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            }),
          );
        }
        if (seen)
          return void res
            .writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
            .end(seen.body);
      }
      let status = 200;
      let out: string;
      try {
        out = JSON.stringify(await api(req, url.pathname, url.searchParams, body));
      } catch (err) {
        const e = err instanceof StripeError ? err : new StripeError(500, { type: 'api_error', message: String(err) });
        status = e.status;
        out = JSON.stringify({ error: e.body });
      }
      // Stripe keeps the answer of a key, errors included, except its own 5xx (a retry runs again).
      if (key && status < 500) idempotent.set(key, { fingerprint, status, body: out });
      return void res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') }).end(out);
    }
    if (url.pathname === '/v3/' || url.pathname === '/v3')
      return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(stripeJs(base));
    if (url.pathname === '/_test/elements/payment')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(elementFrame());
    let m: RegExpExecArray | null;
    if ((m = /^\/_test\/3ds\/(pi_[0-9a-f]+)$/.exec(url.pathname))) {
      if (req.method === 'POST') {
        const pi = await authenticate(m[1] ?? '', new URLSearchParams(body).get('action') === 'complete');
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(doneFrame(pi.status));
      }
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(challengeFrame(m[1] ?? ''));
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: base,
    port,
    sent,
    intents,
    methods,
    refunds,
    setWebhookUrl: (u) => void (webhookUrl = u),
    failRefunds: (n, how) => void (refundFailures = { n, how }),
    pendRefunds: (n) => void (refundsPending = n),
    settleRefund,
    authenticate,
    answerMbway: answer,
    expireMbway: lapse,
    backdate(target, created) {
      const item = intents.get(target) ?? refunds.get(target);
      if (item) item.created = Math.floor(created.getTime() / 1000);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------- the browser side: a stand-in for the part of Stripe.js we call ----------

/**
 * `Stripe(publishableKey)` with `elements({ clientSecret })`, `elements.create('payment').mount(el)`,
 * `confirmPayment({ elements, confirmParams: { return_url }, redirect: 'if_required' })` and
 * `retrievePaymentIntent(clientSecret)`. The card fields are in a frame of this server; the shop's page never holds
 * the digits. A 3-D Secure step opens this server's challenge page in a frame over the page.
 */
function stripeJs(base: string): string {
  return `(() => {
  const BASE = ${JSON.stringify(base)};
  const piOf = (cs) => String(cs).split('_secret_')[0];
  function Stripe(key) {
    if (!/^pk_(test|live)_/.test(String(key))) throw new Error('Stripe(): a publishable key is required');
    const api = async (method, path, params) => {
      const body = params ? new URLSearchParams(params).toString() : undefined;
      const res = await fetch(BASE + path, { method, headers: { authorization: 'Bearer ' + key, ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, body });
      return res.json();
    };
    const retrieve = (cs) => api('GET', '/v1/payment_intents/' + piOf(cs) + '?client_secret=' + encodeURIComponent(cs));
    function challenge(url) {
      return new Promise((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.title = '3D Secure';
        frame.setAttribute('data-stripe-test', '3ds');
        frame.style.cssText = 'position:fixed;inset:10% 20%;width:60%;height:60%;z-index:99999;background:#fff;border:1px solid #888';
        const done = (e) => {
          if (e.source !== frame.contentWindow || !e.data || e.data.stripeTest !== '3ds-done') return;
          window.removeEventListener('message', done);
          frame.remove();
          resolve();
        };
        window.addEventListener('message', done);
        document.body.appendChild(frame);
      });
    }
    return {
      elements(opts) {
        const clientSecret = opts && opts.clientSecret;
        let frame = null;
        const handlers = {};
        const element = {
          mount(target) {
            const host = typeof target === 'string' ? document.querySelector(target) : target;
            frame = document.createElement('iframe');
            frame.src = BASE + '/_test/elements/payment';
            frame.title = 'Secure payment input frame';
            frame.setAttribute('data-stripe-test', 'payment-element');
            frame.style.cssText = 'width:100%;height:150px;border:0';
            frame.addEventListener('load', () => (handlers.ready || []).forEach((h) => h({ elementType: 'payment' })));
            host.appendChild(frame);
          },
          on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); return element; },
          unmount() { if (frame) frame.remove(); frame = null; },
          destroy() { element.unmount(); },
        };
        return {
          create(type) { if (type !== 'payment') throw new Error('stand-in: only the payment element'); return element; },
          getElement() { return frame ? element : null; },
          async submit() { return {}; },
          _confirm(returnUrl) {
            return new Promise((resolve) => {
              const reply = (e) => {
                if (!frame || e.source !== frame.contentWindow || !e.data || e.data.stripeTest !== 'confirmed') return;
                window.removeEventListener('message', reply);
                resolve(e.data.result);
              };
              window.addEventListener('message', reply);
              frame.contentWindow.postMessage({ stripeTest: 'confirm', key, clientSecret, returnUrl }, BASE);
            });
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        let result = await elements._confirm((confirmParams && confirmParams.return_url) || '');
        if (result.error) return { error: result.error };
        let pi = result.paymentIntent;
        const next = pi.next_action;
        if (pi.status === 'requires_action' && next && next.type === 'use_stripe_sdk') {
          await challenge(next.use_stripe_sdk.stripe_js);
          pi = await retrieve(pi.client_secret);
          if (pi.status === 'requires_payment_method' && pi.last_payment_error) return { error: { type: 'invalid_request_error', ...pi.last_payment_error, payment_intent: pi } };
        }
        if (redirect !== 'if_required' && confirmParams && confirmParams.return_url) {
          window.location.assign(confirmParams.return_url + (confirmParams.return_url.includes('?') ? '&' : '?') + 'payment_intent=' + pi.id + '&redirect_status=' + pi.status);
        }
        return { paymentIntent: pi };
      },
      async retrievePaymentIntent(clientSecret) { return { paymentIntent: await retrieve(clientSecret) }; },
    };
  }
  window.Stripe = Stripe;
})();
`;
}

const page = (title: string, body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<style>body{font:14px system-ui,sans-serif;margin:8px}label{display:block;margin:4px 0}input{font:inherit;padding:6px;width:100%;box-sizing:border-box}</style>` +
  `</head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;

/** The card fields, in this server's frame: the digits go from here to this server's confirm call, never to the shop. */
function elementFrame(): string {
  return page(
    'Card',
    `<label>Card number <input id="number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"></label>
<label>Expiry <input id="exp" autocomplete="cc-exp" placeholder="MM / YY"></label>
<label>CVC <input id="cvc" autocomplete="cc-csc" placeholder="CVC"></label>`,
    `window.addEventListener('message', async (e) => {
  const d = e.data || {};
  if (d.stripeTest !== 'confirm') return;
  const pi = String(d.clientSecret).split('_secret_')[0];
  const params = new URLSearchParams({ client_secret: d.clientSecret, 'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': document.getElementById('number').value, return_url: d.returnUrl || '' });
  const res = await fetch('/v1/payment_intents/' + pi + '/confirm', { method: 'POST', headers: { authorization: 'Bearer ' + d.key, 'content-type': 'application/x-www-form-urlencoded' }, body: params });
  const json = await res.json();
  e.source.postMessage({ stripeTest: 'confirmed', result: json.error ? { error: json.error } : { paymentIntent: json } }, e.origin);
});`,
  );
}

function challengeFrame(piId: string): string {
  return page(
    '3D Secure',
    `<h1>3D Secure test page</h1><p>Payment ${piId}</p>
<form method="post"><button name="action" value="complete">Complete authentication</button> <button name="action" value="fail">Fail authentication</button></form>`,
  );
}

function doneFrame(status: string): string {
  return page(
    '3D Secure',
    `<p>Authentication done (${status}).</p>`,
    `window.parent.postMessage({ stripeTest: '3ds-done' }, '*');`,
  );
}
