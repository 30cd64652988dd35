/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The availability editor: a service sold by the day edits its weekly times, places and cut-off; a restaurant or an
// event (whose times and places come from their own section) edits its closed dates only, and saves those.
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import type { AvailabilityRules } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { AvailabilityEditor } from './availability-editor';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const rules: AvailabilityRules = {
  weekly: [],
  daily_capacity: 0,
  cutoff_hours: 0,
  blocked_dates: ['2030-12-25'],
};
let sent: AvailabilityRules[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sent = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = (await request.json()) as AvailabilityRules;
    sent.push(body);
    return new Response(JSON.stringify({ status: true, content: body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

function renderEditor(closedDatesOnly: boolean): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
  render(<AvailabilityEditor serviceId={7} rules={rules} closedDatesOnly={closedDatesOnly} />, { wrapper: Wrapper });
}

it('asks a service sold by the day for its weekly times, places per day and cut-off', () => {
  renderEditor(false);
  expect(screen.getByRole('heading', { name: 'Availability' })).toBeTruthy();
  expect(screen.getByRole('group', { name: 'Opening days and start times' })).toBeTruthy();
  expect(screen.getByLabelText(/Places per day/)).toBeTruthy();
});

it('asks a restaurant or an event for its closed dates only, and saves them', async () => {
  renderEditor(true);
  expect(screen.getByRole('heading', { name: 'When you are closed' })).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Opening days and start times' })).toBeNull();
  expect(screen.queryByLabelText(/Places per day/)).toBeNull();
  const dates = screen.getByLabelText(/Closed dates/);
  await user.type(dates, '{enter}2030-12-31');
  await user.click(screen.getByRole('button', { name: 'Save the availability' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.blocked_dates).toEqual(['2030-12-25', '2030-12-31']);
});
