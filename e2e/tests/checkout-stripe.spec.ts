// Going live is configuration (docs/adr/037): with PAYMENT_PROVIDER_CARD=stripe and PAYMENT_PROVIDER_MBWAY=stripe, a
// card booking with 3-D Secure and an MB WAY booking are paid in the browser against the local server that speaks
// Stripe's API and serves the Stripe.js stand-in. This journey has a stack of its own (API on its own PGlite, a
// gateway whose CSP names the stand-in's origin), so the other journeys keep their sandboxes; the stand-in runs in
// this worker. README "Stripe" says how to run the same journey against Stripe's own test mode.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  startStripeTestServer,
  STRIPE_TEST_CARDS,
  type StripeTestServer,
} from '../../api/src/payments/stripe/test-server';
import { stackEnv } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/site';
import { freePort, startApi, startGateway, type RunningServer } from '../support/stack';
import {
  addExperienceAndTransfer,
  chooseMethod,
  ct,
  expectPurchaseComplete,
  pay,
  region,
  throughCartAndPersonalData,
} from './checkout-support';

const KEYS = {
  secretKey: 'sk_test_roteiro_e2e_stand_in',
  publishableKey: 'pk_test_roteiro_e2e_stand_in',
  webhookSecret: 'whsec_roteiro_e2e_stand_in',
};
// The demo customer of this stack's own seed (its database is this journey's alone).
const customer = { email: DEMO_EMAIL.CLIENT, password: DEMO_PASSWORD, first_name: 'Beatriz', last_name: 'Almeida' };

test.describe.configure({ mode: 'serial' });

let stripe: StripeTestServer;
let api: RunningServer;
let gateway: RunningServer;
let root: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = mkdtempSync(join(stackEnv('E2E_STACK_DIR'), 'stripe-'));
  const logDir = join(root, 'logs');
  mkdirSync(logDir, { recursive: true });
  const deployDir = join(root, 'deploy');
  cpSync(stackEnv('E2E_DEPLOY_DIR'), deployDir, { recursive: true });
  stripe = await startStripeTestServer({ ...KEYS, mbwayApproveMs: 1500 });
  const env = {
    PAYMENT_PROVIDER_CARD: 'stripe',
    PAYMENT_PROVIDER_MBWAY: 'stripe',
    STRIPE_SECRET_KEY: KEYS.secretKey,
    STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    STRIPE_JS_URL: `${stripe.url}/v3/`,
  };
  const port = await freePort();
  api = await startApi({ dataDir: join(root, 'data'), logDir, publicUrl: `http://127.0.0.1:${port}`, env });
  // Stripe's one webhook endpoint for the account: card and MB WAY events both arrive here.
  stripe.setWebhookUrl(`${api.url}/api/payments/callback/card`);
  gateway = await startGateway({ deployDir, apiUrl: api.url, logDir, port, env });
});

test.afterAll(async () => {
  await gateway?.stop();
  await api?.stop();
  await stripe?.stop();
  if (root && process.env.E2E_KEEP !== '1') rmSync(root, { recursive: true, force: true });
});

async function open(browser: Browser): Promise<{ context: BrowserContext; page: Page; sentToUs: string[] }> {
  const context = await browser.newContext({ baseURL: gateway.url });
  const page = await context.newPage();
  // Everything the browser sends to our site (gateway → API), frames included: no card digits may be in it.
  const sentToUs: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(gateway.url)) sentToUs.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  return { context, page, sentToUs };
}

test('a card booking paid in Stripe’s Payment Element through its 3-D Secure step (en)', async ({ browser }) => {
  const { context, page, sentToUs } = await open(browser);
  const home = await page.goto('/');
  // The storefront's CSP names the Stripe.js origin (here the stand-in's) for its script, frames and API.
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src [^;]*${stripe.url}`));
  expect(csp).toMatch(new RegExp(`frame-src 'self' ${stripe.url}`));
  await addExperienceAndTransfer(page, 40);
  await throughCartAndPersonalData(page, 'en', customer);
  await chooseMethod(page, 'en', 'card');
  // No card fields of ours: the card goes into Stripe's form after booking.
  await expect(region(page).getByTestId('stripe-card-next')).toHaveText(ct('en', 'payment.stripe.next'));
  await expect(region(page).getByLabel(ct('en', 'payment.card.number'))).toHaveCount(0);
  await pay(page, 'en');

  const element = page.frameLocator('iframe[data-stripe-test="payment-element"]');
  await element.getByLabel('Card number').fill(STRIPE_TEST_CARDS.threeDs);
  await element.getByLabel('Expiry').fill('12 / 30');
  await element.getByLabel('CVC').fill('123');
  await region(page).getByTestId('stripe-pay').click();
  // Stripe's own 3-D Secure step, in its frame over the page.
  await page
    .frameLocator('iframe[data-stripe-test="3ds"]')
    .getByRole('button', { name: 'Complete authentication' })
    .click();

  const reference = await expectPurchaseComplete(page, 'en', customer);
  const intent = [...stripe.intents.values()].find((i) => i.metadata.booking_reference === reference);
  expect(intent).toMatchObject({ status: 'succeeded', currency: 'eur', metadata: { method: 'card' } });
  expect(sentToUs.some((s) => s.includes(STRIPE_TEST_CARDS.threeDs) || s.includes('4000 0027 6000 3184'))).toBe(false);
  await context.close();
});

test('an MB WAY booking approved in the customer’s app (en)', async ({ browser }) => {
  const { context, page } = await open(browser);
  await page.goto('/');
  await addExperienceAndTransfer(page, 44);
  await throughCartAndPersonalData(page, 'en', customer);
  await chooseMethod(page, 'en', 'mbway');
  await region(page).getByLabel(ct('en', 'payment.mbway.phone')).fill('912000001');
  await pay(page, 'en');
  await expect(
    region(page)
      .getByTestId('mbway-status')
      .getByText(ct('en', 'payment.mbway.sentTo', { phone: '912 000 001' })),
  ).toBeVisible();
  const reference = await expectPurchaseComplete(page, 'en', customer);
  const intent = [...stripe.intents.values()].find((i) => i.metadata.booking_reference === reference);
  expect(intent).toMatchObject({
    status: 'succeeded',
    payment_method_types: ['mb_way'],
    metadata: { method: 'mbway' },
  });
  await context.close();
});
