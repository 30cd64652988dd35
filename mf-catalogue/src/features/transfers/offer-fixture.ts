// A transfer offer as GET /api/transfers/offers answers it, for the transfer tests.
import type { TransferOffer } from '@mp/shared/contracts';

export const OFFER = {
  id: 5,
  name: 'Mercedes V',
  car_type: 'van',
  seats: 7,
  luggage: 7,
  accessibility: false,
  value_cents: 6000,
  roundback_value_cents: 11000,
  value_discount_cents: 0,
  baby_seats_value_cents: 500,
  child_seats_value_cents: 400,
  booster_seats_value_cents: 300,
  free_cancelation: true,
  free_cancelation_policy: 24,
  districts: ['Lisboa'],
  company: { id: 2, slug: 'tr', trade_name: 'Transfers Lda', logo_url: null },
  // The API's prices for the tests' trip (a baby and a child seat): value + seats, roundback + 2 × seats.
  one_way_price_cents: 6900,
  round_trip_price_cents: 12_800,
  price_cents: 6900,
  seat_extras_cents: 900,
  service_id: 40,
  service_slug: 'lisbon-transfers',
  notes: {} as TransferOffer['notes'],
} as TransferOffer;
