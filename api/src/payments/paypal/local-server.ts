// A local server speaking the part of PayPal's REST API the adapter uses, with PayPal's request and answer shapes:
// OAuth client-credentials token, Orders v2 (create, show, capture; PayPal-Request-Id idempotency), captures'
// refunds, verify-webhook-signature (PayPal's scheme: RSA-SHA256 over "transmission id|time|webhook id|CRC32 of the
// body", with a key of its own) and Transaction Search. The tests and the browser journeys point the SDK at it with
// PAYPAL_API_BASE; nothing here reaches the internet. It also plays the buyer's PayPal window (/checkoutnow).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, listenLocally } from '../local-gateway-server';
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';

interface LocalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  cents: number;
  refundedCents: number;
  customId: string;
  at: Date;
}
interface LocalRefund {
  id: string;
  captureId: string;
  cents: number;
  customId: string;
  status: 'COMPLETED';
  at: Date;
}
interface LocalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  cents: number;
  customId: string;
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  capture: LocalCapture | null;
}

export interface PaypalLocalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

const money = (cents: number) => ({ currency_code: 'EUR', value: (cents / 100).toFixed(2) });
const cents = (value: unknown) => Math.round(Number(value) * 100);

export class PaypalLocalServer {
  readonly orders = new Map<string, LocalOrder>();
  readonly refunds: LocalRefund[] = [];
  /** Calls the adapter made, by "METHOD path" (what a test asserts on). */
  readonly calls: string[] = [];
  /** The next capture is declined (INSTRUMENT_DECLINED), the next refunds fail (500), as PayPal's negative tests do. */
  declineNextCapture = false;
  failRefunds = 0;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private readonly tokens = new Set<string>();
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private server: Server | null = null;
  base = '';

  constructor(readonly options: PaypalLocalOptions) {}

  async start(port = 0): Promise<string> {
    const { server, base } = await listenLocally(
      (req, res, body) => this.route(req, res, body),
      (res, err) => this.send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(err) }),
      port,
    );
    this.server = server;
    this.base = base;
    return base;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  /** The buyer approves the order in "PayPal's window". */
  approve(orderId: string): void {
    const order = this.orders.get(orderId);
    if (order?.status === 'CREATED') order.status = 'APPROVED';
  }

  /** A webhook as PayPal sends it: the event and its transmission headers, signed with this server's key. */
  webhook(
    eventType: string,
    resource: Record<string, unknown>,
    webhookId = this.options.webhookId,
  ): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify({
      id: `WH-${randomBytes(8).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'capture',
      event_type: eventType,
      resource,
    });
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const signer = createSign('RSA-SHA256');
    signer.update(`${transmissionId}|${time}|${webhookId}|${crc32(body)}`);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.base}/v1/notifications/certs/CERT-local`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signer.sign(this.keys.privateKey, 'base64'),
        'paypal-transmission-time': time,
      },
    };
  }

  /** A capture's resource as PayPal puts it in PAYMENT.CAPTURE.* events. */
  captureResource(orderId: string): Record<string, unknown> {
    const order = this.orders.get(orderId);
    const capture = order?.capture;
    if (!order || !capture) throw new Error(`no capture for ${orderId}`);
    return {
      id: capture.id,
      status: capture.status,
      amount: money(capture.cents),
      custom_id: capture.customId,
      supplementary_data: { related_ids: { order_id: order.id } },
    };
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': randomBytes(6).toString('hex') });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  private error(res: ServerResponse, status: number, name: string, issue: string) {
    this.send(res, status, {
      name,
      message: issue,
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue, description: issue }],
    });
  }

  private orderJson(o: LocalOrder) {
    return {
      id: o.id,
      intent: 'CAPTURE',
      status: o.status,
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: o.referenceId,
          custom_id: o.customId,
          amount: money(o.cents),
          ...(o.capture
            ? {
                payments: {
                  captures: [
                    {
                      id: o.capture.id,
                      status: o.capture.status,
                      amount: money(o.capture.cents),
                      custom_id: o.customId,
                      final_capture: true,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [
        { href: `${this.base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
        ...(o.status === 'CREATED'
          ? [{ href: `${this.base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
          : []),
      ],
    };
  }

  private route(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', this.base);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    this.calls.push(`${method} ${path}`);

    // The buyer's window: approve (or cancel) and go back to the merchant's return URL, as PayPal does.
    if (method === 'GET' && path === '/checkoutnow') {
      const order = this.orders.get(url.searchParams.get('token') ?? '');
      if (!order) return this.error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const cancel = url.searchParams.get('cancel') === '1';
      if (!cancel) this.approve(order.id);
      const target = new URL(cancel ? order.cancelUrl : order.returnUrl);
      target.searchParams.set('token', order.id);
      if (!cancel) target.searchParams.set('PayerID', 'LOCALPAYER');
      res.writeHead(302, { location: target.toString() });
      return res.end();
    }

    if (method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || !raw.includes('grant_type=client_credentials')) {
        return this.send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      this.tokens.add(token);
      return this.send(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-LOCAL',
        expires_in: 32400,
        nonce: randomUUID(),
      });
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(bearer))
      return this.send(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });

    const requestId = req.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${path}|${requestId}` : null;
    if (key && this.idempotent.has(key)) {
      const seen = this.idempotent.get(key)!;
      return this.send(res, seen.status, seen.body);
    }
    const remember = (status: number, body: unknown) => {
      if (key && status < 500) this.idempotent.set(key, { status, body });
      this.send(res, status, body);
    };
    const json = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (
        json.purchase_units as
          | { amount?: { value?: string; currency_code?: string }; custom_id?: string; reference_id?: string }[]
          | undefined
      )?.[0];
      const context = (
        json.payment_source as
          { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } } | undefined
      )?.paypal?.experience_context;
      if (
        json.intent !== 'CAPTURE' ||
        !unit?.amount?.value ||
        unit.amount.currency_code !== 'EUR' ||
        !context?.return_url ||
        !context.cancel_url
      ) {
        return this.error(res, 400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      }
      const order: LocalOrder = {
        id: randomBytes(9).toString('hex').toUpperCase(),
        status: 'CREATED',
        cents: cents(unit.amount.value),
        customId: unit.custom_id ?? '',
        referenceId: unit.reference_id ?? 'default',
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        capture: null,
      };
      this.orders.set(order.id, order);
      return remember(200, this.orderJson(order));
    }

    let m = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (m) {
      const order = this.orders.get(m[1] ?? '');
      if (!order) return this.error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !m[2]) return this.send(res, 200, this.orderJson(order));
      if (method === 'POST' && m[2]) {
        if (order.status === 'COMPLETED') return this.error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return this.error(res, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        if (this.declineNextCapture) {
          this.declineNextCapture = false;
          return remember(422, {
            name: 'UNPROCESSABLE_ENTITY',
            message: 'The instrument presented was either declined by the processor or bank.',
            details: [{ issue: 'INSTRUMENT_DECLINED' }],
          });
        }
        order.status = 'COMPLETED';
        order.capture = {
          id: randomBytes(9).toString('hex').toUpperCase(),
          status: 'COMPLETED',
          cents: order.cents,
          refundedCents: 0,
          customId: order.customId,
          at: new Date(),
        };
        return remember(201, this.orderJson(order));
      }
    }

    m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (m && method === 'POST') {
      const order = [...this.orders.values()].find((o) => o.capture?.id === m![1]);
      const capture = order?.capture;
      if (!capture) return this.error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (this.failRefunds > 0) {
        this.failRefunds -= 1;
        return this.send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
      }
      const amount = json.amount as { value?: string } | undefined;
      const want = amount?.value ? cents(amount.value) : capture.cents - capture.refundedCents;
      if (capture.status === 'REFUNDED' || want > capture.cents - capture.refundedCents)
        return remember(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
      capture.refundedCents += want;
      capture.status = capture.refundedCents === capture.cents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const refund: LocalRefund = {
        id: randomBytes(9).toString('hex').toUpperCase(),
        captureId: capture.id,
        cents: want,
        customId: String(json.custom_id ?? capture.customId),
        status: 'COMPLETED',
        at: new Date(),
      };
      this.refunds.push(refund);
      return remember(201, {
        id: refund.id,
        status: refund.status,
        amount: money(want),
        custom_id: refund.customId,
        links: [],
      });
    }

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = JSON.stringify(json.webhook_event);
      const verify = createVerify('RSA-SHA256');
      // CRC32 of the event as sent: the adapter must send back the very bytes it got (compact JSON, as PayPal sends).
      verify.update(
        `${String(json.transmission_id)}|${String(json.transmission_time)}|${String(json.webhook_id)}|${crc32(event)}`,
      );
      let ok = false;
      try {
        ok =
          json.auth_algo === 'SHA256withRSA' &&
          String(json.cert_url).startsWith(this.base) &&
          json.webhook_id === this.options.webhookId &&
          verify.verify(this.keys.publicKey, String(json.transmission_sig), 'base64');
      } catch {
        ok = false;
      }
      return this.send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }

    if (method === 'GET' && path === '/v1/reporting/transactions') {
      const from = new Date(url.searchParams.get('start_date') ?? '');
      const to = new Date(url.searchParams.get('end_date') ?? '');
      const within = (d: Date) => d >= from && d < to;
      const rows = [
        ...[...this.orders.values()]
          .filter((o) => o.capture && within(o.capture.at))
          .map((o) => ({
            transaction_id: o.capture!.id,
            transaction_event_code: 'T0006',
            transaction_initiation_date: o.capture!.at.toISOString(),
            transaction_amount: money(o.capture!.cents),
            transaction_status: 'S',
            custom_field: o.customId,
          })),
        ...this.refunds
          .filter((r) => within(r.at))
          .map((r) => ({
            transaction_id: r.id,
            transaction_event_code: 'T1107',
            transaction_initiation_date: r.at.toISOString(),
            transaction_amount: { currency_code: 'EUR', value: (-r.cents / 100).toFixed(2) },
            transaction_status: 'S',
            custom_field: r.customId,
          })),
      ];
      return this.send(res, 200, {
        transaction_details: rows.map((info) => ({ transaction_info: info })),
        account_number: 'LOCAL',
        start_date: from.toISOString(),
        end_date: to.toISOString(),
        page: 1,
        total_items: rows.length,
        total_pages: 1,
        links: [],
      });
    }

    return this.error(res, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }
}
