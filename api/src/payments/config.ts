// Payment settings, parsed from the environment that src/config.ts hands over (it stays the only process.env reader).
import type { ProviderMethod } from './provider';
import { PROVIDER_METHODS } from './provider';
import { NOWPAYMENTS_KEYS, nowpaymentsSettings, type NowpaymentsSettings } from './nowpayments/settings';
import { PAYPAL_KEYS, paypalSettings, type PaypalSettings } from './paypal/settings';
import { loadStripeSettings, stripeProductionProblems, type StripeSettings } from './stripe/settings';

const missingOf = (keys: readonly string[]) => (env: Record<string, string | undefined>) => keys.filter((k) => !env[k]);

/**
 * Gateways that bring their own keys and webhook secret rather than PAYMENT_SECRET_<METHOD>
 * (docs/adr/037-payment-gateways.md, 038): what a production start lacks for each.
 */
const OWN_KEYS: Record<string, (env: Record<string, string | undefined>) => string[]> = {
  stripe: stripeProductionProblems,
  paypal: missingOf(PAYPAL_KEYS),
  nowpayments: missingOf(NOWPAYMENTS_KEYS),
};

export interface PaymentConfig {
  /** Implementation per method: `sandbox` (default) or a real gateway registered in registry.ts. */
  providers: Record<ProviderMethod, string>;
  /** HMAC secret per provider for callback signatures. */
  secrets: Record<ProviderMethod, string>;
  /** Unpaid bookings are released after this (card, PayPal, gift); MB WAY uses 300 s (spec §4), crypto its window. */
  bookingTtlSeconds: number;
  mbwayTtlSeconds: number;
  cryptoTtlSeconds: number;
  /** How long a checkout hold keeps a cart's places (ADR 022), in minutes. */
  cartHoldMinutes: number;
  /** How often the sweeper looks for expired unpaid bookings; 0 = only on demand. */
  sweepIntervalMs: number;
  /** MB WAY sandbox test phone 912000001 approves after this long. */
  sandboxMbwayAutoApproveMs: number;
  /**
   * Some method runs on its sandbox in production because PAYMENT_SANDBOX=1 asked for it, so no one takes test mode
   * for real payments: the API logs it loudly at start and the payment screen shows a notice. Always false outside
   * production.
   */
  sandboxInProduction: boolean;
  /** Stripe's keys and hosts, when some method's provider is `stripe`. */
  stripe: StripeSettings | null;
  /** Set when PAYMENT_PROVIDER_PAYPAL=paypal. */
  paypal: PaypalSettings | null;
  /** Set when PAYMENT_PROVIDER_CRYPTO=nowpayments. */
  nowpayments: NowpaymentsSettings | null;
  /** The site's public URL: where gateways send the customer back and their webhooks to. */
  publicUrl: string;
}

/** What a production start is missing for payments (names of variables); empty when it may start. */
export function missingPaymentSettings(env: Record<string, string | undefined>): string[] {
  const sandboxAsked = env.PAYMENT_SANDBOX === '1';
  const missing: string[] = [];
  for (const method of PROVIDER_METHODS) {
    const upper = method.toUpperCase();
    const provider = env[`PAYMENT_PROVIDER_${upper}`] || 'sandbox';
    const own = OWN_KEYS[provider];
    if (provider === 'sandbox' && !sandboxAsked)
      missing.push(`PAYMENT_PROVIDER_${upper} (a real gateway, or PAYMENT_SANDBOX=1)`);
    else if (own) missing.push(...own(env));
    // Production always signs callbacks with a secret of its own: the sandboxes' fallback secret is in the source,
    // so anyone could sign a "paid" callback with it, sandbox asked for or not.
    else if (!env[`PAYMENT_SECRET_${upper}`]) missing.push(`PAYMENT_SECRET_${upper}`);
  }
  return [...new Set(missing)];
}

/** Test-mode keys or a stand-in API of a gateway in production: allowed only with PAYMENT_SANDBOX=1, and shown as a sandbox. */
function gatewayInTestMode(providers: Record<ProviderMethod, string>, stripe: StripeSettings | null): boolean {
  return Object.values(providers).includes('stripe') && stripe !== null && (stripe.testMode || stripe.apiBase !== null);
}

export function loadPaymentConfig(
  env: Record<string, string | undefined>,
  nodeEnv: string,
  fail: (message: string) => Error,
  publicUrl = 'http://localhost:8080',
): PaymentConfig {
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw fail(`${name} must be an integer in [${min}, ${max}], got "${raw}"`);
    return n;
  };
  const providers = {} as Record<ProviderMethod, string>;
  const secrets = {} as Record<ProviderMethod, string>;
  for (const method of PROVIDER_METHODS) {
    const upper = method.toUpperCase();
    const provider = env[`PAYMENT_PROVIDER_${upper}`] || 'sandbox';
    if (!/^[a-z0-9-]+$/.test(provider))
      throw fail(`PAYMENT_PROVIDER_${upper} must be a provider name, got "${provider}"`);
    providers[method] = provider;
    const secret = env[`PAYMENT_SECRET_${upper}`];
    // A real gateway must have its own secret (or its own keys, OWN_KEYS); the sandboxes fall back to a fixed
    // development secret outside production (production never starts without every secret, see missingPaymentSettings).
    if (!secret && provider !== 'sandbox' && !OWN_KEYS[provider])
      throw fail(`PAYMENT_SECRET_${upper} is required when the ${method} provider is "${provider}"`);
    if (secret && secret.length < 16) throw fail(`PAYMENT_SECRET_${upper} must have at least 16 characters`);
    secrets[method] = secret || `sandbox-${method}-callback-secret`;
  }
  const stripe = Object.values(providers).includes('stripe') ? loadStripeSettings(env, fail) : null;
  return {
    providers,
    secrets,
    stripe,
    bookingTtlSeconds: int('BOOKING_TTL_SECONDS', 15 * 60, 30, 86_400),
    mbwayTtlSeconds: int('MBWAY_TTL_SECONDS', 300, 10, 3600),
    cryptoTtlSeconds: int('CRYPTO_TTL_SECONDS', 60 * 60, 60, 86_400),
    cartHoldMinutes: int('CART_HOLD_MINUTES', 15, 1, 120),
    sweepIntervalMs: int('PAYMENT_SWEEP_INTERVAL_MS', nodeEnv === 'test' ? 0 : 30_000, 0, 3_600_000),
    sandboxMbwayAutoApproveMs: int('SANDBOX_MBWAY_AUTO_APPROVE_MS', 3000, 0, 600_000),
    sandboxInProduction:
      nodeEnv === 'production' &&
      (Object.values(providers).includes('sandbox') || gatewayInTestMode(providers, stripe)),
    paypal: providers.paypal === 'paypal' ? paypalSettings(env, fail) : null,
    nowpayments: providers.crypto === 'nowpayments' ? nowpaymentsSettings(env, fail) : null,
    publicUrl,
  };
}
