import { act, cleanup, screen, within } from '@testing-library/react';
import type { Cart, GiftCardPreview } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import { formatCancellationDeadline } from '@mp/shared/domain';
import { lineCancellation } from './cancellation';
import { holdStore } from '../hold/hold-store';
import { OrderSummary } from './order-summary';

addResources('checkout', { en, pt });

const tour: CartItem = {
  id: 'tour',
  service_id: 1,
  service_slug: 'sintra-tour',
  kind: 'experience',
  name: 'Sintra day tour',
  image_url: '/img/sintra.jpg',
  date: '2030-07-15',
  time: '10:00',
  quantity: 2,
  unit_price_cents: 5000,
  total_cents: 10000,
  discount_cents: 1000,
  free_cancellation: 1,
  cancellation_policy: 24,
  meeting_point: 'Praça do Comércio, by the Arco da Rua Augusta',
  notes: {},
};
const gift: CartItem = {
  ...tour,
  id: 'gift',
  kind: 'gift_card',
  name: 'Gift card',
  image_url: null,
  meeting_point: null,
  date: null,
  time: null,
  quantity: 1,
  total_cents: 5000,
  discount_cents: 0,
};

const serverCart = (items: CartItem[]): Cart => ({
  cart_token: null,
  items: items.map((i) => ({ ...i, vehicle_id: null, gift_card_value_cents: null })),
  subtotal_cents: 15000,
  discounts: { price_cents: 1000, promo_cents: 500, points_cents: 200 },
  total_price: 13300,
  total: '133.00',
  promo_code: 'SUMMER',
  usedPoints: 20,
  notes: '',
  available_points: 100,
});

describe('free-cancellation deadline of a line', () => {
  const now = Date.parse('2030-07-01T00:00:00Z');
  it('is the start (Lisbon time) minus the policy hours while that is still ahead', () => {
    // 10:00 in Lisbon in July is 09:00 UTC; 24 hours before.
    expect(lineCancellation(tour, now)).toEqual({ kind: 'free_until', until: new Date('2030-07-14T09:00:00Z') });
    expect(formatCancellationDeadline(new Date('2030-07-14T09:00:00Z'))).toBe('14/07/2030, 10:00');
  });
  it('is non-refundable once that moment has passed, or when the service offers none (spec §5)', () => {
    expect(lineCancellation(tour, Date.parse('2030-07-14T09:00:01Z'))).toEqual({ kind: 'non_refundable' });
    expect(lineCancellation({ ...tour, cancellation_policy: 0 }, now)).toEqual({ kind: 'non_refundable' });
    expect(lineCancellation({ ...tour, free_cancellation: 0 }, now)).toEqual({ kind: 'non_refundable' });
  });
  it('says nothing for a gift card', () => {
    expect(lineCancellation(gift, now)).toBeNull();
  });
});

describe('order summary', () => {
  afterEach(() => act(() => localeStore.getState().setLocale('en')));

  it('shows each line with its picture, date, time, people and cancellation deadline, then each discount, the gift card and the total', () => {
    const card: GiftCardPreview = {
      code_last4: 'ABCD',
      balance_cents: 3000,
      total_cents: 13300,
      covers_cents: 3000,
      due_cents: 10300,
      partner: null,
    };
    renderScreen(<OrderSummary items={[tour, gift]} cart={serverCart([tour, gift])} gift={card} />);
    const [first, second] = screen.getAllByTestId('summary-line');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/img/sintra.jpg');
    expect(first!.textContent).toContain('15/07/2030 · 10:00 · 2 people');
    expect(within(first!).getByTestId('summary-meeting-point').textContent).toBe(
      'Meeting point: Praça do Comércio, by the Arco da Rua Augusta',
    );
    expect(within(second!).queryByTestId('summary-meeting-point')).toBeNull();
    expect(within(first!).getByTestId('summary-cancellation').textContent).toBe(
      'Free cancellation until 14/07/2030, 10:00 (Lisbon time)',
    );
    expect(second!.querySelector('img')).toBeNull();
    cleanup();
    const table: CartItem = { ...tour, id: 'belcanto', kind: 'restaurant', meeting_point: 'Rua Serpa Pinto 10A' };
    const show: CartItem = { ...tour, id: 'fado', kind: 'event', meeting_point: 'Coliseu dos Recreios' };
    renderScreen(<OrderSummary items={[table, show]} cart={serverCart([table, show])} gift={null} />);
    const places = screen.getAllByTestId('summary-meeting-point').map((p) => p.textContent);
    expect(places).toEqual(['Address: Rua Serpa Pinto 10A', 'Venue: Coliseu dos Recreios']);
    cleanup();
    renderScreen(<OrderSummary items={[tour, gift]} cart={serverCart([tour, gift])} gift={card} />);
    expect(within(second!).queryByTestId('summary-cancellation')).toBeNull();
    const terms = [...screen.getByTestId('order-summary').querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual([
      'Subtotal',
      'Discount',
      'Promo code SUMMER',
      '20 points',
      'Gift card ····ABCD',
      'Amount to pay',
    ]);
    expect(screen.getByTestId('summary-due').textContent).toBe('€103.00');
  });

  it('says “Não reembolsável” for a line without free cancellation in pt', () => {
    act(() => localeStore.getState().setLocale('pt'));
    renderScreen(<OrderSummary items={[{ ...tour, free_cancellation: 0 }]} cart={null} />);
    expect(screen.getByRole('heading', { name: 'Resumo da encomenda' })).toBeTruthy();
    expect(screen.getByTestId('summary-cancellation').textContent).toBe('Não reembolsável');
    expect(screen.getByTestId('summary-meeting-point').textContent).toBe(
      'Ponto de encontro: Praça do Comércio, by the Arco da Rua Augusta',
    );
  });

  it('docs/adr/023: a party split by age reads "2 adults, 1 child" with each band’s price, with the plurals of each language', () => {
    const family: CartItem = {
      ...tour,
      quantity: 3,
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
      total_cents: 11500,
      discount_cents: 0,
    };
    const { unmount } = renderScreen(<OrderSummary items={[family]} cart={null} />);
    expect(screen.getByTestId('summary-line').textContent).toContain('15/07/2030 · 10:00 · 2 adults, 1 child');
    expect(screen.getByTestId('summary-party').textContent).toBe('2 adults × €45.00, 1 child × €25.00');
    unmount();
    act(() => localeStore.getState().setLocale('pt'));
    renderScreen(
      <OrderSummary items={[{ ...family, ages: { ...family.ages!, adults: 1, children: 2 } }]} cart={null} />,
    );
    expect(screen.getByTestId('summary-line').textContent).toContain('1 adulto, 2 crianças');
    expect(screen.getByTestId('summary-party').textContent?.replace(/\s/g, ' ')).toBe(
      '1 adulto × 45,00 €, 2 crianças × 25,00 €',
    );
  });

  it('shows the hold’s countdown only where asked (the steps after the cart), and the cart step’s total under its own test id', () => {
    const now = new Date();
    act(() =>
      holdStore.setState({
        state: {
          hold: {
            expires_at: new Date(now.getTime() + 600_000).toISOString(),
            now: now.toISOString(),
            minutes: 15,
            lines: [],
          },
          skewMs: 0,
          refused: null,
        },
      }),
    );
    const { unmount } = renderScreen(<OrderSummary items={[tour]} cart={null} dueTestId="cart-total" />);
    expect(screen.queryByTestId('summary-due')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('€90.00');
    // Not priced by the server yet (a reload): the lines' own discount still has its line, so the sum adds up.
    expect([...screen.getByTestId('order-summary').querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'Subtotal',
      'Discount',
      'Amount to pay',
    ]);
    expect(screen.queryByTestId('hold-timer')).toBeNull();
    unmount();
    renderScreen(<OrderSummary items={[tour]} cart={null} showHold />);
    expect(within(screen.getByTestId('order-summary')).getByTestId('hold-timer').textContent).toMatch(
      /^We're holding your places for (9:5\d|10:00)$/,
    );
    act(() => holdStore.setState({ state: null }));
  });
});
