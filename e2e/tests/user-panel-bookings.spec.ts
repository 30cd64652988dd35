// A customer cancels a booked item inside its free-cancellation window on /user-panel/bookings and
// sees the refund, method by method (en and pt). (Reviewing a completed item is covered by the API's reviews tests; its journey needs a
// completed item, which a fresh booking can no longer be before its date.) The booking is made through the API (card sandbox) for a fresh customer, so the
// journey is about the panel, not the checkout.
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import type { APIRequestContext } from '@playwright/test';
import { CARDS, daysAhead, EXPERIENCE, newCustomer, serviceId } from './checkout-support';

const ut = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-user-panel', locale, key, vars);

/** A fresh customer with one paid booking of the demo experience `day` days ahead (card sandbox). */
async function customerWithBooking(request: APIRequestContext, tag: string, day: number) {
  const customer = await newCustomer(request, tag);
  const login = await request.post('/api/login', { data: { email: customer.email, password: customer.password } });
  const user = ((await login.json()) as { content: { api_token: string } }).content;
  const auth = { Authorization: `Bearer ${user.api_token}`, Accept: 'application/json' };
  const id = await serviceId(request, EXPERIENCE.slug);
  const line = {
    id: `e2e-${tag}-${id}`,
    service_id: id,
    date: daysAhead(day),
    time: EXPERIENCE.start_times[0] ?? null,
    quantity: 1,
    notes: {},
  };
  expect((await request.post('/api/cart', { headers: auth, data: { items: [line] } })).ok()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: auth,
    data: { payment_method: 'card', card_number: CARDS.success },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return { user, reference: ((await paid.json()) as { content: { reference: string } }).content.reference };
}

for (const [locale, day] of [
  ['en', 40],
  ['pt', 41],
] as const) {
  test(`cancel within the free-cancellation window and see the refund (${locale})`, async ({
    openContext,
    request,
  }) => {
    const { user } = await customerWithBooking(request, `cancel-${locale}`, day);

    const context = await openContext(null, { locale: locale === 'pt' ? 'pt-PT' : 'en-GB' });
    await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
    const page = await context.newPage();
    await page.goto(localizePath('/user-panel/bookings', locale));
    const panel = region(page, 'mf-user-panel');
    const item = panel.getByTestId('booking-item').filter({ hasText: EXPERIENCE.name[locale] });
    await expect(item.getByTestId('free-cancellation')).toContainText(
      t(locale, 'cancellation.freeUntil', { when: 'WHEN' }).split('WHEN')[0]!.trim(),
    );
    await item.getByRole('button', { name: ut(locale, 'bookings.cancel'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    // The dialog says where the money goes, as the refund and its mail will (docs/booking-mails.md "Refunds").
    const cardLine = t(locale, 'refundLine.card', { amount: 'AMOUNT' }).split('AMOUNT')[1]!.trim();
    await expect(dialog.getByTestId('cancel-refund').getByRole('listitem')).toContainText(cardLine);
    await dialog
      .getByRole('button', {
        name: new RegExp(`^${ut(locale, 'bookings.cancelConfirmRefund', { amount: '' }).trim()}`),
      })
      .click();
    // Cancelled: it leaves the upcoming list at once.
    await expect(item).toHaveCount(0);

    // The item leaves the upcoming list and shows under "canceled" with its refund.
    await page.goto(localizePath('/user-panel/bookings/canceled', locale));
    const cancelled = panel.getByTestId('booking-item').filter({ hasText: EXPERIENCE.name[locale] });
    await expect(cancelled).toContainText(ut(locale, 'bookings.itemStatus.cancelled'));
    await expect(cancelled.getByTestId('item-refund').getByRole('listitem')).toContainText(cardLine);
    // The booking's breakdown lists the refund on a line of its own, with where it went.
    await expect(panel.getByTestId('payment-split')).toContainText(
      ut(locale, 'bookings.refundOf', { service: EXPERIENCE.name[locale] }),
    );
    await expect(panel.getByTestId('payment-split')).toContainText(cardLine);
  });
}
