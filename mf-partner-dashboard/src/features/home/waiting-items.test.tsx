/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The dashboard home's lists: each item names the service, the customer and the party (a family as "2 adults,
// 1 child", a plain quantity as "×2"), the time left to answer a new one, the day of an accepted one.
import { screen } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import type { BookingItem } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ItemsPanel } from './waiting-items';
import { testBookingItem } from '../../test-support/booking-item';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });

const item = (id: number, service: string, over: Partial<BookingItem> = {}): BookingItem =>
  testBookingItem(id, service, {
    booking_item_status: 'confirmed',
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    answer_by: new Date(Date.now() + 47 * 3_600_000).toISOString(),
    ...over,
  });

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let items: BookingItem[];

beforeEach(() => {
  globalThis.fetch = jest.fn(async () =>
    json({
      status: true,
      content: { current_page: 1, last_page: 1, per_page: 5, total: items.length, next_page_url: null, data: items },
    }),
  ) as unknown as typeof fetch;
});

function renderPanel(list: 'new' | 'accepted', title: string): void {
  renderAt(<ItemsPanel list={list} title={title} />, '/dashboard');
}

describe('dashboard home lists', () => {
  it('names a family by its ages and a plain quantity by its count, with the accepted day in the language’s format', async () => {
    await i18n.changeLanguage('en');
    items = [
      item(1, 'Sunset sailing', {
        quantity: 3,
        ages: { adults: 2, children: 1, adult_unit_cents: 5000, child_unit_cents: 4000 },
      }),
      item(2, 'Fado dinner'),
    ];
    renderPanel('accepted', 'Accepted bookings');
    expect(await screen.findByText('Sunset sailing · Rita Gomes · 2 adults, 1 child · 3 Dec 2026')).toBeTruthy();
    expect(screen.getByText('Fado dinner · Rita Gomes · ×2 · 3 Dec 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accepted bookings (2)' })).toBeTruthy();
  });

  it('in pt, a new item says its party and the time left to answer', async () => {
    await i18n.changeLanguage('pt');
    items = [
      item(3, 'Passeio', {
        booking_item_status: 'pending',
        quantity: 2,
        ages: { adults: 1, children: 1, adult_unit_cents: 5000, child_unit_cents: 4000 },
      }),
    ];
    renderPanel('new', 'À espera da sua resposta');
    expect(
      await screen.findByText(/^Passeio · Rita Gomes · 1 adulto, 1 criança · faltam 4[67] h \d+ min para responder$/),
    ).toBeTruthy();
  });
});
