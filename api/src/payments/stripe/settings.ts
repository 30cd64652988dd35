// Stripe's settings, read from the environment that src/config.ts hands over (docs/adr/037-payment-gateways.md).
// Keys are checked for their documented shape, test and live keys are never mixed, and a production start takes
// test-mode keys or a stand-in API only where PAYMENT_SANDBOX=1 allows a sandbox (the payment screen then says so).

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The API's base URL; null = Stripe's own (https://api.stripe.com). Set for the local server in tests. */
  apiBase: string | null;
  /** Where the browser loads Stripe.js from (the local server's stand-in in tests). */
  jsUrl: string;
  /** Test-mode keys (sk_test_…): no real money moves. */
  testMode: boolean;
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';
export const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

const SECRET = /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/;
const PUBLISHABLE = /^pk_(test|live)_[A-Za-z0-9_]{8,}$/;
const WEBHOOK = /^whsec_[A-Za-z0-9_+/=]{8,}$/;

function httpUrl(name: string, raw: string, fail: (m: string) => Error): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw fail(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(`${name} must use http or https`);
  return url.toString();
}

/** What a production start lacks or refuses for Stripe (variable names with the reason); empty when it may start. */
export function stripeProductionProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = STRIPE_KEYS.filter((k) => !env[k]);
  if (env.PAYMENT_SANDBOX === '1') return problems;
  if (env.STRIPE_SECRET_KEY && /_test_/.test(env.STRIPE_SECRET_KEY))
    problems.push('STRIPE_SECRET_KEY (a live key, or PAYMENT_SANDBOX=1 for test mode)');
  if (env.STRIPE_API_BASE) problems.push('STRIPE_API_BASE unset (Stripe’s own API), or PAYMENT_SANDBOX=1');
  if (env.STRIPE_JS_URL && env.STRIPE_JS_URL !== STRIPE_JS_URL)
    problems.push(`STRIPE_JS_URL unset (${STRIPE_JS_URL}), or PAYMENT_SANDBOX=1`);
  return problems;
}

export function loadStripeSettings(
  env: Record<string, string | undefined>,
  fail: (m: string) => Error,
): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  for (const name of STRIPE_KEYS)
    if (!env[name]) throw fail(`${name} is required when a payment method's provider is "stripe"`);
  if (!SECRET.test(secretKey)) throw fail('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… / rk_…)');
  if (!PUBLISHABLE.test(publishableKey)) throw fail('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)');
  if (!WEBHOOK.test(webhookSecret))
    throw fail('STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)');
  const testMode = secretKey.includes('_test_');
  if (testMode !== publishableKey.startsWith('pk_test_'))
    throw fail('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys');
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    apiBase: env.STRIPE_API_BASE ? httpUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, fail) : null,
    jsUrl: env.STRIPE_JS_URL ? httpUrl('STRIPE_JS_URL', env.STRIPE_JS_URL, fail) : STRIPE_JS_URL,
    testMode,
  };
}
