/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The partner's reviews: the list with stars, service, author, date and the verified mark; the Answered / Not
// answered filter in the URL; a reply sent from the labelled text area that then shows under its review; the
// server's refusal shown on the field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { authStore } from '@mp/shared/stores';
import type { CompanyReview, CompanyReviews } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderAt } from '../../test-support/render';
import ReviewsPage from './reviews-page';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (content: unknown) => json(200, { status: true, content });

const review = (over: Partial<CompanyReview> = {}): CompanyReview => ({
  id: 7,
  service_id: 3,
  service_name: 'Alfama walking tour',
  stars: 4,
  text: 'Lovely walk, steep streets.',
  author: 'Ana S.',
  language: 'en',
  created_at: '2026-07-14T23:30:00.000Z',
  country: 'pt',
  verified: true,
  reply_text: null,
  reply_at: null,
  ...over,
});
const pageOf = (data: CompanyReview[]): CompanyReviews => ({
  average: 4,
  count: data.length,
  distribution: [0, 0, 0, 1, 0],
  reviews: { current_page: 1, last_page: 1, per_page: 10, total: data.length, next_page_url: null, data },
});

let calls: { url: string; method: string; body: Record<string, unknown> | null }[];
let answer: (url: string, method: string) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  authStore.setState({
    user: { id: 21, user_type: 'SUPPLIER', email: 'partner@demo.pt', first_name: 'P', last_name: 'D' } as never,
  });
  answer = () => ok(pageOf([review()]));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null;
    calls.push({ url: request.url, method: request.method, body });
    return answer(request.url, request.method);
  }) as unknown as typeof fetch;
});

const renderPage = (path = '/dashboard/reviews') =>
  renderAt(
    <ReviewsPage route={routes.find((r) => r.id === 'dashboard.reviews')!} params={{}} title="Reviews and replies" />,
    path,
  );

describe('reviews page', () => {
  it('lists the reviews with stars, service, author, Lisbon date and the verified mark', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Alfama walking tour' })).toBeTruthy();
    expect(within(item).getByRole('img', { name: '4 stars' })).toBeTruthy();
    // 23:30 UTC on 14 July is 00:30 on 15 July in Lisbon (summer time).
    expect(within(item).getByText(/Ana S\. · 15 Jul 2026 · PT/)).toBeTruthy();
    expect(within(item).getByText(/Verified booking/)).toBeTruthy();
  });

  it('filters Not answered through the URL and the API query', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Reviews' });
    const filter = screen.getByRole('group', { name: 'Show' });
    await user.click(within(filter).getByRole('button', { name: 'Not answered' }));
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('answered') === 'no')).toBe(true));
    expect(within(filter).getByRole('button', { name: 'Not answered' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads the filter from the URL', async () => {
    renderPage('/dashboard/reviews?answered=yes');
    await screen.findByRole('list', { name: 'Reviews' });
    expect(new URL(calls[0]!.url).searchParams.get('answered')).toBe('yes');
  });

  it('sends a reply and shows it under the review with its date', async () => {
    answer = (url, method) =>
      method === 'POST'
        ? ok(review({ reply_text: 'Thank you, Ana!', reply_at: '2026-07-20T09:00:00.000Z' }))
        : ok(pageOf([review()]));
    renderPage('/dashboard/reviews?answered=no');
    await user.click(await screen.findByRole('button', { name: 'Reply to Ana S.' }));
    await user.type(screen.getByLabelText(/Your reply/), 'Thank you, Ana!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const reply = await screen.findByRole('region', { name: 'Your reply' });
    expect(within(reply).getByText('Thank you, Ana!')).toBeTruthy();
    expect(within(reply).getByText('20 Jul 2026')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/dashboard\/reviews\/7\/reply$/);
    expect(post.body).toEqual({ text: 'Thank you, Ana!' });
    expect(screen.queryByRole('button', { name: 'Reply to Ana S.' })).toBeNull();
  });

  it('shows the server’s refusal on the field', async () => {
    answer = (url, method) =>
      method === 'POST'
        ? json(409, { status: false, message: 'This review has already been answered.' })
        : ok(pageOf([review()]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reply to Ana S.' }));
    await user.type(screen.getByLabelText(/Your reply/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByLabelText(/Your reply/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This review has already been answered.')).toBeTruthy();
  });

  it('shows the 422 field message from the server', async () => {
    answer = (url, method) =>
      method === 'POST'
        ? json(422, { message: 'Invalid', errors: { text: ['Use at most 2000 characters.'] } })
        : ok(pageOf([review()]));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reply to Ana S.' }));
    await user.type(screen.getByLabelText(/Your reply/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Use at most 2000 characters.')).toBeTruthy();
  });
});
