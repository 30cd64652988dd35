// A local server speaking the part of NOWPayments' API the adapter uses, with its request and answer shapes:
// x-api-key on every call, GET /v1/currencies, /v1/min-amount, /v1/estimate, POST /v1/payment, GET /v1/payment/{id},
// POST /v1/auth and the signed-in payments list, and IPN callbacks signed as NOWPayments signs them (HMAC-SHA512 over
// the sorted JSON, x-nowpayments-sig). The tests and the browser journeys point the adapter at it with
// NOWPAYMENTS_API_BASE; nothing here reaches the internet. advance() plays the blockchain.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { closeServer, listenLocally } from '../local-gateway-server';
import { randomBytes } from 'node:crypto';
import { signIpn, SIGNATURE_HEADER } from './adapter';

/** Euros per coin and the smallest payment in coin units: fixed, so a test knows the answers. */
export const LOCAL_RATES: Record<string, { eur: number; min: number; prefix: string }> = {
  btc: { eur: 60_000, min: 0.0001, prefix: 'bc1q' },
  eth: { eur: 3_000, min: 0.002, prefix: '0x' },
  ltc: { eur: 80, min: 0.05, prefix: 'ltc1q' },
  usdttrc20: { eur: 0.92, min: 5, prefix: 'T' },
  usdc: { eur: 0.92, min: 5, prefix: '0x' },
  doge: { eur: 0.1, min: 20, prefix: 'D' },
};

interface LocalPayment {
  payment_id: string;
  payment_status: string;
  pay_address: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string;
  order_description: string;
  ipn_callback_url: string;
  created_at: string;
  updated_at: string;
  expiration_estimate_date: string;
  purchase_id: string;
}

export interface NowpaymentsLocalOptions {
  apiKey: string;
  ipnSecret: string;
  email?: string;
  password?: string;
  /** How long a payment waits for the coins. */
  windowMs?: number;
}

export class NowpaymentsLocalServer {
  readonly payments = new Map<string, LocalPayment>();
  readonly calls: string[] = [];
  private readonly jwts = new Set<string>();
  private server: Server | null = null;
  private seq = 5_000_000_000;
  base = '';

  constructor(readonly options: NowpaymentsLocalOptions) {}

  async start(port = 0): Promise<string> {
    const { server, base } = await listenLocally(
      (req, res, body) => this.route(req, res, body),
      (res, err) =>
        this.send(res, 500, { status: false, statusCode: 500, code: 'INTERNAL_ERROR', message: String(err) }),
      port,
    );
    this.server = server;
    this.base = base;
    return base;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }

  byOrder(orderId: string): LocalPayment | undefined {
    return [...this.payments.values()].find((p) => p.order_id === orderId);
  }

  /** An IPN for the payment as it stands, signed as NOWPayments signs it. */
  ipn(paymentId: string, secret = this.options.ipnSecret): { body: string; headers: Record<string, string> } {
    const p = this.payments.get(paymentId);
    if (!p) throw new Error(`no payment ${paymentId}`);
    const payload = { ...p, outcome_amount: p.actually_paid, outcome_currency: p.pay_currency };
    const body = JSON.stringify(payload);
    return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signIpn(payload, secret) } };
  }

  /**
   * What the blockchain did: the payment moves to `status` (with `actuallyPaid` coins received; `finished` means
   * all of them) and, with `deliver`, its IPN is posted to the payment's ipn_callback_url as NOWPayments does.
   */
  async advance(
    paymentId: string,
    status: string,
    actuallyPaid?: number,
    deliver = false,
  ): Promise<{ body: string; headers: Record<string, string> }> {
    const p = this.payments.get(paymentId);
    if (!p) throw new Error(`no payment ${paymentId}`);
    p.payment_status = status;
    p.actually_paid = status === 'finished' ? p.pay_amount : (actuallyPaid ?? p.actually_paid);
    p.updated_at = new Date().toISOString();
    const signed = this.ipn(paymentId);
    if (deliver) await fetch(p.ipn_callback_url, { method: 'POST', headers: signed.headers, body: signed.body });
    return signed;
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private bad(res: ServerResponse, message: string, code = 'BAD_REQUEST') {
    this.send(res, 400, { status: false, statusCode: 400, code, message });
  }

  private route(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', this.base);
    const path = url.pathname;
    const method = req.method ?? 'GET';
    this.calls.push(`${method} ${path}`);
    const q = (k: string) => url.searchParams.get(k) ?? '';

    if (method === 'GET' && path === '/v1/status') return this.send(res, 200, { message: 'OK' });
    if (method === 'POST' && path === '/v1/auth') {
      const body = JSON.parse(raw || '{}') as { email?: string; password?: string };
      if (!this.options.email || body.email !== this.options.email || body.password !== this.options.password) {
        return this.send(res, 401, {
          status: false,
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid credentials',
        });
      }
      const token = `eyJ${randomBytes(24).toString('base64url')}`;
      this.jwts.add(token);
      return this.send(res, 200, { token });
    }
    if (req.headers['x-api-key'] !== this.options.apiKey)
      return this.send(res, 403, {
        status: false,
        statusCode: 403,
        code: 'INVALID_API_KEY',
        message: 'Invalid api key',
      });

    if (method === 'GET' && path === '/v1/currencies')
      return this.send(res, 200, { currencies: Object.keys(LOCAL_RATES) });
    if (method === 'GET' && path === '/v1/min-amount') {
      const rate = LOCAL_RATES[q('currency_from')];
      if (!rate) return this.bad(res, 'Currency is not supported', 'INVALID_REQUEST_PARAMS');
      return this.send(res, 200, {
        currency_from: q('currency_from'),
        currency_to: q('currency_to'),
        min_amount: rate.min,
        ...(q('fiat_equivalent') === 'eur' ? { fiat_equivalent: +(rate.min * rate.eur).toFixed(2) } : {}),
      });
    }
    if (method === 'GET' && path === '/v1/estimate') {
      const rate = LOCAL_RATES[q('currency_to')];
      const amount = Number(q('amount'));
      if (!rate || q('currency_from') !== 'eur' || !(amount > 0))
        return this.bad(res, 'Invalid estimate request', 'INVALID_REQUEST_PARAMS');
      return this.send(res, 200, {
        currency_from: 'eur',
        amount_from: amount,
        currency_to: q('currency_to'),
        estimated_amount: +(amount / rate.eur).toFixed(8),
      });
    }
    if (method === 'POST' && path === '/v1/payment') {
      const body = JSON.parse(raw || '{}') as Partial<LocalPayment>;
      const rate = LOCAL_RATES[String(body.pay_currency)];
      if (!rate || body.price_currency !== 'eur' || !(Number(body.price_amount) > 0))
        return this.bad(res, 'Invalid payment request', 'INVALID_REQUEST_PARAMS');
      const payAmount = Math.ceil((Number(body.price_amount) / rate.eur) * 1e8) / 1e8;
      if (payAmount < rate.min) return this.bad(res, `Amount is less than minimal`, 'AMOUNT_MINIMAL_ERROR');
      const now = new Date();
      const p: LocalPayment = {
        payment_id: String(this.seq++),
        payment_status: 'waiting',
        pay_address: rate.prefix + randomBytes(17).toString('hex'),
        price_amount: Number(body.price_amount),
        price_currency: 'eur',
        pay_amount: payAmount,
        actually_paid: 0,
        pay_currency: String(body.pay_currency),
        order_id: String(body.order_id ?? ''),
        order_description: String(body.order_description ?? ''),
        ipn_callback_url: String(body.ipn_callback_url ?? ''),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        expiration_estimate_date: new Date(now.getTime() + (this.options.windowMs ?? 20 * 60_000)).toISOString(),
        purchase_id: String(this.seq++),
      };
      this.payments.set(p.payment_id, p);
      return this.send(res, 201, p);
    }
    if (method === 'GET' && (path === '/v1/payment/' || path === '/v1/payment')) {
      const jwt = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!this.jwts.has(jwt))
        return this.send(res, 401, {
          status: false,
          statusCode: 401,
          code: 'AUTH_REQUIRED',
          message: 'Authorization header is empty (Bearer JWTtoken is required)',
        });
      const from = new Date(q('dateFrom'));
      const to = new Date(q('dateTo'));
      const data = [...this.payments.values()].filter(
        (p) => new Date(p.created_at) >= from && new Date(p.created_at) < to,
      );
      const limit = Number(q('limit') || 10);
      const page = Number(q('page') || 0);
      return this.send(res, 200, {
        data: data.slice(page * limit, (page + 1) * limit),
        limit,
        page,
        pagesCount: Math.max(1, Math.ceil(data.length / limit)),
        total: data.length,
      });
    }
    const m = /^\/v1\/payment\/(\d+)$/.exec(path);
    if (method === 'GET' && m) {
      const p = this.payments.get(m[1] ?? '');
      if (!p)
        return this.send(res, 404, { status: false, statusCode: 404, code: 'NOT_FOUND', message: 'Payment not found' });
      // Past its window a payment still waiting (or short) expires, as NOWPayments' do.
      if (
        (p.payment_status === 'waiting' || p.payment_status === 'partially_paid') &&
        Date.now() > new Date(p.expiration_estimate_date).getTime()
      ) {
        p.payment_status = 'expired';
        p.updated_at = new Date().toISOString();
      }
      return this.send(res, 200, p);
    }
    return this.send(res, 404, { status: false, statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  }
}
