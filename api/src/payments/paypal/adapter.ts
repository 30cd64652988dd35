// PayPal through its server SDK (@paypal/paypal-server-sdk, Orders v2): an order per payment (our payment id as
// PayPal-Request-Id and as the purchase unit's custom_id), the buyer approves in PayPal's window (the order's
// payer-action link), we capture, webhooks are checked with PayPal's verify-webhook-signature API, captures are
// refunded in full or in part, and a day's transactions come from the Transaction Search API. See docs/adr/038.
import {
  ApiError as PaypalApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  TransactionSearchController,
  type OAuthToken,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { PaymentStatus } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { centsToDecimal, decimalToCents, lisbonDayRange } from '../day';
import {
  CallbackRejected,
  type CreatePaymentInput,
  type GatewayRecord,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderResult,
} from '../provider';
import { redirectingAgent } from './connection';
import { paypalPayment } from './repository';
import type { PaypalSettings } from './settings';

const HOSTS = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const;

/** The webhook headers PayPal signs with (its verify-webhook-signature API takes them as they came). */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export interface PaypalAdapterOptions {
  settings: PaypalSettings;
  db: Db;
  /** The site's public URL: PayPal sends the buyer back to it. */
  publicUrl: string;
}

/** Our status for an order as PayPal reports it (the capture decides once there is one). */
export function paypalOrderStatus(order: Pick<Order, 'status' | 'purchaseUnits'>): PaymentStatus {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (capture) {
    if (capture.status === 'COMPLETED' || capture.status === 'REFUNDED' || capture.status === 'PARTIALLY_REFUNDED')
      return 'paid';
    if (capture.status === 'DECLINED' || capture.status === 'FAILED') return 'failed';
    return 'requires_action';
  }
  if (order.status === 'VOIDED') return 'cancelled';
  return 'requires_action';
}

export class PaypalAdapter implements PaymentProvider {
  readonly method = 'paypal' as const;
  readonly name = 'paypal';
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly captures: PaymentsController;
  private readonly search: TransactionSearchController;
  private readonly base: string;
  private token: OAuthToken | undefined;
  /**
   * Orders this instance just created, by our payment id: the status check that follows a create runs before the
   * order id is stored with the payment. Bounded; the database answers for anything older.
   */
  private readonly recent = new Map<string, string>();

  constructor(private readonly options: PaypalAdapterOptions) {
    const { settings } = options;
    this.base = settings.apiBase ?? HOSTS[settings.environment];
    this.client = new Client({
      environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 15_000,
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
        // One token for every call until it expires (PayPal's tokens last hours; asking per call is throttled).
        oAuthTokenProvider: async (last, manager) => (this.token = await manager.updateToken(this.token ?? last)),
      },
      ...(settings.apiBase ? { httpClientOptions: { httpsAgent: redirectingAgent(settings.apiBase) } } : {}),
    });
    this.orders = new OrdersController(this.client);
    this.captures = new PaymentsController(this.client);
    this.search = new TransactionSearchController(this.client);
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const back = `${this.options.publicUrl}/api/payments/paypal/return/${encodeURIComponent(input.externalId)}?reference=${encodeURIComponent(input.bookingReference)}`;
    const { result } = await this.orders.createOrder({
      // A retried create (timeout, restart) gets the same order back instead of a second one.
      paypalRequestId: input.externalId,
      prefer: 'return=representation',
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: input.bookingReference,
            customId: input.externalId,
            invoiceId: input.externalId,
            description: input.bookingReference,
            amount: { currencyCode: input.currency, value: centsToDecimal(input.amountCents) },
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              returnUrl: back,
              cancelUrl: `${back}&cancelled=1`,
              locale: input.locale === 'pt' ? 'pt-PT' : 'en-GB',
              userAction: PaypalExperienceUserAction.PayNow,
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            },
          },
        },
      },
    });
    const approval = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
    if (!result.id || !approval) throw new Error('PayPal answered an order without an id or an approval link');
    this.recent.set(input.externalId, result.id);
    if (this.recent.size > 1000) this.recent.delete(this.recent.keys().next().value as string);
    return {
      status: 'requires_action',
      details: { order_id: result.id, approval_url: approval, paypal_status: result.status ?? 'CREATED' },
    };
  }

  /**
   * Where the order stands. An order the buyer approved is captured here too: the buyer may close PayPal's window
   * before it sends them back, and an approved order is only money once captured.
   */
  async status(externalId: string): Promise<ProviderResult> {
    const row = await this.row(externalId);
    const { result } = await this.orders.getOrder({ id: row.orderId });
    if (result.status === 'APPROVED' && waiting(row.status)) return this.capture(externalId);
    return this.resultOf(result);
  }

  /** Our payment's order (and capture) ids, and whether it still waits. */
  private async row(
    externalId: string,
  ): Promise<{ orderId: string; captureId: string | null; status: string; captureDeclines: number }> {
    const row = await paypalPayment(this.options.db, externalId);
    const orderId = row?.orderId ?? this.recent.get(externalId);
    if (!orderId) throw new Error(`paypal: no order for payment ${externalId}`);
    return {
      orderId,
      captureId: row?.captureId ?? null,
      status: row?.status ?? 'pending',
      captureDeclines: row?.captureDeclines ?? 0,
    };
  }

  /** Captures an approved order; only while our payment still waits (a released booking is never charged). */
  async capture(externalId: string): Promise<ProviderResult> {
    const row = await this.row(externalId);
    if (!waiting(row.status)) return { status: row.status as PaymentStatus, details: {} };
    try {
      // The same request id makes a retried capture (timeout, two instances) answer the first one's result; after a
      // decline the buyer picks another funding source in PayPal, and that capture is a new request.
      const { result } = await this.orders.captureOrder({
        id: row.orderId,
        paypalRequestId: `${externalId}-capture-${row.captureDeclines}`,
        prefer: 'return=representation',
      });
      return this.resultOf(result);
    } catch (err) {
      // Declined by PayPal (INSTRUMENT_DECLINED and the like): the buyer may choose another funding source, so the
      // order stays open for them; anything else is the gateway failing and is thrown.
      if (err instanceof PaypalApiError && err.statusCode === 422) {
        return {
          status: 'requires_action',
          details: {
            paypal_status: 'DECLINED',
            decline_reason: declineIssue(err),
            capture_declines: row.captureDeclines + 1,
          },
        };
      }
      throw err;
    }
  }

  private resultOf(order: Order): ProviderResult {
    const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
    return {
      status: paypalOrderStatus(order),
      details: {
        paypal_status: order.status ?? null,
        ...(capture?.id ? { capture_id: capture.id, capture_status: capture.status ?? null } : {}),
      },
    };
  }

  async refund(externalId: string, amountCents: number, refundKey?: string) {
    const row = await paypalPayment(this.options.db, externalId);
    let captureId = row?.captureId ?? null;
    if (!captureId && row?.orderId) {
      const { result } = await this.orders.getOrder({ id: row.orderId });
      captureId = result.purchaseUnits?.[0]?.payments?.captures?.[0]?.id ?? null;
    }
    if (!captureId) return { refunded: false, error: 'no capture to refund' };
    try {
      const { result } = await this.captures.refundCapturedPayment({
        captureId,
        ...(refundKey ? { paypalRequestId: refundKey } : {}),
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: 'EUR', value: centsToDecimal(amountCents) },
          customId: externalId,
          ...(refundKey ? { invoiceId: refundKey } : {}),
        },
      });
      if (result.status === 'COMPLETED' || result.status === 'PENDING')
        return { refunded: true, ...(result.id ? { gatewayRefundId: result.id } : {}) };
      return { refunded: false, error: `refund ${result.status ?? 'unknown'}` };
    } catch (err) {
      if (err instanceof PaypalApiError)
        return { refunded: false, error: `PayPal ${err.statusCode}: ${declineIssue(err) ?? 'error'}` };
      throw err;
    }
  }

  /** Orders v2 has no void for an uncaptured CAPTURE order: it lapses by itself, and capture() refuses a released one. */
  async cancel(): Promise<void> {}

  async verifyCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent> {
    const header = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const signed = Object.fromEntries(Object.entries(SIGNATURE_HEADERS).map(([field, name]) => [field, header(name)]));
    if (Object.values(signed).some((v) => !v)) throw new CallbackRejected('missing PayPal signature headers');
    let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      throw new CallbackRejected('bad json');
    }
    // The event goes back exactly as it came (spliced in, not re-serialised), so PayPal checks the bytes it signed.
    const body = `{${Object.entries({ ...signed, webhook_id: this.options.settings.webhookId })
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join(',')},"webhook_event":${rawBody}}`;
    const answer = await fetch(`${this.base}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.accessToken()}` },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    if (!answer.ok) throw new Error(`PayPal verify-webhook-signature answered ${answer.status}`);
    const { verification_status } = (await answer.json()) as { verification_status?: string };
    if (verification_status !== 'SUCCESS') throw new CallbackRejected('PayPal says the signature does not verify');
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string' || !event.resource)
      throw new CallbackRejected('bad event');
    return normaliseEvent(event.id, event.event_type, event.resource, event as Record<string, unknown>);
  }

  private async accessToken(): Promise<string> {
    this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
    return this.token.accessToken;
  }

  /** The day's PayPal transactions that carry our payment id (custom field): captures and refunds. */
  async listDay(day: string): Promise<GatewayRecord[]> {
    const { from, to } = lisbonDayRange(day);
    const out: GatewayRecord[] = [];
    for (let page = 1; ; page++) {
      const { result } = await this.search.searchTransactions({
        startDate: from.toISOString(),
        endDate: to.toISOString(),
        fields: 'transaction_info',
        pageSize: 500,
        page,
      });
      for (const t of result.transactionDetails ?? []) {
        const info = t.transactionInfo;
        if (!info?.customField || !info.transactionAmount) continue;
        const cents = decimalToCents(info.transactionAmount.value);
        const refund = info.transactionEventCode?.startsWith('T11') || cents < 0;
        out.push({
          externalId: info.customField,
          kind: refund ? 'refund' : 'payment',
          amountCents: Math.abs(cents),
          status: transactionStatus(info.transactionStatus, refund),
          at: new Date(info.transactionInitiationDate ?? from),
        });
      }
      if (!result.totalPages || page >= result.totalPages) return out;
    }
  }
}

const waiting = (status: string) => status === 'pending' || status === 'requires_action';

/** Transaction Search's one-letter statuses (S success, P pending, D denied, V reversed) in our words. */
function transactionStatus(code: string | undefined, refund: boolean): string {
  if (refund) return code === 'S' ? 'done' : code === 'P' ? 'pending' : 'failed';
  return ({ S: 'paid', P: 'pending', D: 'failed', V: 'refunded' } as Record<string, string>)[code ?? ''] ?? 'pending';
}

function declineIssue(err: InstanceType<typeof PaypalApiError>): string | null {
  const body = err.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return body?.details?.[0]?.issue ?? body?.name ?? null;
}

/** A verified PayPal webhook in our terms; events about something else leave the payment where it is. */
export function normaliseEvent(
  id: string,
  type: string,
  resource: Record<string, unknown>,
  raw: Record<string, unknown>,
): ProviderEvent {
  const amount = resource.amount as { value?: string } | undefined;
  const units = resource.purchase_units as { custom_id?: string }[] | undefined;
  const externalId = String(resource.custom_id ?? units?.[0]?.custom_id ?? '');
  if (!externalId) throw new CallbackRejected('event without our payment id');
  const base = { eventId: id, externalId, amountCents: decimalToCents(amount?.value), raw: { ...raw, status: type } };
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return { ...base, status: 'paid', details: { capture_id: resource.id, capture_status: 'COMPLETED' } };
    case 'PAYMENT.CAPTURE.DECLINED':
    case 'PAYMENT.CAPTURE.DENIED':
      return {
        ...base,
        status: 'failed',
        details: { capture_id: resource.id, capture_status: resource.status ?? 'DECLINED' },
      };
    default:
      // CHECKOUT.ORDER.APPROVED (the next status check captures), refunds (our refund ledger follows them) and
      // the rest: recorded, and the payment stays where it is (a backward move is never applied).
      return { ...base, status: 'requires_action', details: {} };
  }
}
