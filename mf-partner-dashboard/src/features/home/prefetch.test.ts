/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The home's prefetch: at mount one call (GET api/dashboard/home) fills the very queries the layout
// and the home read (same keys), so they render without asking again; a part the role does not allow fills nothing.
import { queryClient } from '@mp/shared/api';
import { accessKeys } from '../../shared/access/api/get-access';
import { bookingItemKeys } from '../../shared/booking-items/api/keys';
import { homeKeys } from './api/keys';
import { HOME_VIEWS_DAYS, homeListQuery } from './home-queries';
import { prefetchHome } from './prefetch';

const page = (total: number) => ({ current_page: 1, last_page: 1, per_page: 5, total, next_page_url: null, data: [] });
let asked: string[];

function answer(home: Record<string, unknown>): void {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url, 'http://x');
    asked.push(url.pathname);
    return new Response(JSON.stringify({ status: true, content: home }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

beforeEach(() => queryClient.clear());

it('fills the queries of the layout and the home from one answer', async () => {
  const access = { company_id: 1, owner: true, role: null, permissions: ['bookings', 'sales', 'services'] };
  answer({
    access,
    new: page(2),
    accepted: page(3),
    revenue: { this_month_cents: 100, last_month_cents: 50, currency: 'EUR' },
    views: { total: 3, days: [] },
  });
  await prefetchHome();
  expect(asked).toEqual(['/api/dashboard/home']);
  expect(queryClient.getQueryData(accessKeys.all)).toEqual(access);
  expect(queryClient.getQueryData(bookingItemKeys.list(homeListQuery('new')))).toEqual(page(2));
  expect(queryClient.getQueryData(bookingItemKeys.list(homeListQuery('accepted')))).toEqual(page(3));
  expect(queryClient.getQueryData(homeKeys.revenue())).toMatchObject({ this_month_cents: 100 });
  expect(queryClient.getQueryData(homeKeys.views(HOME_VIEWS_DAYS))).toEqual({ total: 3, days: [] });
});

it('fills nothing for a part the role does not allow', async () => {
  answer({
    access: { company_id: 1, owner: false, role: 'Bookings manager', permissions: ['bookings'] },
    new: page(1),
    accepted: page(0),
    revenue: null,
    views: null,
  });
  await prefetchHome();
  expect(queryClient.getQueryData(homeKeys.revenue())).toBeUndefined();
  expect(queryClient.getQueryData(homeKeys.views(HOME_VIEWS_DAYS))).toBeUndefined();
  expect(queryClient.getQueryData(bookingItemKeys.list(homeListQuery('new')))).toEqual(page(1));
});
