// Helpers of the storefront journeys: a small-capacity demo experience and a way to take its places on a
// date, the way other travellers would (a guest booking through the real cart and booking calls, MB WAY left waiting
// so the places stay held).
import type { APIRequestContext } from '@playwright/test';
import { catalogue } from '../../api/src/db/seed-data/index';
import { expect } from '../support/fixtures';
import { MBWAY_PHONES, serviceId } from './checkout-support';

const small = catalogue.services.find((s) => s.slug === 'guimaraes-braga-day-trip');
if (!small) throw new Error('the demo catalogue lacks guimaraes-braga-day-trip');
/** A demo experience with 8 places a day, so a journey fills a date with one booking. */
export const SMALL_EXPERIENCE = small;
const largestGroup = Math.max(small.max_capacity, ...small.extra_prices.map((t) => t.max_capacity));

/** Places left on `date` (POST /api/cart/check, the call the service page makes). */
export async function placesLeft(request: APIRequestContext, id: number, date: string): Promise<number> {
  const res = await request.post('/api/cart/check', {
    data: { items: [{ id: 'probe', service_id: id, date, time: small?.start_times[0] ?? null, quantity: 1 }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { content: { items: { places_left: number }[] } }).content.items[0]?.places_left ?? 0;
}

/** Books all but `leave` places of the small experience on `date` as a guest (MB WAY request left unanswered). */
export async function takePlaces(request: APIRequestContext, date: string, leave = 0): Promise<void> {
  const id = await serviceId(request, SMALL_EXPERIENCE.slug);
  let toTake = (await placesLeft(request, id, date)) - leave;
  const items: {
    id: string;
    service_id: number;
    date: string;
    time: string | null;
    quantity: number;
    notes: Record<string, unknown>;
  }[] = [];
  while (toTake > 0) {
    const quantity = Math.min(largestGroup, toTake);
    items.push({
      id: `fill-${items.length}`,
      service_id: id,
      date,
      time: SMALL_EXPERIENCE.start_times[0] ?? null,
      quantity,
      notes: {},
    });
    toTake -= quantity;
  }
  if (items.length === 0) return;
  const cart = await request.post('/api/cart', { data: { items } });
  expect(cart.ok(), await cart.text()).toBe(true);
  const token = ((await cart.json()) as { content: { cart_token: string } }).content.cart_token;
  const billing = {
    first_name: 'Rita',
    last_name: 'Cheia',
    phone: '912000003',
    email: `fill-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pt`,
    country: 'pt',
    city: 'Porto',
    address: 'Rua das Flores 1',
    zipcode: '4050-262',
    vatnumber: '',
  };
  const booking = await request.post('/api/bookings', {
    headers: { 'x-cart-token': token },
    data: {
      payment_method: 'mbway',
      promo_code: '',
      billingData: billing,
      ...billing,
      notes: '',
      customer_phone: `351#${MBWAY_PHONES.silent}`,
    },
  });
  expect(booking.ok(), await booking.text()).toBe(true);
  expect(await placesLeft(request, id, date)).toBe(leave);
}
