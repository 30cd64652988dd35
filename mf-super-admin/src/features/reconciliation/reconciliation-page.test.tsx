import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ReconciliationPage from './reconciliation-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } });
const refund = {
  id: 41,
  booking_id: 9,
  provider: 'paypal',
  external_id: 'paypal_abc',
  amount_cents: 2500,
  reason: 'cancellation',
  status: 'pending',
  attempts: 2,
  last_error: 'PayPal 500: error',
  next_attempt_at: '2026-11-29T10:00:00.000Z',
  created_at: '2026-11-29T09:00:00.000Z',
};
const day = {
  day: '2026-11-28',
  runs: [
    {
      method: 'card',
      provider: 'sandbox',
      checked_at: '2026-11-29T01:00:00.000Z',
      ours: 3,
      theirs: 3,
      differences: [],
      error: null,
    },
    {
      method: 'crypto',
      provider: 'nowpayments',
      checked_at: '2026-11-29T01:00:00.000Z',
      ours: 1,
      theirs: 0,
      differences: [],
      error: 'NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD are needed',
    },
    {
      method: 'paypal',
      provider: 'paypal',
      checked_at: '2026-11-29T01:00:00.000Z',
      ours: 2,
      theirs: 2,
      differences: [
        {
          external_id: 'paypal_xyz',
          kind: 'payment',
          problem: 'amount',
          ours: { amount_cents: 2100, status: 'paid' },
          gateway: { amount_cents: 2000, status: 'paid' },
        },
      ],
      error: null,
    },
  ],
};

function renderPage(url = '/super-admin/reconciliation?day=2026-11-28') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/reconciliation"
              element={<ReconciliationPage title="Reconciliation" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(
    async (url: string) =>
      (url === '/super/reconciliation'
        ? ok({ days: [{ day: '2026-11-28', differences: 1, errors: 1 }], open_refunds: [refund] })
        : ok(day)) as never,
  );
});

describe('ReconciliationPage', () => {
  it("lists the day's differences per gateway, an unreadable gateway, and the refunds still open", async () => {
    renderPage();
    const paypal = await screen.findByRole('article', { name: 'PayPal' });
    const row = within(within(paypal).getByRole('table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('paypal_xyz');
    expect(row.textContent).toContain('Amounts differ');
    expect(row.textContent).toContain('€21.00');
    expect(within(screen.getByRole('article', { name: 'Crypto' })).getByRole('alert').textContent).toContain(
      'NOWPAYMENTS_EMAIL',
    );
    expect(
      within(screen.getByRole('article', { name: 'Card' })).getByText("Our records and the gateway's agree."),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/super/reconciliation/day',
      expect.objectContaining({ searchParams: { day: '2026-11-28' } }),
    );
    const refunds = await screen.findByRole('table', { name: /Refunds still being retried/ });
    expect(within(refunds).getAllByRole('row')[1]?.textContent).toContain('PayPal 500: error');
  });

  it('checks the day again and retries a refund on request', async () => {
    post.mockImplementation(
      async (url: string) =>
        (url === '/super/reconciliation/run'
          ? ok({ ...day, runs: [] })
          : ok({ refunded: true, refund: null })) as never,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Check 28/11/2026 again' }));
    expect(post).toHaveBeenCalledWith('/super/reconciliation/run', { day: '2026-11-28' });
    expect(await screen.findByText('This day has not been checked yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry refund 41 now' }));
    expect(post).toHaveBeenCalledWith('/super/reconciliation/refunds/41/retry', {});
  });

  it('records a manual refund as paid back from a dialog, with the keyboard, and the list updates', async () => {
    const manual = {
      ...refund,
      id: 52,
      provider: 'crypto',
      status: 'manual',
      attempts: 1,
      last_error: 'no refund API',
      next_attempt_at: null,
    };
    let open = [refund, manual];
    get.mockImplementation(
      async (url: string) =>
        (url === '/super/reconciliation' ? ok({ days: [], open_refunds: open }) : ok(day)) as never,
    );
    post.mockImplementation(async () => {
      open = [refund];
      return ok({ id: 52, note: '0xfeed', settled_at: '2026-11-29T11:00:00.000Z' }) as never;
    });
    renderPage();
    const refunds = await screen.findByRole('table', { name: /Refunds still being retried/ });
    // Only a refund left to staff offers it; a pending one is retried instead.
    expect(within(refunds).queryByRole('button', { name: 'Record refund 41 as paid back' })).toBeNull();
    within(refunds).getByRole('button', { name: 'Record refund 52 as paid back' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Record refund 52 as paid back' });
    const note = within(dialog).getByRole('textbox', { name: /How it was paid back/ });
    expect(document.activeElement).toBe(note);
    // An empty note is refused in the dialog, announced with the field, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as paid back' }));
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Say how the refund was paid back.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(note, '0xfeed{Enter}');
    expect(post).toHaveBeenCalledWith('/super/reconciliation/refunds/52/settle', { note: '0xfeed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: /Refunds still being retried/ })).queryByText('no refund API'),
      ).toBeNull(),
    );
  });

  it("shows the API's answer on the note when it refuses it", async () => {
    const manual = { ...refund, id: 52, provider: 'crypto', status: 'manual', next_attempt_at: null };
    get.mockImplementation(
      async (url: string) =>
        (url === '/super/reconciliation' ? ok({ days: [], open_refunds: [manual] }) : ok(day)) as never,
    );
    post.mockResolvedValue({ ok: false, status: 422, body: {}, errors: { note: ['Too long.'] } } as never);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Record refund 52 as paid back' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /How it was paid back/ }), 'ref{Enter}');
    expect(await within(dialog).findByText('Too long.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
