/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The home's prefetch (issue 13 §14): at mount it asks for the partner's access and then, together, the figures their
// role may see, into the very queries the home reads (same keys), so the page renders them without asking again.
import { queryClient } from '@mp/shared/api';
import { accessKeys } from '../access/api/get-access';
import { bookingItemKeys } from '../bookings/api/keys';
import { homeKeys } from './api/keys';
import { HOME_VIEWS_DAYS, homeListQuery } from './home-queries';
import { prefetchHome } from './prefetch';

const json = (body: unknown) => new Response(JSON.stringify({ status: true, content: body }), { status: 200, headers: { 'content-type': 'application/json' } });
const page = { current_page: 1, last_page: 1, per_page: 5, total: 0, next_page_url: null, data: [] };
let asked: string[];

function answerAs(permissions: string[]): void {
  asked = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url, 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/dashboard/access') return json({ company_id: 1, owner: false, role: 'x', permissions });
    if (url.pathname === '/api/dashboard/booking-items') return json(page);
    if (url.pathname === '/api/dashboard/revenue') return json({ this_month_cents: 100, last_month_cents: 50 });
    return json({ total: 3, days: [] });
  }) as unknown as typeof fetch;
}

beforeEach(() => queryClient.clear());

it('fills the home queries a partner may read', async () => {
  answerAs(['bookings', 'sales', 'services']);
  await prefetchHome();
  expect(queryClient.getQueryData(accessKeys.all)).toMatchObject({ permissions: ['bookings', 'sales', 'services'] });
  expect(queryClient.getQueryData(bookingItemKeys.list(homeListQuery('new')))).toEqual(page);
  expect(queryClient.getQueryData(bookingItemKeys.list(homeListQuery('accepted')))).toEqual(page);
  expect(queryClient.getQueryData(homeKeys.revenue())).toEqual({ this_month_cents: 100, last_month_cents: 50 });
  expect(queryClient.getQueryData(homeKeys.views(HOME_VIEWS_DAYS))).toEqual({ total: 3, days: [] });
  expect(asked[0]).toBe('/api/dashboard/access');
});

it('asks for nothing the member’s role does not allow', async () => {
  answerAs(['bookings']);
  await prefetchHome();
  expect(asked.filter((a) => a.startsWith('/api/dashboard/booking-items'))).toHaveLength(2);
  expect(asked.some((a) => a.startsWith('/api/dashboard/revenue') || a.startsWith('/api/dashboard/service-views'))).toBe(false);
});
