// The traveller's main journey as `pnpm shots` photographs it, one step per screenshot: the storefront, a Sintra tour
// booked as a guest and paid by a 3-D Secure test card, its voucher, then the signed-in home screens of a customer, a
// partner and the back office. Labels come from the remotes' own locale files (support/site.ts), as in the journeys
// of tests/, so a renamed label fails here by name instead of photographing the wrong screen.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, shellT, t, type Locale, type Role } from '../support/site';
import type { SettleOptions } from './settle';

export interface Variant {
  /** Folder under shots/, e.g. `phone-en`. */
  name: string;
  description: string;
  locale: Locale;
  viewport: { width: number; height: number };
  phone: boolean;
}

// A phone at scale 1 keeps a full-page PNG around 1 MB; scale 2 would quadruple it for little more to see.
export const VARIANTS: readonly Variant[] = [
  {
    name: 'phone-en',
    description: '390×844, touch, en',
    locale: 'en',
    viewport: { width: 390, height: 844 },
    phone: true,
  },
  {
    name: 'phone-pt',
    description: '390×844, touch, pt',
    locale: 'pt',
    viewport: { width: 390, height: 844 },
    phone: true,
  },
  {
    name: 'desktop-en',
    description: '1366×900, en',
    locale: 'en',
    viewport: { width: 1366, height: 900 },
    phone: false,
  },
  {
    name: 'desktop-pt',
    description: '1366×900, pt',
    locale: 'pt',
    viewport: { width: 1366, height: 900 },
    phone: false,
  },
];

/** A new browser context for a variant: its viewport, language and Lisbon's clock, no animations. */
export function newVariantContext(browser: Browser, variant: Variant, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: variant.viewport,
    isMobile: variant.phone,
    hasTouch: variant.phone,
    deviceScaleFactor: 1,
    locale: variant.locale === 'pt' ? 'pt-PT' : 'en-GB',
    timezoneId: 'Europe/Lisbon',
    reducedMotion: 'reduce',
  });
}

/** The demo service the journey books: a Sintra tour with two start times, found by the Sintra search. */
const SERVICE = { slug: 'sintra-pena-regaleira-tour', category: 'culture-and-heritage' };
/** The sandbox card that asks for 3-D Secure (mf-checkout's test-mode note lists it). */
const THREE_DS_CARD = '4000 0000 0000 3220';
const GUEST = {
  first_name: 'Inês',
  last_name: 'Viajante',
  email: 'ines.viajante@example.pt',
  phone: '912345678',
  city: 'Lisboa',
  address: 'Rua Augusta 1',
  zipcode: '1100-048',
};

export interface JourneyState {
  variant: Variant;
  /** The anonymous traveller's page (steps 01–11). */
  page: Page;
  /** A new context of the variant (for a signed-in view); the runner watches and closes it. */
  openContext(): Promise<BrowserContext>;
}

export interface Step {
  id: string;
  title: string;
  settle?: SettleOptions;
  /** Brings the page to the state to photograph and answers the page to photograph. */
  act(state: JourneyState): Promise<Page>;
}

const catT = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-catalogue', locale, key, vars);
const ckT = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-checkout', locale, key, vars);
const regionOf = (page: Page, remote: string): Locator => page.locator(`[id="mp-region-${remote}"]`);
/** The label of a field, with the aria-hidden " *" a required field's label carries after it. */
const fieldLabel = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Waits for the remote's own `<h1>` (the gateway draws `#mp-sk-h1` before any script runs). */
async function ownHeading(page: Page, remote: string): Promise<void> {
  await regionOf(page, remote).locator('h1:not(#mp-sk-h1)').first().waitFor();
}

async function open(state: JourneyState, path: string, remote: string): Promise<Page> {
  await state.page.goto(localizePath(path, state.variant.locale));
  await ownHeading(state.page, remote);
  return state.page;
}

/** A demo role's view in a context of its own, logged in through the log-in screen and the shell's modal. */
async function signedIn(state: JourneyState, role: Role, path: string, remote: string): Promise<Page> {
  const { locale } = state.variant;
  const page = await (await state.openContext()).newPage();
  await page.goto(localizePath(path, locale));
  await page.getByText(t(locale, 'app.loginRequired'), { exact: true }).waitFor();
  await page
    .getByRole('main')
    .getByRole('button', { name: t(locale, 'app.login'), exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(DEMO_EMAIL[role]);
  await dialog.getByRole('textbox', { name: shellT(locale, 'auth.password'), exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await ownHeading(page, remote);
  return page;
}

export const STEPS: readonly Step[] = [
  { id: '01-home', title: 'Home page', act: (s) => open(s, '/', 'mf-catalogue') },
  {
    id: '02-listing',
    title: 'A category listing',
    act: (s) => open(s, `/category/${SERVICE.category}`, 'mf-catalogue'),
  },
  { id: '03-search', title: 'Search for “Sintra”', act: (s) => open(s, '/search/Sintra', 'mf-catalogue') },
  {
    id: '04-service-calendar',
    title: 'Service page, a day and a start time chosen on the availability calendar',
    async act(s) {
      const { locale } = s.variant;
      const page = await open(s, `/${SERVICE.slug}`, 'mf-catalogue');
      const ui = regionOf(page, 'mf-catalogue');
      // On a phone the bottom bar takes the visitor to the booking box.
      const bar = ui.getByTestId('booking-bar');
      if (s.variant.phone && (await bar.isVisible()))
        await bar.getByRole('button', { name: catT(locale, 'bookingBar.check') }).click();
      const calendar = ui.getByTestId('availability-calendar');
      // Next month, so the grid is full of open days whatever today's date; the tenth open day of it.
      const heading = calendar.getByRole('heading', { level: 3 });
      await calendar.locator('button[data-state]').first().waitFor();
      const shown = (await heading.textContent()) ?? '';
      await calendar.getByRole('button', { name: catT(locale, 'calendar.nextMonth') }).click();
      await calendar.getByRole('heading', { level: 3, name: shown, exact: true }).waitFor({ state: 'hidden' });
      await calendar.locator('button[data-state="available"]').first().waitFor();
      const openDays = calendar.locator('button[data-state="available"]');
      await openDays.nth(Math.min(9, (await openDays.count()) - 1)).click();
      await calendar.locator('button[aria-pressed="true"]').waitFor();
      const time = ui.getByLabel(fieldLabel(catT(locale, 'service.time')));
      const times = await time.locator('option').allTextContents();
      await time.selectOption(times[times.length - 1] ?? '');
      // docs/adr/023: the Pena Palace tour prices children apart: one more adult makes 2 adults on its stepper.
      await ui
        .getByTestId('band-adults')
        .getByRole('button', { name: catT(locale, 'party.add.adults') })
        .click();
      await ui.getByTestId('live-price').locator('strong').waitFor();
      await ui.getByTestId('booking-box').scrollIntoViewIfNeeded();
      return page;
    },
  },
  {
    id: '05-added-to-cart',
    title: 'The add-to-cart confirmation',
    // The toast is the point; scrolling would move the page under it, and the page is the one just settled.
    settle: { scroll: false, waitForToasts: false },
    async act(s) {
      const { locale } = s.variant;
      const ui = regionOf(s.page, 'mf-catalogue');
      await ui.getByRole('button', { name: catT(locale, 'service.addToCart') }).click();
      const toast = s.page
        .getByRole('region', { name: t(locale, 'app.notifications') })
        .getByText(catT(locale, 'service.viewCart'));
      await toast.waitFor();
      // A toast stays while the pointer is on it (spec §4), so it is still there for the picture.
      await toast.hover();
      return s.page;
    },
  },
  {
    id: '06-cart',
    title: 'The cart',
    async act(s) {
      // The toast's own link, as a traveller would.
      await s.page
        .getByRole('region', { name: t(s.variant.locale, 'app.notifications') })
        .getByRole('link', { name: catT(s.variant.locale, 'service.viewCart') })
        .click();
      await s.page.waitForURL(`**${localizePath('/cart', s.variant.locale)}`);
      await ownHeading(s.page, 'mf-checkout');
      await regionOf(s.page, 'mf-checkout').getByTestId('cart-total').waitFor();
      return s.page;
    },
  },
  {
    id: '07-personal-data',
    title: 'Checkout: personal data, as a guest, filled in',
    async act(s) {
      const { locale } = s.variant;
      const main = regionOf(s.page, 'mf-checkout');
      await main.getByRole('button', { name: ckT(locale, 'cart.continue') }).click();
      await s.page.waitForURL(`**${localizePath('/checkout/personal-data', locale)}`);
      await main.getByRole('button', { name: ckT(locale, 'personal.guest') }).click();
      for (const [field, value] of Object.entries(GUEST)) {
        await main.getByLabel(fieldLabel(ckT(locale, `personal.fields.${field}`))).fill(value);
      }
      return s.page;
    },
  },
  {
    id: '08-payment',
    title: 'Checkout: Pay, card chosen and filled in',
    async act(s) {
      const { locale } = s.variant;
      const main = regionOf(s.page, 'mf-checkout');
      await main.getByRole('button', { name: ckT(locale, 'personal.continue') }).click();
      await s.page.waitForURL(`**${localizePath('/checkout/payment', locale)}`);
      await main.getByTestId('payment-total').waitFor();
      await main.getByRole('radio', { name: ckT(locale, 'payment.methods.card'), exact: true }).check();
      await main.getByLabel(ckT(locale, 'payment.card.number')).fill(THREE_DS_CARD);
      await main.getByLabel(ckT(locale, 'payment.card.expiry')).fill('12/30');
      await main.getByLabel(ckT(locale, 'payment.card.cvc')).fill('123');
      return s.page;
    },
  },
  {
    id: '09-3ds-challenge',
    title: 'The sandbox 3-D Secure challenge',
    async act(s) {
      const { locale } = s.variant;
      const pay = ckT(locale, 'payment.pay', { amount: '' }).trim();
      await regionOf(s.page, 'mf-checkout')
        .getByRole('button', { name: new RegExp(`^${pay}`) })
        .click();
      await s.page.waitForURL(/\/api\/payments\/sandbox\/card\/[^/]+\/challenge/);
      await s.page.locator('button[value="approve"]').waitFor();
      return s.page;
    },
  },
  {
    id: '10-purchase-complete',
    title: 'Purchase complete',
    async act(s) {
      await s.page.locator('button[value="approve"]').click();
      await s.page.waitForURL(/\/purchase-complete\?/);
      const main = regionOf(s.page, 'mf-checkout');
      await main.getByTestId('purchase-thanks').waitFor();
      // Attached, not visible: on a phone the summary's values are squeezed to nothing wide (a defect the shot shows).
      await main.getByTestId('booking-reference').waitFor({ state: 'attached' });
      await main.getByTestId('voucher-link').waitFor();
      return s.page;
    },
  },
  {
    id: '11-voucher',
    title: 'The booking voucher',
    async act(s) {
      const main = regionOf(s.page, 'mf-checkout');
      await main.getByTestId('voucher-link').click();
      await s.page.waitForURL(/\/booking\/[^/?#]+/);
      await main.getByTestId('voucher-reference').waitFor();
      await main.getByTestId('voucher-qr').first().waitFor();
      return s.page;
    },
  },
  {
    id: '12-my-bookings',
    title: 'Signed in as client@demo.pt: My bookings',
    async act(s) {
      const page = await signedIn(s, 'CLIENT', '/user-panel/bookings', 'mf-user-panel');
      await regionOf(page, 'mf-user-panel').getByTestId('client-bookings').waitFor();
      return page;
    },
  },
  {
    id: '13-partner-dashboard',
    title: 'Signed in as partner@demo.pt: the partner dashboard',
    act: (s) => signedIn(s, 'SUPPLIER', '/dashboard', 'mf-partner-dashboard'),
  },
  {
    id: '14-back-office',
    title: 'Signed in as admin@demo.pt: the back-office dashboard',
    act: (s) => signedIn(s, 'SUPER', '/super-admin/dashboard', 'mf-super-admin'),
  },
];
