// A guest (no account, signed out) books an experience, opens the "Manage booking" link of the confirmation mail (read
// from the outbox), cancels the item inside its free-cancellation window and sees what is refunded — in en and in pt.
// And from the same page the guest messages the partner: the message reaches the partner's chat, named by the booking,
// and the partner's reply shows on the page. axe finds no serious violation on the page at 390 and 1366 px.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, type Locale } from '../support/site';
import {
  apiLogin,
  CARDS,
  chooseMethod,
  ct,
  daysAhead,
  EXPERIENCE,
  fillCard,
  payAndCapture,
  putInCart,
  region,
  serviceId,
} from './checkout-support';

/** A guest checkout of one experience with a fresh address; answers the booking reference and that address. */
async function guestBooks(page: Page, locale: Locale, tag: string, day: number) {
  const email = `guest-manage-${tag}-${Date.now()}@example.pt`;
  const experienceId = await serviceId(page.request, EXPERIENCE.slug);
  await page.goto(localizePath('/', locale));
  await putInCart(page, [
    {
      id: `e2e-manage-${tag}-${experienceId}`,
      service_id: experienceId,
      date: daysAhead(day),
      time: EXPERIENCE.start_times[0] ?? null,
      quantity: 1,
      notes: {},
    },
  ]);
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await main.getByRole('button', { name: ct(locale, 'cart.continue') }).click();
  await main.getByRole('button', { name: ct(locale, 'personal.guest') }).click();
  await main.getByLabel(ct(locale, 'personal.fields.first_name')).fill('Gil');
  await main.getByLabel(ct(locale, 'personal.fields.last_name')).fill('Guest');
  await main.getByLabel(ct(locale, 'personal.fields.email')).fill(email);
  await main.getByRole('button', { name: ct(locale, 'personal.continue') }).click();
  await expect(main.getByTestId('payment-total')).toBeVisible();
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect(booking.payment.status).toBe('paid');
  await expect(main.getByTestId('booking-reference')).toHaveText(booking.reference);
  return { email, reference: booking.reference };
}

/** The manage link of the confirmation mail, as a path of the site (`/manage-booking#token=…` or `/pt/…`). */
async function manageLinkOf(page: Page, email: string, reference: string): Promise<string> {
  const mail = await mailTo(page.request, email, new RegExp(reference));
  const link = /https?:\/\/[^/\s]+(\/(?:pt\/)?manage-booking#token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

for (const locale of ['en', 'pt'] as const) {
  test(`a guest cancels from the mail’s manage link and sees the refund (${locale})`, async ({ page }) => {
    const { email, reference } = await guestBooks(page, locale, `cancel-${locale}`, locale === 'en' ? 81 : 82);
    const link = await manageLinkOf(page, email, reference);
    expect(link.startsWith(localizePath('/manage-booking', locale))).toBe(true);
    await page.goto(link);
    const main = region(page);
    await expect(main.getByTestId('manage-reference')).toHaveText(ct(locale, 'manage.intro', { reference }));
    const service = EXPERIENCE.name[locale];
    const item = main.getByTestId('manage-item');
    await expect(item).toHaveCount(1);

    await item.getByRole('button', { name: ct(locale, 'manage.cancelOf', { service }) }).click();
    const dialog = page.getByRole('dialog', { name: ct(locale, 'manage.cancelTitle', { service }) });
    const promise = (await dialog.getByTestId('manage-cancel-refund').textContent()) ?? '';
    // The amount as the dialog writes it in the page's language (€45.00 / 45,00 €).
    const amount = (locale === 'en' ? /€\d+\.\d{2}/ : /\d+,\d{2}\s€/).exec(promise)?.[0];
    expect(amount, promise).toBeTruthy();
    expect(promise).toBe(ct(locale, 'manage.cancelRefund', { amount: amount! }));
    await dialog.getByRole('button', { name: ct(locale, 'manage.cancelConfirmRefund', { amount: amount! }) }).click();

    await expect(main.getByTestId('manage-result')).toHaveText(
      ct(locale, 'manage.cancelled', { service, amount: amount! }),
    );
    await expect(main.getByTestId('manage-refunded')).toHaveText(ct(locale, 'manage.refunded', { amount: amount! }));
    await expect(item.getByRole('button', { name: ct(locale, 'manage.cancelOf', { service }) })).toHaveCount(0);
    // Opened again from the mail, the page still says so.
    await page.reload();
    await expect(main.getByTestId('manage-refunded')).toHaveText(ct(locale, 'manage.refunded', { amount: amount! }));
  });
}

test('a guest messages the partner from the manage page and reads the reply there (en); axe at 390 and 1366 px', async ({
  page,
}) => {
  const locale: Locale = 'en';
  const { email, reference } = await guestBooks(page, locale, 'message', 83);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(await manageLinkOf(page, email, reference));
  const main = region(page);
  const service = EXPERIENCE.name[locale];
  const toggle = main.getByRole('button', { name: ct(locale, 'manage.messagePartnerOf', { service }) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const section = main.getByTestId('manage-messages');
  const partnerName = (await section.getByRole('heading').textContent())!;
  await expect(section.getByText(/No messages yet/)).toBeVisible();

  const field = section.getByRole('textbox');
  await field.fill('Hello! Is there parking near the meeting point?');
  const sent = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings/manage/messages' && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: ct(locale, 'manage.send') }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const chatId = ((await answer.json()) as { content: { chat_id: number } }).content.chat_id;
  const log = section.getByRole('log');
  const bubbles = log.getByTestId('manage-message');
  await expect(bubbles).toHaveCount(2);
  // The first message names the booking for the partner (the demo partner reads Portuguese by default).
  await expect(bubbles.first()).toContainText(reference);
  await expect(bubbles.nth(1)).toContainText('Hello! Is there parking near the meeting point?');
  await expect(field).toHaveValue('');
  // Headed by the partner the conversation is with (one conversation per partner, whatever the item).
  const [before, after] = ct(locale, 'manage.messagesWith', { partner: '\u0000' }).split('\u0000');
  expect(partnerName).toMatch(new RegExp(`^${before}\\S.*${after}$`));

  // The partner sees it in their own chat and answers there.
  const partner = await apiLogin(page.request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const chats = await page.request.get('/api/chat/list', { headers: partner });
  const theirs = ((await chats.json()) as { content: { id: number; last_message: { body: string } | null }[] }).content;
  expect(theirs.find((c) => c.id === chatId)?.last_message?.body).toBe(
    'Hello! Is there parking near the meeting point?',
  );
  const reply = await page.request.post('/api/chat/message', {
    headers: partner,
    data: { chat_id: chatId, message: 'Yes, free parking by the door.' },
  });
  expect(reply.status()).toBe(200);
  // The page reads the conversation again on its own (a guest has no chat socket).
  await expect(bubbles).toHaveCount(3, { timeout: 25_000 });
  await expect(bubbles.nth(2)).toContainText('Yes, free parking by the door.');

  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(log).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
