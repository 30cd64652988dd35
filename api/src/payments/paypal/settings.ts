// PayPal's settings (PAYMENT_PROVIDER_PAYPAL=paypal): the REST app's client id and secret, the id of the webhook
// registered for this site (PayPal's signature check needs it), which PayPal (sandbox or live) and, for the local
// PayPal server of the tests, another base URL.
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'sandbox' | 'live';
  /** Overrides PayPal's host (tests and the local PayPal server); unset in production. */
  apiBase: string | null;
}

export const PAYPAL_KEYS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

export function paypalSettings(
  env: Record<string, string | undefined>,
  fail: (message: string) => Error,
): PaypalSettings {
  const missing = PAYPAL_KEYS.filter((k) => !env[k]);
  if (missing.length) throw fail(`PAYMENT_PROVIDER_PAYPAL=paypal needs ${missing.join(', ')}`);
  const environment = env.PAYPAL_ENVIRONMENT || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'live')
    throw fail(`PAYPAL_ENVIRONMENT must be sandbox or live, got "${environment}"`);
  const apiBase = env.PAYPAL_API_BASE || null;
  if (apiBase && !/^https?:\/\/[^/]+\/?$/.test(apiBase))
    throw fail(`PAYPAL_API_BASE must be a base URL (scheme and host), got "${apiBase}"`);
  return {
    clientId: env.PAYPAL_CLIENT_ID ?? '',
    clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
    webhookId: env.PAYPAL_WEBHOOK_ID ?? '',
    environment,
    apiBase: apiBase ? apiBase.replace(/\/$/, '') : null,
  };
}
