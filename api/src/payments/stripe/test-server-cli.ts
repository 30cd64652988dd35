// `node --import tsx src/payments/stripe/test-server-cli.ts`: the local Stripe stand-in on its own, for a local stack
// run by hand against it (README, "Stripe"). Its keys and port come from the environment; never used in production.
import { startStripeTestServer } from './test-server';

const env = process.env;
const server = await startStripeTestServer({
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_local_stand_in_key',
  publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_local_stand_in_key',
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_stand_in_secret',
  webhookUrl: env.STRIPE_WEBHOOK_URL ?? null,
  port: Number(env.STRIPE_TEST_PORT ?? 12111),
});
console.log(`Stripe stand-in on ${server.url} (API ${server.url}/v1, Stripe.js ${server.url}/v3/)`);
