// docs/adr/049: a service set to instant confirmation. On a desktop (en) the demo partner switches its pastel de nata
// class to "Instant" on the service's edit page, and offers a start about half an hour from now (its availability,
// through the API: the dashboard's own journeys cover that editor); a fresh customer sees "Instant confirmation" on the
// service page, books that start for later today — sooner than the 3 hours a request needs — pays it, and finds it
// confirmed at once in My bookings, with nothing left to wait for. On a phone (pt), the demo hammam, seeded with
// instant confirmation, says so on its card and on its page. The class is booked by no other journey.
import type { APIRequestContext, Page } from '@playwright/test';
import { weekdayOf } from '@mp/shared/domain';
import { pathTo } from '@mp/shared/routes';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, t } from '../support/site';
import { region } from '../support/ui';
import { CARDS, catT, serviceId } from './checkout-support';
import { apiSignIn, freshCustomer, pageAs, type SignedIn } from './user-panel-support';

const seeded = (slug: string) => {
  const found = catalogue.services.find((s) => s.slug === slug);
  if (!found) throw new Error(`the demo catalogue lacks the service ${slug}`);
  return found;
};
/** A class of the demo partner (partner@demo.pt) that waits for the partner until this journey switches it. */
const CLASS = seeded('lisbon-pastel-de-nata-class');
/** The demo service seeded with instant confirmation (README's demo data). */
const HAMMAM = seeded('lisbon-hammam-and-massage');
if (CLASS.confirmation !== undefined || HAMMAM.confirmation !== 'instant')
  throw new Error('the demo catalogue no longer has the class waiting for its partner and the hammam instant');

const catalogueUi = (page: Page) => region(page, 'mf-catalogue');
const pd = (key: string) => remoteT('mf-partner-dashboard', 'en', key);

/** Lisbon's date and time of `at`, the time rounded up to the 5-minute grid. */
function lisbon(at: Date): { date: string; time: string } {
  const rounded = new Date(Math.ceil(at.getTime() / 300_000) * 300_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(rounded);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '00';
  return { date: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}` };
}

/** The partner's availability for the class gains `time` on the weekday of `date` (POST, as the editor saves it). */
async function offerStart(request: APIRequestContext, token: string, id: number, date: string, time: string) {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const url = `/api/dashboard/services/${id}/availability`;
  const got = await request.get(url, { headers });
  expect(got.ok(), await got.text()).toBe(true);
  const rules = (
    (await got.json()) as {
      content: { weekly: { weekday: number; times: string[] }[]; daily_capacity: number; cutoff_hours: number };
    }
  ).content;
  const weekday = weekdayOf(date);
  const others = rules.weekly.filter((w) => w.weekday !== weekday);
  const times = [...(rules.weekly.find((w) => w.weekday === weekday)?.times ?? []), time];
  const saved = await request.post(url, {
    headers,
    data: { ...rules, weekly: [...others, { weekday, times: [...new Set(times)].sort() }], blocked_dates: [] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The customer's cart as the page left it, paid by card through the API (the checkout's own journeys pay on screen). */
async function pay(request: APIRequestContext, signedIn: SignedIn, line: object) {
  const cart = await request.post('/api/cart', { headers: signedIn.auth, data: { items: [line] } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const paid = await request.post('/api/bookings', {
    headers: signedIn.auth,
    data: {
      payment_method: 'card',
      card_number: CARDS.success,
      billingData: {
        first_name: signedIn.customer.first_name,
        last_name: signedIn.customer.last_name,
        email: signedIn.customer.email,
      },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

test('en, desktop: the partner switches a class to instant; a customer books it for later today, confirmed at once', async ({
  openContext,
  request,
}) => {
  const start = lisbon(new Date(Date.now() + 30 * 60_000));
  test.skip(start.date !== lisbon(new Date()).date, 'no start is left today in Lisbon: the journey books later today');
  const id = await serviceId(request, CLASS.slug);

  // The partner chooses instant confirmation on the class's edit page.
  const partner = await apiSignIn(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const dashboard = await pageAs(openContext, partner, 'en');
  await dashboard.goto(localizePath(pathTo('dashboard.services-edit', { id }), 'en'));
  const editor = region(dashboard, 'mf-partner-dashboard');
  const section = editor.getByRole('form', { name: pd('confirmation.title') });
  await expect(section.getByRole('radio', { name: pd('confirmation.partner') })).toBeChecked();
  await section.getByRole('radio', { name: pd('confirmation.instant') }).check();
  await section.getByRole('button', { name: pd('confirmation.save') }).click();
  await expect(dashboard.getByText(pd('confirmation.saved')).first()).toBeVisible();
  await dashboard.close();
  await offerStart(request, partner.api_token, id, start.date, start.time);

  // A customer books that start: about half an hour ahead, which a request would refuse.
  const signedIn = await freshCustomer(request, 'instant-en');
  const page = await pageAs(openContext, signedIn.user, 'en');
  await page.goto(localizePath(`/${CLASS.slug}`, 'en'));
  const ui = catalogueUi(page);
  await expect(ui.getByRole('heading', { level: 1, name: CLASS.name.en })).toBeVisible();
  await expect(ui.getByTestId('instant-badge')).toHaveText(catT('en', 'card.instant'));
  await expect(ui.getByTestId('confirmation-text')).toHaveText(catT('en', 'service.instant'));
  await ui.getByLabel(new RegExp(`^${catT('en', 'service.date')}`)).fill(start.date);
  await ui.getByRole('combobox', { name: catT('en', 'service.time') }).selectOption(start.time);
  await ui.getByRole('button', { name: catT('en', 'service.addToCart') }).click();
  const cartLines = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('mp.cart') ?? '{"items":[]}') as { items: object[] }).items);
  await expect
    .poll(cartLines)
    .toEqual([expect.objectContaining({ service_id: id, date: start.date, time: start.time })]);
  const [line] = await cartLines();
  await pay(request, signedIn, line!);

  // Confirmed by the payment itself: no partner answered, and no deadline is announced.
  await page.goto(localizePath('/user-panel/bookings', 'en'));
  const item = region(page, 'mf-user-panel').getByTestId('booking-item').filter({ hasText: CLASS.name.en });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('item-status')).toHaveText(t('en', 'bookingStatus.confirmedOnPayment'));
  await expect(item.getByTestId('item-status-next')).toHaveCount(0);
  await expect(item).toContainText(start.time);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt, phone: the hammam says "Confirmação imediata" on its card and on its page', async ({ openContext }) => {
    const context = await openContext(null, { locale: 'pt-PT' });
    const page = await context.newPage();
    const company = catalogue.companies.find((c) => c.slug === HAMMAM.company)!;
    await page.goto(localizePath(pathTo('partner', { slug: company.slug }), 'pt'));
    const card = catalogueUi(page).getByRole('listitem').filter({ hasText: HAMMAM.name.pt }).first();
    await expect(card.getByTestId('instant-badge')).toHaveText(catT('pt', 'card.instant'));
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(`/${HAMMAM.slug}`, 'pt')}$`));
    const ui = catalogueUi(page);
    await expect(ui.getByRole('heading', { level: 1, name: HAMMAM.name.pt })).toBeVisible();
    await expect(ui.getByTestId('instant-badge')).toHaveText('Confirmação imediata');
    await expect(ui.getByTestId('confirmation-text')).toHaveText(catT('pt', 'service.instant'));
    await expectNoSeriousViolations(page);
  });
});
