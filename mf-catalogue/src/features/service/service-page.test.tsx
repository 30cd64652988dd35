import { render, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { servicePrice } from '@mp/shared/domain';
import { addResources, formatMoney } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ServicePage } from './service-page';
import { detail } from '../../test-support/service.fixture';
import type { AvailabilityDay, ServiceDetail } from '@mp/shared/contracts';
import { todayIso } from '../../lib/dates';
import { addMonths, monthOf, monthWeeks } from './components/calendar-month';

addResources('catalogue', { en, pt });
const route = routes.find((r) => r.id === 'service')!;

function renderService(service: ServiceDetail) {
  window.history.replaceState(null, '', `/${service.slug}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['catalogue', 'service', 'en', `/services/${service.slug}`, null], service);
  client.setQueryData(['catalogue', 'suggested', 'en', `/services/suggested/${service.slug}`, null], {
    current_page: 1,
    last_page: 1,
    per_page: 8,
    total: 0,
    next_page_url: null,
    data: [],
  });
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <>
            <ServicePage route={route} params={{ slug: service.slug }} title="" />
          </>
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

/** What POST /api/cart/check answers per date in these tests. */
let placesByDate: Record<string, { places_left: number; error: string | null }>;
let checks: number;
/** What GET /api/services/{slug}/availability answers per date (every other day: open at 09:00 and 15:00). */
let daysByDate: Record<string, Omit<AvailabilityDay, 'date'>>;

describe('service page', () => {
  beforeEach(() => {
    cartStore.getState().clear();
    placesByDate = {};
    checks = 0;
    daysByDate = {};
    jest.spyOn(api, 'get').mockImplementation((path: string, options?: { searchParams?: Record<string, unknown> }) => {
      if (!path.endsWith('/availability'))
        return Promise.resolve({ ok: false as const, status: 404, body: null, errors: {} });
      const { from } = options?.searchParams as { from: string };
      const open = [
        { time: '09:00', remaining: 30 },
        { time: '15:00', remaining: 30 },
      ];
      const days = monthWeeks(monthOf(from))
        .flat()
        .filter((d): d is string => d !== null)
        .map((date) => ({
          date,
          ...(daysByDate[date] ?? { state: 'available' as const, remaining: 30, times: open, price_cents: 4500 }),
        }));
      return Promise.resolve({
        ok: true as const,
        status: 200,
        data: { status: true, content: { service_id: 7, days } } as never,
      });
    });
    jest.spyOn(api, 'post').mockImplementation((path: string, body?: unknown) => {
      if (path !== 'cart/check') return Promise.resolve({ ok: false as const, status: 404, body: null, errors: {} });
      checks += 1;
      const items = (body as { items: { id: string; date: string }[] }).items.map((i) => ({
        id: i.id,
        ...(placesByDate[i.date] ?? { places_left: 30, error: null }),
      }));
      return Promise.resolve({ ok: true as const, status: 200, data: { status: true, content: { items } } as never });
    });
  });

  it('shows the cancellation text only when free_cancellation and cancellation_policy are both above 0 (spec §5)', () => {
    const { unmount } = renderService(detail());
    expect(screen.getByTestId('cancellation-text').textContent).toContain('24 hours');
    unmount();
    const noPolicy = renderService(
      detail({
        annotations: {
          calendar_price: false,
          free_cancellation: true,
          cancellation_policy: 0,
          notes: null,
          selected_language: null,
        },
      }),
    );
    expect(screen.queryByTestId('cancellation-text')).toBeNull();
    noPolicy.unmount();
    renderService(
      detail({
        annotations: {
          calendar_price: false,
          free_cancellation: false,
          cancellation_policy: 48,
          notes: null,
          selected_language: null,
        },
      }),
    );
    expect(screen.queryByTestId('cancellation-text')).toBeNull();
  });

  it('links a meeting point with a place on the map to a map application, and one without shows only its text', () => {
    const placed = renderService(
      detail({ meeting_point: 'Largo da Sé', meeting_position: { lat: 38.7097, lng: -9.1334 } }),
    );
    const link = screen.getByRole('link', { name: 'Open in maps: Largo da Sé (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=38.709700,-9.133400');
    expect(link.getAttribute('target')).toBe('_blank');
    placed.unmount();
    renderService(detail({ meeting_point: 'Largo da Sé', meeting_position: null }));
    expect(screen.getByText('Largo da Sé')).toBeTruthy();
    expect(screen.queryByTestId('map-link')).toBeNull();
  });

  it('says "Instant confirmation" under the name and in the booking box of a service confirmed on payment, and nothing of a request', () => {
    const instant = renderService(detail({ confirmation: 'instant' }));
    expect(screen.getByTestId('instant-badge').textContent).toBe('Instant confirmation');
    expect(within(screen.getByTestId('booking-box')).getByTestId('confirmation-text').textContent).toBe(
      'Instant confirmation: your booking is confirmed as soon as you pay, with no wait for the partner.',
    );
    instant.unmount();
    renderService(detail({ confirmation: 'partner' }));
    expect(screen.queryByTestId('instant-badge')).toBeNull();
    expect(screen.queryByTestId('confirmation-text')).toBeNull();
    expect(pt.service.instant).toBe(
      'Confirmação imediata: a sua reserva fica confirmada assim que pagar, sem esperar pelo parceiro.',
    );
  });

  it('says the cancellation terms of the date and time chosen, as the cart will: its deadline, or non-refundable', async () => {
    renderService(detail());
    expect(screen.queryByTestId('chosen-cancellation')).toBeNull();
    const date = screen.getByLabelText(/Date/);
    // 24 hours before 09:00 on 1 May (Lisbon summer time).
    await userEvent.type(date, '2030-05-01');
    expect((await screen.findByTestId('chosen-cancellation')).textContent).toBe(
      'Free cancellation until 30/04/2030, 09:00 (Lisbon time)',
    );
    // Today at 09:00 is less than 24 hours ahead (or past): the window has gone.
    await userEvent.clear(date);
    await userEvent.type(date, todayIso());
    await waitFor(() => expect(screen.getByTestId('chosen-cancellation').textContent).toBe('Non-refundable'));
  });

  it('a service that costs nothing is free to cancel on any date, never non-refundable', async () => {
    renderService(detail({ value_cents: 0, value_discount_cents: 0 }));
    await userEvent.type(screen.getByLabelText(/Date/), todayIso());
    expect((await screen.findByTestId('chosen-cancellation')).textContent).toBe('Nothing to pay: free to cancel');
  });

  it('the live price is the domain price for the chosen quantity (tier above maxCapacity), and add to cart uses it', async () => {
    const service = detail();
    renderService(service);
    const people = screen.getByLabelText('People');
    await userEvent.clear(people);
    await userEvent.type(people, '6');
    const expected = servicePrice(service, 6)!;
    expect(screen.getByTestId('live-price').textContent).toContain(formatMoney(expected.total_cents, 'en'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a date.')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(0);
    const date = screen.getByLabelText(/Date/);
    // A typed past date is refused on the field (the field's min does not stop typing).
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a date from today onwards.')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(0);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    const [item] = cartStore.getState().items;
    expect(item).toMatchObject({ service_id: service.id, quantity: 6, date: '2030-05-01', time: '09:00' });
    expect(item!.total_cents - item!.discount_cents).toBe(expected.total_cents);
    expect(cartStore.getState().total_price).toBe(expected.total_cents);
  });

  it('the same date and time added again is one line priced for the whole party (one group price, not two)', async () => {
    const service = detail({ priceType: 'per_group', value_cents: 6000, value_discount_cents: 0 });
    renderService(service);
    const size = screen.getByLabelText('Group size');
    await userEvent.clear(size);
    await userEvent.type(size, '2');
    await userEvent.type(screen.getByLabelText(/Date/), '2030-05-01');
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    await userEvent.click(add);
    await waitFor(() => expect(cartStore.getState().items[0]).toMatchObject({ quantity: 4 }));
    expect(cartStore.getState().items).toHaveLength(1);
    expect(cartStore.getState().total_price).toBe(6000);
    // Together above every size the service takes: refused on the field, saying what is already in the cart.
    await userEvent.clear(size);
    await userEvent.type(size, '9');
    await userEvent.click(add);
    expect(
      await screen.findByText(
        'You already have 4 people at this date and time in your cart; together at most 12 can book. Choose fewer.',
      ),
    ).toBeTruthy();
    expect(cartStore.getState().items[0]).toMatchObject({ quantity: 4, total_cents: 6000 });
  });

  it('docs/adr/023: a service with a child band has a stepper per band with its ages and price, a live total, and adds the split', async () => {
    const service = detail({
      value_discount_cents: 4500,
      child_band: { price_cents: 2500, age_start: 4, age_end: 12, alone: false },
    });
    renderService(service);
    const adults = within(screen.getByTestId('band-adults'));
    const children = within(screen.getByTestId('band-children'));
    expect(adults.getByText(/Ages 13 and over · €45.00/)).toBeTruthy();
    expect(children.getByText(/Ages 4–12 · €25.00/)).toBeTruthy();
    expect(screen.queryByLabelText('People', { selector: 'input' })).toBeNull();
    // One adult to start; the only adult cannot be removed (children do not book alone here).
    expect(adults.getByRole('button', { name: 'Remove an adult' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(adults.getByRole('button', { name: 'Add an adult' }));
    await userEvent.click(children.getByRole('button', { name: 'Add a child' }));
    expect(screen.getByTestId('count-adults').textContent).toBe('2');
    expect(screen.getByTestId('count-children').textContent).toBe('1');
    expect(screen.getByTestId('live-price').textContent).toContain('Total: €115.00');
    expect(screen.getByTestId('party-breakdown').textContent).toBe('2 adults × €45.00, 1 child × €25.00');

    await userEvent.type(screen.getByLabelText(/Date/), '2030-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    expect(cartStore.getState().items[0]).toMatchObject({
      quantity: 3,
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
    });
    expect(cartStore.getState().total_price).toBe(11500);
  });

  it('docs/adr/023: the party may not go above the largest group, and children book alone only where the partner allows it', async () => {
    renderService(
      detail({
        maxCapacity: 2,
        extraPrices: [],
        child_band: { price_cents: 2500, age_start: 4, age_end: 12, alone: true },
      }),
    );
    const adults = within(screen.getByTestId('band-adults'));
    const children = within(screen.getByTestId('band-children'));
    await userEvent.click(children.getByRole('button', { name: 'Add a child' }));
    expect(children.getByRole('button', { name: 'Add a child' }).hasAttribute('disabled')).toBe(true);
    // Allowed alone here: the last adult can go.
    await userEvent.click(adults.getByRole('button', { name: 'Remove an adult' }));
    expect(screen.getByTestId('live-price').textContent).toContain('Total: €25.00');
    expect(screen.queryByTestId('party-error')).toBeNull();
  });

  it('a sold-out date says so before adding and cannot be added; a low date says how many places are left', async () => {
    placesByDate = {
      '2030-05-01': { places_left: 0, error: 'This date is sold out. Choose another date or remove this item.' },
      '2030-05-02': { places_left: 3, error: null },
    };
    renderService(detail());
    const date = screen.getByLabelText(/Date/);
    await userEvent.type(date, '2030-05-01');
    await waitFor(() =>
      expect(screen.getByTestId('slot-availability').textContent).toBe(
        'This date is sold out. Choose another date or remove this item.',
      ),
    );
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.hasAttribute('disabled')).toBe(true);
    await userEvent.click(add);
    expect(cartStore.getState().items).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-02');
    await waitFor(() =>
      expect(screen.getByTestId('slot-availability').textContent).toBe('Only 3 places left on this date.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items.map((i) => i.date)).toEqual(['2030-05-02']));
    // The confirmation offers the cart, so the visitor can go on to pay without hunting for it.
    expect(toastStore.getState().toasts.at(-1)?.action).toEqual({ label: 'View cart', href: '/cart' });
    // Long enough to read and reach the link on a phone (it left in under 4 s).
    expect(toastStore.getState().toasts.at(-1)?.duration).toBeGreaterThanOrEqual(6000);
  });

  it('a fixed-price airport run asks the flight number and the lead passenger phone before adding', async () => {
    renderService(
      detail({
        kind: 'transfer',
        start_times: [],
        category: { id: 9, slug: 'airport-transfers', name: 'Airport transfers', kind: 'transfer' },
      }),
    );
    await userEvent.type(screen.getByLabelText(/Date/), '2030-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('textbox', { name: /Flight number/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the flight number, so the driver can follow your flight.')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /Flight number/ }), 'tp 1234');
    await userEvent.type(screen.getByRole('textbox', { name: /Drop-off address/ }), 'Hotel Avenida Palace');
    await userEvent.type(screen.getByRole('textbox', { name: /Lead passenger phone/ }), '+351 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    expect(cartStore.getState().items[0]?.notes).toMatchObject({
      flightNumber: 'TP1234',
      dropOffAddress: 'Hotel Avenida Palace',
      leadPhone: '+351 912 345 678',
    });
  });

  it('the calendar greys a sold-out day, and a chosen day fills the date and offers only its bookable start times', async () => {
    const next = addMonths(monthOf(todayIso()), 1);
    daysByDate = {
      [`${next}-15`]: { state: 'low', remaining: 2, times: [{ time: '15:00', remaining: 2 }], price_cents: 4500 },
      [`${next}-16`]: { state: 'sold_out', remaining: 0, times: [], price_cents: null },
    };
    renderService(detail({ start_times: ['09:00', '15:00'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const soldOut = await screen.findByRole('button', { name: /, sold out$/ });
    expect(soldOut.getAttribute('data-date')).toBe(`${next}-16`);
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(soldOut);
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: /, few places left$/ }));
    // Day first, as the site writes dates, whatever the device's own date format.
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe(
      `15/${next.slice(5, 7)}/${next.slice(0, 4)}`,
    );
    const time = screen.getByLabelText(/Start time/) as HTMLSelectElement;
    expect([...time.options].map((o) => o.value)).toEqual(['15:00']);
    expect(time.value).toBe('15:00');
    await waitFor(() => expect(checks).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartStore.getState().items).toHaveLength(1));
    expect(cartStore.getState().items[0]).toMatchObject({ date: `${next}-15`, time: '15:00', quantity: 1 });
  });

  it('on a phone, the bar at the bottom says the from price and takes the visitor to the booking box', async () => {
    HTMLElement.prototype.scrollIntoView = jest.fn();
    // An observer that has not answered yet: the box is taken as off screen, as on a phone at the top of the page.
    const observed: Element[] = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    };
    renderService(detail());
    expect(observed).toContain(screen.getByTestId('booking-box'));
    const bar = screen.getByTestId('booking-bar');
    expect(bar.textContent).toContain(`From ${formatMoney(5000, 'en')}`);
    await userEvent.click(within(bar).getByRole('button', { name: 'Check availability' }));
    expect(document.activeElement).toBe(screen.getByTestId('booking-box'));
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('a gift card page has no booking bar (nothing to check)', () => {
    renderService(detail({ kind: 'gift_card' }));
    expect(screen.queryByTestId('booking-bar')).toBeNull();
  });

  it('a tour asks nothing for a driver', () => {
    renderService(detail());
    expect(screen.queryByRole('textbox', { name: /Lead passenger phone/ })).toBeNull();
  });

  it('asks again when adding: a date that filled up since it was shown is not added', async () => {
    renderService(detail());
    await userEvent.type(screen.getByLabelText(/Date/), '2030-05-03');
    await waitFor(() => expect(checks).toBe(1));
    placesByDate = {
      '2030-05-03': { places_left: 0, error: 'This date is sold out. Choose another date or remove this item.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('slot-availability').textContent).toContain('sold out'));
    expect(cartStore.getState().items).toHaveLength(0);
  });

  it('adds JSON-LD (Product + Offer + AggregateRating) to the head as a data block', () => {
    renderService(detail());
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer' },
      aggregateRating: { reviewCount: 2 },
    });
    expect(document.head.querySelector('link[rel="alternate"][hreflang="pt"]')?.getAttribute('href')).toBe(
      'http://localhost/pt/sintra-tour',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/sintra-tour',
    );
    expect(within(document.body).getByRole('heading', { level: 1 }).textContent).toBe('Sintra tour');
  });

  it('opens with the cover above the name (the markup the gateway draws first) and keeps the other pictures in the gallery', () => {
    const { container } = renderService(
      detail({
        images: [
          { url: '/img/sintra.jpg', alt: 'Pena palace' },
          { url: '/img/moors.jpg', alt: 'Moorish castle' },
        ],
      }),
    );
    const hero = container.querySelector('.mp-hero');
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe('/img/sintra.jpg');
    expect(hero?.querySelector('img')?.getAttribute('alt')).toBe('Pena palace');
    expect(hero?.querySelector('.mp-hero-text h1')?.textContent).toBe('Sintra tour');
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/img/sintra.jpg',
      '/img/moors.jpg',
    ]);
  });

  it('words ages 0 to 99 as "All ages" and labels a review written in another language', () => {
    const review = (id: number, language: string) => ({
      id,
      stars: 5,
      text: `Review ${id}`,
      language,
      author_first_name: 'Ana',
      author_last_name: 'S.',
      created_at: '2026-01-02T00:00:00Z',
    });
    const service = detail({
      ageStart: 0,
      ageEnd: 99,
      reviews: {
        current_page: 1,
        last_page: 1,
        per_page: 5,
        total: 2,
        next_page_url: null,
        data: [review(1, 'pt'), review(2, 'en')],
      } as never,
    });
    renderService(service);
    expect(screen.getByText('All ages')).toBeTruthy();
    expect(screen.queryByText(/0 to 99/)).toBeNull();
    expect(screen.getAllByText(/Written in/)).toHaveLength(1);
  });

  it('marks only a review left from a booking as a verified booking, in en and pt', () => {
    const review = (id: number, verified: boolean) => ({
      id,
      stars: 5,
      text: `Review ${id}`,
      language: 'en',
      author_first_name: id === 1 ? 'Ana' : 'Rui',
      author_last_name: 'S.',
      author_country: null,
      verified,
      created_at: '2026-01-02T00:00:00Z',
    });
    renderService(
      detail({
        reviews: {
          current_page: 1,
          last_page: 1,
          per_page: 5,
          total: 2,
          next_page_url: null,
          data: [review(1, true), review(2, false)],
        } as never,
      }),
    );
    const reviews = within(screen.getByRole('region', { name: /Reviews/ }));
    const [booked, imported] = reviews.getAllByRole('listitem');
    expect(within(booked!).getByText('Verified booking')).toBeTruthy();
    expect(within(imported!).queryByText('Verified booking')).toBeNull();
    expect(reviews.getAllByText('Verified booking')).toHaveLength(1);
    expect(pt.service.verifiedBooking).toBe('Reserva verificada');
  });

  it('shows the company’s reply under the review it answers, and nothing under the others (en and pt)', () => {
    const review = (id: number, reply: { text: string; at: string; company_name: string } | null) => ({
      id,
      stars: 4,
      text: `Review ${id}`,
      language: 'en',
      author_first_name: id === 1 ? 'Ana' : 'Rui',
      author_last_name: 'S.',
      author_country: null,
      verified: false,
      created_at: '2026-01-02T00:00:00Z',
      ...(reply === null ? {} : { reply }),
    });
    renderService(
      detail({
        reviews: {
          current_page: 1,
          last_page: 1,
          per_page: 5,
          total: 2,
          next_page_url: null,
          data: [
            review(1, { text: 'Thank you, Ana!', at: '2026-01-05T10:00:00Z', company_name: 'Lisboa Autêntica' }),
            review(2, null),
          ],
        } as never,
      }),
    );
    const reviews = within(screen.getByRole('region', { name: /Reviews/ }));
    const [answered, plain] = reviews.getAllByRole('listitem');
    expect(within(answered!).getByText('Reply from Lisboa Autêntica')).toBeTruthy();
    expect(within(answered!).getByText('Thank you, Ana!')).toBeTruthy();
    expect(within(answered!).getByText(/05\/01\/2026/)).toBeTruthy();
    expect(within(plain!).queryByText(/Reply from/)).toBeNull();
    expect(pt.service.replyFrom).toBe('Resposta de {{company}}');
  });

  it('a gift card shows no duration, ages or group size (the experience it is spent on has them)', () => {
    renderService(detail({ kind: 'gift_card' }));
    expect(screen.queryByText('Duration')).toBeNull();
    expect(screen.queryByText('Ages')).toBeNull();
    expect(screen.getByText('Languages')).toBeTruthy();
  });
});
