import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ServicesPage from './services-page';

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
const service = {
  id: 3,
  slug: 'sunset-sail',
  name: 'Sunset sail',
  kind: 'experience',
  status: 'active',
  sponsored: false,
  weekly_deal: false,
  value_cents: 4500,
  company: { id: 1, trade_name: 'Lisboa Autêntica', status: 'active' },
  live: true,
  created_at: '2026-10-01T10:00:00.000Z',
};

function renderPage(url = '/super-admin/services') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/services"
              element={<ServicesPage title="Services" params={{}} route={{} as never} />}
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
  get.mockResolvedValue(page([service]) as never);
});

describe('services page', () => {
  it('asks the type’s endpoint with the list and search from the URL', async () => {
    renderPage('/super-admin/services?type=wellness&status=promoted&q=sail');
    await screen.findByText('Sunset sail');
    expect(get).toHaveBeenCalledWith(
      '/super/wellness',
      expect.objectContaining({ searchParams: expect.objectContaining({ status: 'promoted', search: 'sail' }) }),
    );
    expect(get.mock.calls[0]?.[1]).not.toHaveProperty('searchParams.type');
  });

  it('deactivates only after the confirmation, and switches a home-page place', async () => {
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: service } } as never);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Sunset sail' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Deactivate Sunset sail?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(post).toHaveBeenCalledWith('/super/services/3/update', { status: 'inactive' });
    await user.click(screen.getByRole('checkbox', { name: 'Weekly deal: Sunset sail' }));
    expect(post).toHaveBeenLastCalledWith('/super/services/3/update', { weekly_deal: true });
  });

  /** The content of the demo service as the API answers it, and its "Edit content" dialog opened. */
  async function openContentDialog() {
    const content = {
      id: 3,
      slug: 'sunset-sail',
      kind: 'experience',
      status: 'active',
      promoted: false,
      category_id: 1,
      city_id: 1,
      name: { en: 'Sunset sail', pt: 'Passeio ao pôr do sol' },
      short_description: { en: 'Sail', pt: 'Vela' },
      description: { en: 'Long', pt: 'Longo' },
    };
    get.mockImplementation(
      async (path: string) =>
        (path === '/super/services/3/content'
          ? { ok: true, status: 200, data: { status: true, content } }
          : page([service])) as never,
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit content: Sunset sail' }));
    return { content, user, dialog: screen.getByRole('dialog', { name: 'Content of Sunset sail' }) };
  }

  it('edits a service’s content in a dialog; a field error from the server lands on its field', async () => {
    const { content, user, dialog } = await openContentDialog();
    const name = await within(dialog).findByDisplayValue('Passeio ao pôr do sol');
    await user.clear(name);
    await user.type(name, 'Vela ao pôr do sol');
    post.mockResolvedValueOnce({ ok: false, status: 422, body: {}, errors: { name_pt: ['Nome já usado.'] } } as never);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(post).toHaveBeenCalledWith('/super/services/3/content', {
      name_en: 'Sunset sail',
      name_pt: 'Vela ao pôr do sol',
      short_description_en: 'Sail',
      short_description_pt: 'Vela',
      description_en: 'Long',
      description_pt: 'Longo',
    });
    expect(await within(dialog).findByText('Nome já usado.')).toBeTruthy();
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content } } as never);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(post).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('refuses an empty or blank name before sending it, with a message on the field', async () => {
    const { user, dialog } = await openContentDialog();
    const english = await within(dialog).findByDisplayValue('Sunset sail');
    await user.clear(english);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    await user.type(english, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(english.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(message?.textContent).toContain('Enter a name in this language.');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Content of Sunset sail' })).toBeTruthy();
  }, 20_000);
});
