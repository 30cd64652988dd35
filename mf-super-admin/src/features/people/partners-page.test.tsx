import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import PartnersPage from './partners-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const page = (data: unknown[]) => ({
  ok: true,
  status: 200,
  data: {
    status: true,
    content: { current_page: 1, last_page: 1, per_page: 15, total: data.length, next_page_url: null, data },
  },
});
const partner = {
  id: 5,
  slug: 'quinta-da-revisao',
  trade_name: 'Quinta da Revisão',
  business_name: 'Quinta da Revisão, Lda.',
  tax_number: '516000093',
  company_type: 'experiences',
  status: 'pending',
  commission_rate: 15,
  modules: { experiences: true, transfers: false },
  owner: { id: 9, email: 'pending-partner@demo.pt', name: 'Rui Sardinha', phone: null },
  services: 1,
  active_services: 1,
  status_reason: null,
  status_changed_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

function renderPage(url = '/super-admin/partners') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/partners"
              element={<PartnersPage title="Partners" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  act(() => localeStore.getState().setLocale('en'));
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue(page([partner]) as never);
  // Three toasts fill the corner and a fourth waits in the queue: each test starts with none.
  toastStore.getState().clear();
});

describe('partners page', () => {
  it('says how many companies wait for review and sends the status filter from the URL', async () => {
    renderPage('/super-admin/partners?q=quinta');
    expect(await screen.findByText('1 company is waiting for review.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Partner companies' });
    expect(within(table).getByText('Pending review')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show pending companies' }));
    expect(get).toHaveBeenLastCalledWith(
      '/super/partners',
      expect.objectContaining({ searchParams: expect.objectContaining({ search: 'quinta', status: 'pending' }) }),
    );
  });

  it('says how many companies ask for a module and shows only them, by the filter in the URL', async () => {
    const asking = {
      ...partner,
      status: 'active',
      module_request: 'transfers',
      module_requested_at: '2026-11-20T10:00:00.000Z',
    };
    get.mockImplementation(async (_path, options) => {
      const params = (options as { searchParams?: Record<string, unknown> }).searchParams ?? {};
      if (params.status === 'pending') return page([]) as never;
      return page(params.module_request === '1' || params.per_page !== 1 ? [asking] : []) as never;
    });
    renderPage();
    expect(await screen.findByText('1 company is asking for a module.')).toBeTruthy();
    expect(screen.queryByText(/waiting for review/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show module requests' }));
    expect(get).toHaveBeenLastCalledWith(
      '/super/partners',
      expect.objectContaining({ searchParams: expect.objectContaining({ module_request: '1' }) }),
    );
    // Showing only them, the notice has said what it had to.
    await waitFor(() => expect(screen.queryByText('1 company is asking for a module.')).toBeNull());
    expect((screen.getByLabelText('Module requests') as HTMLSelectElement).value).toBe('1');
  });

  it('approves only after the confirmation', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { ...partner, status: 'active' } },
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Quinta da Revisão' }));
    expect(post).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Approve Quinta da Revisão?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenCalledWith('/super/partners/5/update', { status: 'active' });
  });

  it('rejects only with a reason: an empty one is refused on the field, the server’s 422 lands there too', async () => {
    post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: {},
      errors: { reason: ['Say why: the partner reads this reason in the mail and on their dashboard.'] },
    } as never);
    post.mockResolvedValueOnce({
      ok: true,
      status: 200,
      data: { status: true, content: { ...partner, status: 'rejected', status_reason: 'Wrong NIF.' } },
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Quinta da Revisão' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Quinta da Revisão?' });
    const field = within(dialog).getByLabelText(/^Reason/);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(post).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(post).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Wrong NIF.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenLastCalledWith('/super/partners/5/update', { status: 'rejected', reason: 'Wrong NIF.' });
    expect(
      await within(dialog).findByText('Say why: the partner reads this reason in the mail and on their dashboard.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(post).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Quinta da Revisão not approved; the partner was told why.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers a module a live company asked for: approve at once, decline only with a reason', async () => {
    const asking = {
      ...partner,
      status: 'active',
      module_request: 'transfers',
      module_requested_at: '2026-11-30T10:00:00.000Z',
    };
    get.mockResolvedValue(page([asking]) as never);
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { ...asking, module_request: null } },
    } as never);
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Asks for Transfers since 30/11/2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline Transfers for Quinta da Revisão' }));
    const decline = screen.getByRole('dialog', { name: 'Decline Transfers for Quinta da Revisão' });
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    expect(post).not.toHaveBeenCalled();
    expect(
      within(decline)
        .getByLabelText(/^Reason/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await user.type(within(decline).getByLabelText(/^Reason/), 'Send us your IMT licence.');
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenLastCalledWith('/super/partners/5/update', {
      module_request: 'decline',
      reason: 'Send us your IMT licence.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Approve Transfers for Quinta da Revisão' }));
    const approve = screen.getByRole('dialog', { name: 'Approve Transfers for Quinta da Revisão' });
    await user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(post).toHaveBeenLastCalledWith('/super/partners/5/update', { module_request: 'approve' });
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Quinta da Revisão can now sell Transfers. The partner was e-mailed.',
      ),
    );
    // Two dialogs and typing: longer than Jest's default 5 s on a busy 2-core machine.
  }, 15_000);

  it('shows a suspended company’s reason and offers to reactivate it', async () => {
    get.mockResolvedValue(
      page([{ ...partner, status: 'suspended', status_reason: 'Tours cancelled on the day.' }]) as never,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Partner companies' });
    expect(await within(table).findByText('Reason: Tours cancelled on the day.')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Reactivate Quinta da Revisão' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Suspend Quinta da Revisão' })).toBeNull();
  });

  it('puts the server’s 422 on the commission rate field', async () => {
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { commission_rate: ['Enter a rate from 0 to 100 %.'] },
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the commission rate of Quinta da Revisão' }));
    const dialog = screen.getByRole('dialog', { name: 'Commission rate of Quinta da Revisão' });
    const field = within(dialog).getByLabelText(/^Commission rate/);
    await user.clear(field);
    await user.type(field, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/super/partners/5/update', { commission_rate: 150 });
    expect(await within(dialog).findByText('Enter a rate from 0 to 100 %.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits the modules; the server’s 422 on modules shows in the dialog', async () => {
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { modules: ['Keep at least one module (experiences or transfers).'] },
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the modules of Quinta da Revisão' }));
    const dialog = screen.getByRole('dialog', { name: 'Modules of Quinta da Revisão' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Experiences' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/super/partners/5/update', {
      modules: { experiences: false, transfers: false },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Keep at least one module (experiences or transfers).',
    );
  });

  it.each([
    ['en', 'Edit the commission rate of Quinta da Revisão', '12.5%'],
    ['pt', 'Editar a taxa de comissão de Quinta da Revisão', '12,5%'],
  ] as const)('writes the commission rate in %s', async (locale, editName, shown) => {
    get.mockResolvedValue(page([{ ...partner, commission_rate: 12.5 }]) as never);
    act(() => localeStore.getState().setLocale(locale));
    renderPage();
    const edit = await screen.findByRole('button', { name: editName });
    expect(edit.parentElement?.textContent?.startsWith(`${shown} `)).toBe(true);
  });

  it('starts the rate field as Portuguese writes the rate, and saves it back as a number', async () => {
    get.mockResolvedValue(page([{ ...partner, commission_rate: 12.5 }]) as never);
    post.mockResolvedValue({
      ok: true,
      status: 200,
      body: { content: { ...partner, commission_rate: 12.5 } },
    } as never);
    act(() => localeStore.getState().setLocale('pt'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar a taxa de comissão de Quinta da Revisão' }));
    const dialog = screen.getByRole('dialog', { name: 'Taxa de comissão de Quinta da Revisão' });
    const field = within(dialog).getByLabelText<HTMLInputElement>(/^Taxa de comissão/);
    expect(field.value).toBe('12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(post).toHaveBeenCalledWith('/super/partners/5/update', { commission_rate: 12.5 });
  });

  it('links a live company to its storefront page in the page’s language', async () => {
    get.mockResolvedValue(page([{ ...partner, status: 'active' }]) as never);
    localeStore.setState({ locale: 'pt' });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Quinta da Revisão' });
    expect(link.getAttribute('href')).toBe('/pt/partner/quinta-da-revisao');
  });
});
