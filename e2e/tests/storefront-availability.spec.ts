// A full date is not a dead end. The service page says "sold out" or "only N left" before adding
// and never adds a full date; a cart line whose date filled up says what to do and blocks Continue.
import { checkoutMessages } from '../../api/src/modules/cart/messages';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, t, type Locale } from '../support/site';
import { cartLink } from '../support/ui';
import { catT, ct, daysAhead, putInCart, region, serviceId } from './checkout-support';
import { SMALL_EXPERIENCE, takePlaces } from './storefront-support';

const catalogueUi = (page: import('@playwright/test').Page) => page.locator('[id="mp-region-mf-catalogue"]');
const dateField = (page: import('@playwright/test').Page, locale: Locale) =>
  catalogueUi(page).getByLabel(new RegExp(`^${catT(locale, 'service.date')}( \\*)?$`));

test('desktop, en: a sold-out date says so and cannot be added; a low date says how many places are left', async ({
  page,
}) => {
  const [full, low] = [daysAhead(70), daysAhead(71)];
  await takePlaces(page.request, full, 0);
  await takePlaces(page.request, low, 2);

  await page.goto(`/${SMALL_EXPERIENCE.slug}`);
  const ui = catalogueUi(page);
  await expect(ui.getByRole('heading', { level: 1, name: SMALL_EXPERIENCE.name.en })).toBeVisible();
  await dateField(page, 'en').fill(full);
  await expect(ui.getByTestId('slot-availability')).toHaveText(checkoutMessages.en.soldOut);
  await expect(ui.getByRole('button', { name: catT('en', 'service.addToCart') })).toBeDisabled();
  await expectNoSeriousViolations(page);

  await dateField(page, 'en').fill(low);
  await expect(ui.getByTestId('slot-availability')).toHaveText(catT('en', 'service.placesLeft_other', { count: 2 }));
  await ui.getByRole('spinbutton').fill('2');
  await ui.getByRole('button', { name: catT('en', 'service.addToCart') }).click();
  await expect(cartLink(page, 'en', 1)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt: a cart line whose date filled up says what to do, blocks Continue, and the badge follows its removal', async ({
    page,
  }) => {
    const date = daysAhead(72);
    await page.goto(localizePath('/', 'pt'));
    const id = await serviceId(page.request, SMALL_EXPERIENCE.slug);
    await putInCart(page, [
      {
        id: `e2e-full-${id}`,
        service_id: id,
        date,
        time: SMALL_EXPERIENCE.start_times[0] ?? null,
        quantity: 2,
        notes: {},
      },
    ]);
    // Other travellers take every place while this one is still deciding.
    await takePlaces(page.request, date, 0);

    await page.goto(localizePath('/cart', 'pt'));
    const main = region(page);
    await expect(main.getByTestId('line-error')).toContainText(checkoutMessages.pt.soldOut);
    await expect(main.getByTestId('cart-blocked')).toHaveText(ct('pt', 'cart.fixLines_one'));
    await expect(main.getByRole('button', { name: ct('pt', 'cart.continue') })).toBeDisabled();
    // The line keeps the name it was added with (the helper adds it the way an en page would).
    await expect(
      main.getByRole('link', { name: new RegExp(`^${ct('pt', 'cart.changeDate', { name: '' })}`) }),
    ).toHaveAttribute('href', localizePath(`/${SMALL_EXPERIENCE.slug}`, 'pt'));
    await expectNoSeriousViolations(page);

    await main.getByRole('button', { name: ct('pt', 'cart.removeItem', { name: SMALL_EXPERIENCE.name.en }) }).click();
    await expect(main.getByText(t('pt', 'emptyCart.title'))).toBeVisible();
    await expect(cartLink(page, 'pt', 0)).toBeVisible();
  });
});
