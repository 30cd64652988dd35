// docs/adr/043: an event with two ticket types bought and its tickets on the voucher. From the events listing (en,
// desktop) or a search for the venue (pt, phone), the event page shows its sessions — the sold-out one marked and not
// selectable — and its seated and general admission tickets; two types go to the cart, are paid by card, and the voucher
// has a ticket per person with its type, the session and the venue. axe finds nothing serious on the event page.
import type { Page } from '@playwright/test';
import { formatMoney } from '@mp/shared/domain';
import { catalogue } from '../../api/src/db/seed-data/index';
import { eventTicketTypes } from '../../api/src/db/seed-data/events';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import {
  CARDS,
  catT,
  chooseMethod,
  continueThroughPersonalData,
  expectPurchaseComplete,
  fillCard,
  newCustomer,
  payAndCapture,
  region,
} from './checkout-support';

const fado = catalogue.bolEvents.find((e) => e.slug === 'noite-de-fado-coliseu');
if (!fado) throw new Error('the demo catalogue lacks the fado night at the Coliseu');
const FADO = fado;
const types = eventTicketTypes(FADO);
const general = types.find((tt) => tt.seating === 'general')!;
const seated = types.find((tt) => tt.seating === 'seated')!;

const catalogueUi = (page: Page) => page.locator('[id="mp-region-mf-catalogue"]');
/** Intl puts a no-break space in "25,00 €": compare text with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** On the event page: the sold-out session is shown and cannot be chosen; `seats` seated + `standing` general tickets. */
async function chooseTickets(page: Page, locale: Locale, seats: number, standing: number): Promise<void> {
  const ui = catalogueUi(page);
  await expect(ui.getByRole('heading', { level: 1, name: FADO.name[locale] })).toBeVisible();
  const sessions = ui.getByTestId('event-session');
  await expect(sessions).toHaveCount(3);
  const soldOut = sessions.filter({ hasText: catT(locale, 'event.soldOut') });
  await expect(soldOut).toHaveCount(1);
  await expect(soldOut.getByRole('radio')).toBeDisabled();
  await expect(sessions.first().getByRole('radio')).toBeChecked();
  await expectNoSeriousViolations(page);
  for (const [tt, n] of [
    [seated, seats],
    [general, standing],
  ] as const) {
    for (let i = 0; i < n; i++)
      await ui.getByRole('button', { name: catT(locale, 'event.addTicket', { name: tt.name[locale] }) }).click();
  }
  const total = seats * seated.price_cents + standing * general.price_cents;
  await expect
    .poll(async () => plain(await ui.getByTestId('live-price').textContent()))
    .toBe(plain(catT(locale, 'event.total', { count: seats + standing, price: formatMoney(total, locale) })));
  await ui.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}') as { items: { quantity: number }[] }).items.map(
          (i) => i.quantity,
        ),
      ),
    )
    // One line per ticket type, in the page's order of types.
    .toEqual([standing, seats]);
}

/** Cart → personal data → card payment → purchase-complete → the voucher's tickets. */
async function payAndSeeTickets(page: Page, locale: Locale, tag: string, seats: number, standing: number) {
  const customer = await newCustomer(page.request, tag);
  await page.goto(localizePath('/cart', locale));
  const main = region(page);
  await expect(
    main.getByRole('heading', { level: 2, name: `${FADO.name[locale]} — ${seated.name[locale]}` }),
  ).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: `${FADO.name[locale]} — ${general.name[locale]}` }),
  ).toBeVisible();
  await continueThroughPersonalData(page, locale, customer);
  await chooseMethod(page, locale, 'card');
  await fillCard(page, locale, CARDS.success);
  const booking = await payAndCapture(page, locale);
  expect(booking.total_cents).toBe(seats * seated.price_cents + standing * general.price_cents);
  const reference = await expectPurchaseComplete(page, locale, customer);

  await region(page).getByTestId('voucher-link').click();
  await expect(main.getByTestId('voucher-reference')).toHaveText(reference);
  const tickets = main.getByTestId('voucher-ticket');
  await expect(tickets).toHaveCount(seats + standing);
  const texts = (await tickets.allTextContents()).map(plain);
  const seatedText = catT(locale, 'event.seating.seated');
  expect(texts.filter((x) => x.includes(`${seated.name[locale]} · ${seatedText}`))).toHaveLength(seats);
  expect(texts.filter((x) => x.includes(general.name[locale]))).toHaveLength(standing);
  for (const text of texts) {
    expect(text).toContain('Coliseu dos Recreios');
    expect(text).toContain(FADO.start_time);
  }
  // Confirmed at once: nothing waits for the partner.
  await expect(main.getByTestId('voucher-status').first()).toHaveText(
    locale === 'pt' ? /^Confirmado — mostre um bilhete/ : /^Confirmed — show a ticket/,
  );
  await expect(main.getByTestId('voucher-qr')).toHaveCount(2);
  await expectNoSeriousViolations(page);
}

test('en, desktop: from the events listing, a seated and a general admission ticket type to the voucher', async ({
  page,
}) => {
  await page.goto(localizePath('/events', 'en'));
  await catalogueUi(page).getByRole('link', { name: FADO.name.en }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath(`/${FADO.slug}`, 'en')}$`));
  await chooseTickets(page, 'en', 2, 1);
  await payAndSeeTickets(page, 'en', 'event-en', 2, 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt, phone: a search for "Coliseu" finds the event; one ticket of each type to the voucher', async ({
    page,
  }) => {
    await page.goto(localizePath('/search/Coliseu', 'pt'));
    await catalogueUi(page)
      .getByRole('link', { name: new RegExp(FADO.name.pt) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(`/${FADO.slug}`, 'pt')}$`));
    await chooseTickets(page, 'pt', 1, 1);
    await payAndSeeTickets(page, 'pt', 'event-pt', 1, 1);
  });
});
