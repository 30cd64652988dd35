// What the storefront's CSP lets in for a payment gateway's browser library (docs/adr/037-payment-gateways.md):
// exactly the origins of the gateways in use, and nothing when only the sandboxes run. The gateway reads the same
// PAYMENT_PROVIDER_<METHOD> and STRIPE_* variables as the API.

export interface PaymentCsp {
  /** script-src: the gateway's script (Stripe.js). */
  script: string[];
  /** frame-src: its frames (Payment Element, 3-D Secure). */
  frame: string[];
  /** connect-src: the API its script calls from the page. */
  connect: string[];
}

export const NO_PAYMENT_CSP: PaymentCsp = { script: [], frame: [], connect: [] };

const STRIPE = { js: 'https://js.stripe.com/v3/', hooks: 'https://hooks.stripe.com', api: 'https://api.stripe.com' };

function origin(name: string, raw: string, fail: (m: string) => Error): string {
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw fail(`${name} must be an absolute http(s) URL, got "${raw}"`);
}

export function paymentCsp(env: Record<string, string | undefined>, fail: (m: string) => Error): PaymentCsp {
  const stripe = ['CARD', 'MBWAY'].some((m) => env[`PAYMENT_PROVIDER_${m}`]?.trim() === 'stripe');
  if (!stripe) return NO_PAYMENT_CSP;
  const js = origin('STRIPE_JS_URL', env.STRIPE_JS_URL?.trim() || STRIPE.js, fail);
  const api = origin('STRIPE_API_BASE', env.STRIPE_API_BASE?.trim() || STRIPE.api, fail);
  // Stripe's own hosts: Stripe.js frames come from js.stripe.com, 3-D Secure pages from hooks.stripe.com. A stand-in
  // (STRIPE_JS_URL set) serves both from its own origin.
  const frame = env.STRIPE_JS_URL?.trim() ? [js] : [js, STRIPE.hooks];
  return { script: [js], frame: [...new Set(frame)], connect: [api] };
}
