import { servicePrice } from '@mp/shared/domain';
import { cartStore } from '@mp/shared/stores';
import { displayPrice } from '../../components/price';
import { maxQuantity, serviceCartItem, serviceJsonLd, withSameSlot } from './service-cart';
import { detail } from '../../test-support/service.fixture';

describe('service page cart item (spec §5 tiers, §9 pricing, §4 same id replaces)', () => {
  beforeEach(() => cartStore.getState().clear?.());

  it('prices with servicePrice: per person multiplies, above maxCapacity the first sufficient tier applies', () => {
    const service = detail();
    const three = serviceCartItem(service, { date: '2026-12-01', time: '09:00', quantity: 3 })!;
    expect(three.total_cents - three.discount_cents).toBe(servicePrice(service, 3)!.total_cents);
    expect(three.total_cents).toBe(15000);
    const six = serviceCartItem(service, { date: '2026-12-01', time: '09:00', quantity: 6 })!;
    expect(six.unit_price_cents).toBe(4000);
    expect(six.total_cents).toBe(24000);
    expect(serviceCartItem(service, { date: '2026-12-01', time: null, quantity: 13 })).toBeNull();
    expect(maxQuantity(service)).toBe(12);
  });

  it('a discount is carried as gross total + discount, so the cart charges the discounted price', () => {
    const service = detail({ value_discount_cents: 4500 });
    const item = serviceCartItem(service, { date: '2026-12-01', time: null, quantity: 2 })!;
    expect(item.total_cents).toBe(10000);
    expect(item.discount_cents).toBe(1000);
    expect(item.total_cents - item.discount_cents).toBe(servicePrice(service, 2)!.total_cents);
  });

  it('per group: one price for the group; the card shows the discounted price with the gross struck through', () => {
    const service = detail({ priceType: 'per_group', value_cents: 20000, value_discount_cents: 15000 });
    expect(serviceCartItem(service, { date: '2026-12-01', time: null, quantity: 4 })!.total_cents).toBe(20000);
    expect(displayPrice(service)).toEqual({ cents: 15000, grossCents: 20000, perGroup: true });
  });

  it('another date or time of the same service is its own cart line; the same slot again raises its quantity', () => {
    const service = detail();
    const add = (date: string, time: string | null, quantity: number) => {
      const inCart = cartStore.getState().items.find((i) => i.id === `service-7-${date}-${time ?? 'day'}`);
      cartStore.getState().addItem(serviceCartItem(service, withSameSlot({ date, time, quantity }, inCart))!);
    };
    add('2026-12-12', '09:00', 1);
    add('2026-12-13', '09:00', 2);
    add('2026-12-12', null, 1);
    add('2026-12-12', '09:00', 2);
    const items = cartStore.getState().items.filter((i) => i.service_id === 7);
    expect(items.map((i) => [i.id, i.date, i.time, i.quantity, i.total_cents])).toEqual([
      ['service-7-2026-12-12-09:00', '2026-12-12', '09:00', 3, 15000],
      ['service-7-2026-12-13-09:00', '2026-12-13', '09:00', 2, 10000],
      ['service-7-2026-12-12-day', '2026-12-12', null, 1, 5000],
    ]);
  });

  it('the same slot again is priced as one party: one group price, and the size tier of the whole party', () => {
    const group = detail({ priceType: 'per_group', value_cents: 6000, value_discount_cents: 0 });
    const first = serviceCartItem(group, { date: '2026-12-12', time: '09:00', quantity: 2 })!;
    const again = serviceCartItem(group, withSameSlot({ date: '2026-12-12', time: '09:00', quantity: 2 }, first))!;
    expect([again.quantity, again.total_cents]).toEqual([4, 6000]);

    // Per person, 3 + 3 is a party of six: the 5–8 tier (€40), not two parties at the base price (€50).
    const person = detail();
    const three = serviceCartItem(person, { date: '2026-12-12', time: '09:00', quantity: 3 })!;
    const six = serviceCartItem(person, withSameSlot({ date: '2026-12-12', time: '09:00', quantity: 3 }, three))!;
    expect([six.quantity, six.unit_price_cents, six.total_cents]).toEqual([6, 4000, 24000]);
    // Above every tier together: not bookable, so the page says how many are already in the cart.
    expect(serviceCartItem(person, withSameSlot({ date: '2026-12-12', time: '09:00', quantity: 7 }, six))).toBeNull();
  });

  it('a transfer run chosen again replaces the passengers in the cart instead of adding to them', () => {
    const transfer = detail({ priceType: 'per_group', value_cents: 6000, value_discount_cents: 0 });
    const run = {
      ...serviceCartItem(transfer, { date: '2026-12-12', time: '09:00', quantity: 3 })!,
      kind: 'transfer' as const,
    };
    expect(withSameSlot({ date: '2026-12-12', time: '09:00', quantity: 2 }, run)).toEqual({
      date: '2026-12-12',
      time: '09:00',
      quantity: 2,
    });
  });

  it('a party split by age adds up band by band', () => {
    const inCart = {
      ...serviceCartItem(detail(), { date: '2026-12-12', time: '09:00', quantity: 3 })!,
      ages: { adults: 2, children: 1, adult_unit_cents: 5000, child_unit_cents: 2500 },
    };
    expect(
      withSameSlot({ date: '2026-12-12', time: '09:00', quantity: 2, party: { adults: 1, children: 1 } }, inCart),
    ).toEqual({ date: '2026-12-12', time: '09:00', quantity: 5, party: { adults: 3, children: 2 } });
  });

  it('JSON-LD is a Product with an Offer in EUR and an AggregateRating', () => {
    const ld = serviceJsonLd(detail(), 'https://example.test/sintra-tour');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Sintra tour',
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: '50.00' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ld.image).toEqual(['https://example.test/img/sintra.jpg']);
    expect(serviceJsonLd(detail({ rating: { average: 0, count: 0 } }), 'https://example.test/x')).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
