// NOWPayments' settings (PAYMENT_PROVIDER_CRYPTO=nowpayments): the API key, the IPN secret its callbacks are signed
// with, its base URL (https://api.nowpayments.io, https://api-sandbox.nowpayments.io for its sandbox, or the local
// server of the tests) and, for the reconciliation's list of a day's payments, the account's e-mail and password
// (NOWPayments gives that list only to a signed-in account).
export interface NowpaymentsSettings {
  apiKey: string;
  ipnSecret: string;
  apiBase: string;
  email: string | null;
  password: string | null;
}

export const NOWPAYMENTS_KEYS = ['NOWPAYMENTS_API_KEY', 'NOWPAYMENTS_IPN_SECRET'] as const;

export function nowpaymentsSettings(
  env: Record<string, string | undefined>,
  fail: (message: string) => Error,
): NowpaymentsSettings {
  const missing = NOWPAYMENTS_KEYS.filter((k) => !env[k]);
  if (missing.length) throw fail(`PAYMENT_PROVIDER_CRYPTO=nowpayments needs ${missing.join(', ')}`);
  const apiBase = (env.NOWPAYMENTS_API_BASE || 'https://api.nowpayments.io').replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(apiBase))
    throw fail(`NOWPAYMENTS_API_BASE must be a base URL (scheme and host), got "${apiBase}"`);
  return {
    apiKey: env.NOWPAYMENTS_API_KEY ?? '',
    ipnSecret: env.NOWPAYMENTS_IPN_SECRET ?? '',
    apiBase,
    email: env.NOWPAYMENTS_EMAIL || null,
    password: env.NOWPAYMENTS_PASSWORD || null,
  };
}
