// A service page answer for the screen tests, shaped as GET /api/services/{slug} answers it.
import type { ServiceDetail } from '@mp/shared/contracts';

export function detail(patch: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: 7, slug: 'sintra-tour', service_slug: 'sintra-tour', name: 'Sintra tour', service_name: 'Sintra tour', kind: 'experience',
    short_description: 'A day in Sintra', image_url: '/img/sintra.jpg',
    category: { id: 1, slug: 'tours', name: 'Tours', kind: 'experience' },
    city: { id: 1, slug: 'sintra', name: 'Sintra', district: 'Lisboa' },
    company: { id: 3, slug: 'lisbon-tours', trade_name: 'Lisbon Tours', logo_url: null, description: null, city: null },
    value_cents: 5000, value_discount_cents: 0, priceType: 'per_person', maxCapacity: 4,
    extraPrices: [{ maxCapacity: 8, value_cents: 4000 }, { maxCapacity: 12, value_cents: 3500 }],
    seats: 12, duration: 240, languages: ['en', 'pt'],
    annotations: { calendar_price: false, free_cancellation: true, cancellation_policy: 24, notes: null, selected_language: null },
    rating: { average: 4.5, count: 2 }, sponsored: false, weekly_deal: false, gift_card_values_cents: null, created_at: '2026-01-01T00:00:00Z',
    status: 'active', description: 'Palaces', highlights: [], meeting_point: null, images: [{ url: '/img/sintra.jpg', alt: 'Pena palace' }],
    ageStart: 6, ageEnd: 99, daily_capacity: 20, start_times: ['09:00'],
    reviews: { current_page: 1, last_page: 1, per_page: 5, total: 0, next_page_url: null, data: [] },
    ...patch,
  } as ServiceDetail;
}
