// Staff make a manual gift booking for a customer on /super-admin/create-booking, land on
// /super-admin/booking-success, open the booking item and accept it for the partner with a reason; the item's history
// shows the staff answer, the customer sees the booking in their panel, and axe finds no serious violation on the
// back-office screens (en and pt). The bookings list filters by the booking's reference and by the customer chosen by
// name; the quotes view lists.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { daysAhead, EXPERIENCE, newCustomer } from './checkout-support';

const st = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-super-admin', locale, key, vars);
const labelRe = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const [locale, day] of [
  ['en', 50],
  ['pt', 51],
] as const) {
  test(`a manual gift booking, accepted by staff for the partner, is in the customer's panel (${locale})`, async ({
    sessionPage,
    openContext,
    request,
  }) => {
    const customer = await newCustomer(request, `manual-${locale}`);
    const page = await sessionPage('SUPER');
    await page.goto(localizePath('/super-admin/create-booking', locale));
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: labelRe(st(locale, 'manual.email')) }).fill(customer.email);
    await main.getByRole('textbox', { name: labelRe(st(locale, 'manual.firstName')) }).fill(customer.first_name);
    await main.getByRole('textbox', { name: labelRe(st(locale, 'manual.lastName')) }).fill(customer.last_name);
    await main.getByRole('searchbox', { name: labelRe(st(locale, 'manual.find')) }).fill(EXPERIENCE.name[locale]);
    const service = main.getByRole('combobox', { name: labelRe(st(locale, 'manual.service')) });
    await expect(service.getByRole('option', { name: new RegExp(`^${EXPERIENCE.name[locale]} — `) })).toHaveCount(1);
    await service.selectOption({
      label:
        (await service.getByRole('option', { name: new RegExp(`^${EXPERIENCE.name[locale]} — `) }).textContent()) ?? '',
    });
    await main.getByLabel(labelRe(st(locale, 'manual.date'))).fill(daysAhead(day));
    if (EXPERIENCE.start_times[0])
      await main.getByLabel(labelRe(st(locale, 'manual.time'))).fill(EXPERIENCE.start_times[0]);
    await main.getByRole('spinbutton', { name: labelRe(st(locale, 'manual.quantity')) }).fill('2');
    await expectNoSeriousViolations(page);
    await main.getByRole('button', { name: st(locale, 'manual.submit') }).click();

    await expect(page).toHaveURL(/\/super-admin\/booking-success\?reference=/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const name = `${customer.first_name} ${customer.last_name}`;
    await expect(main.getByRole('status')).toHaveText(
      st(locale, 'manual.success', { reference, name, email: customer.email }),
    );
    await expectNoSeriousViolations(page);

    // The item's page: staff accept for the partner, with the reason; the history shows it.
    await main.getByRole('link', { name: EXPERIENCE.name[locale] }).click();
    await expect(main.getByTestId('booking-item-ref')).toContainText(reference);
    await expect(main.getByText(st(locale, 'bookings.statuses.pending'), { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await main.getByRole('button', { name: st(locale, 'bookingItem.actions.accept'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: st(locale, 'bookingItem.confirm.accept') });
    await dialog
      .getByRole('textbox', { name: labelRe(st(locale, 'bookingItem.reason')) })
      .fill('Partner confirmed by phone');
    await dialog.getByRole('button', { name: st(locale, 'bookingItem.actions.accept'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(st(locale, 'bookings.statuses.confirmed'), { exact: true }).first()).toBeVisible();
    await expect(main.getByRole('region', { name: st(locale, 'bookingItem.history') })).toContainText(
      'Partner confirmed by phone',
    );

    // The list finds it by reference; the quotes view lists quote requests.
    await page.goto(`${localizePath('/super-admin/bookings-and-quotes', locale)}?q=${reference}`);
    await expect(main.getByRole('table', { name: st(locale, 'bookings.caption') }).getByRole('row')).toHaveCount(2);
    await expectNoSeriousViolations(page);
    // The filters choose the customer by name or address, never by id: the list then holds their one item.
    await page.goto(localizePath('/super-admin/bookings-and-quotes', locale));
    await main.locator('summary', { hasText: st(locale, 'bookings.filters') }).click();
    await main.getByRole('searchbox', { name: labelRe(st(locale, 'bookings.findCustomer')) }).fill(customer.email);
    const picker = main.getByRole('combobox', { name: labelRe(st(locale, 'bookings.customer')) });
    const match = picker.getByRole('option', { name: `${name} <${customer.email}>` });
    await expect(match).toHaveCount(1);
    await picker.selectOption({ label: `${name} <${customer.email}>` });
    await main.getByRole('button', { name: st(locale, 'sales.apply') }).click();
    await expect(page).toHaveURL(/user_id=\d+/);
    await expect(main.getByRole('table', { name: st(locale, 'bookings.caption') }).getByRole('row')).toHaveCount(2);
    await main.getByRole('link', { name: st(locale, 'bookings.quotesView') }).click();
    await expect(main.getByRole('table', { name: st(locale, 'quotes.caption') })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The customer sees the gift booking in their panel.
    const login = await request.post('/api/login', { data: { email: customer.email, password: customer.password } });
    const user = ((await login.json()) as { content: unknown }).content;
    const context = await openContext(null, { locale: locale === 'pt' ? 'pt-PT' : 'en-GB' });
    await context.addInitScript((stored) => localStorage.setItem('mp.auth.user', stored), JSON.stringify(user));
    const panel = await context.newPage();
    await panel.goto(localizePath('/user-panel/bookings', locale));
    await expect(
      region(panel, 'mf-user-panel').getByTestId('booking-item').filter({ hasText: EXPERIENCE.name[locale] }),
    ).toHaveCount(1);
  });
}
