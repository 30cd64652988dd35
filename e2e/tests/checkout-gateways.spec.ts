// The payment step against real gateway adapters (docs/adr/038), without the internet: an API of its own runs with
// PAYMENT_PROVIDER_PAYPAL=paypal and PAYMENT_PROVIDER_CRYPTO=nowpayments, their SDK and client pointed at local
// servers speaking PayPal's and NOWPayments' APIs, behind a gateway of its own. PayPal: the customer goes to the
// order's approval link ("PayPal's window"), approves, comes back through our return URL to purchase complete.
// Crypto: the payment screen shows NOWPayments' address, amount and expiry, and its signed IPN pays the booking.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { NowpaymentsLocalServer } from '../../api/src/payments/nowpayments/local-server';
import { PaypalLocalServer } from '../../api/src/payments/paypal/local-server';
import { expect, test } from '../support/fixtures';
import { freePort, startApi, startPrivateGateway, type RunningServer } from '../support/stack';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, type Locale } from '../support/site';
import {
  addExperienceAndTransfer,
  chooseMethod,
  ct,
  expectPurchaseComplete,
  pay,
  region,
  throughCartAndPersonalData,
  type Customer,
} from './checkout-support';

const PAYPAL_KEYS = { clientId: 'e2e-client', clientSecret: 'e2e-secret', webhookId: 'WH-E2E' };
const NOWPAYMENTS_KEYS = { apiKey: 'E2E-NOWPAYMENTS', ipnSecret: 'e2e-ipn-secret-0123456789' };

test.describe.configure({ mode: 'serial' });

const paypal = new PaypalLocalServer(PAYPAL_KEYS);
const nowpayments = new NowpaymentsLocalServer(NOWPAYMENTS_KEYS);
let api: RunningServer;
let gateway: RunningServer;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const stackDir = process.env.E2E_STACK_DIR;
  if (!stackDir) throw new Error('the global setup did not run');
  const port = await freePort();
  dataDir = mkdtempSync(join(stackDir, 'gateways-'));
  api = await startApi({
    dataDir,
    logDir: join(stackDir, 'logs'),
    publicUrl: `http://127.0.0.1:${port}`,
    env: {
      PAYMENT_PROVIDER_PAYPAL: 'paypal',
      PAYPAL_CLIENT_ID: PAYPAL_KEYS.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL_KEYS.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL_KEYS.webhookId,
      PAYPAL_API_BASE: await paypal.start(),
      PAYMENT_PROVIDER_CRYPTO: 'nowpayments',
      NOWPAYMENTS_API_KEY: NOWPAYMENTS_KEYS.apiKey,
      NOWPAYMENTS_IPN_SECRET: NOWPAYMENTS_KEYS.ipnSecret,
      NOWPAYMENTS_API_BASE: await nowpayments.start(),
    },
  });
  gateway = await startPrivateGateway({ apiUrl: api.url, port });
});

test.afterAll(async () => {
  await gateway?.stop();
  await api?.stop();
  await paypal.stop();
  await nowpayments.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The demo customer of this API's own seeded database (the suite's mail helpers keep a token of the main API, so a
 * fresh sign-up, which reads its code from the outbox, is left to the main journeys).
 */
const CUSTOMER: Customer = {
  email: DEMO_EMAIL.CLIENT,
  password: DEMO_PASSWORD,
  first_name: 'Beatriz',
  last_name: 'Almeida',
};

async function startCheckout(page: Page, locale: Locale, day: number): Promise<Customer> {
  await page.goto(localizePath('/', locale));
  await addExperienceAndTransfer(page, day);
  await throughCartAndPersonalData(page, locale, CUSTOMER);
  return CUSTOMER;
}

async function siteContext(browser: Parameters<Parameters<typeof test>[2]>[0]['browser']): Promise<BrowserContext> {
  return browser.newContext({ baseURL: gateway.url });
}

test('PayPal: the order is approved in PayPal and captured on the way back to purchase complete (en)', async ({
  browser,
}) => {
  const locale: Locale = 'en';
  const context = await siteContext(browser);
  const page = await context.newPage();
  const customer = await startCheckout(page, locale, 36);
  await chooseMethod(page, locale, 'paypal');
  await pay(page, locale);
  // PayPal's window: the local server approves and sends the buyer back to our return URL, which captures.
  await expectPurchaseComplete(page, locale, customer);
  const order = [...paypal.orders.values()].at(-1);
  expect(order?.status).toBe('COMPLETED');
  expect(paypal.calls).toContain(`POST /v2/checkout/orders/${order?.id}/capture`);
  await context.close();
});

test("crypto: NOWPayments' address, amount and expiry on the payment screen; its IPN pays the booking (pt)", async ({
  browser,
}) => {
  const locale: Locale = 'pt';
  const context = await siteContext(browser);
  const page = await context.newPage();
  const customer = await startCheckout(page, locale, 38);
  await chooseMethod(page, locale, 'crypto');
  const select = region(page).getByLabel(ct(locale, 'payment.crypto.currency'), { exact: true });
  await expect(select.locator('option[value="usdttrc20"]')).toHaveText('USDT (TRC-20)');
  await select.selectOption('btc');
  await expect(region(page).getByTestId('crypto-price')).toBeVisible();
  await pay(page, locale);
  const status = region(page).getByTestId('crypto-status');
  await expect(status.getByTestId('crypto-address')).not.toBeEmpty();
  const remote = [...nowpayments.payments.values()].at(-1);
  expect(remote).toBeDefined();
  await expect(status.getByTestId('crypto-address')).toHaveText(remote?.pay_address ?? '');
  await expect(status.getByTestId('crypto-amount')).toHaveText(String(remote?.pay_amount));
  await expect(status.getByTestId('crypto-network')).toContainText(ct(locale, 'payment.crypto.networks.bitcoin'));
  // NOWPayments' payment window (20 minutes on the local server) is the countdown.
  await expect(status.getByTestId('crypto-countdown')).toHaveText(/^(19|20):\d\d$/);
  // The blockchain: NOWPayments posts its signed IPN to our callback through the site's gateway.
  await nowpayments.advance(remote?.payment_id ?? '', 'finished', undefined, true);
  await expectPurchaseComplete(page, locale, customer);
  await context.close();
});
