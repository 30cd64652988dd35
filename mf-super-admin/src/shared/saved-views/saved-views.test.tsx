import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import type { SavedView } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { SavedViews } from './saved-views';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
const put = api.put as jest.MockedFunction<typeof api.put>;
const del = api.delete as jest.MockedFunction<typeof api.delete>;
addResources('superAdmin', { en, pt });

const view = (id: number, name: string, query: string, mine: boolean, shared = !mine): SavedView => ({
  id,
  list: 'sales',
  name,
  query,
  shared,
  mine,
  owner: mine ? { id: 1, name: 'Ana Admin' } : { id: 2, name: 'Filipa Finanças' },
  created_at: '2026-11-30T10:00:00.000Z',
  updated_at: '2026-11-30T10:00:00.000Z',
});
const answer = (content: unknown, status = 200) => ({ ok: true, status, data: { status: true, content } });
const refused = (status: number, errors: Record<string, string[]> = {}) => ({
  ok: false,
  status,
  body: { status: false, message: 'The given data was invalid.', errors },
  errors,
});

function Where() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderViews(url = '/super-admin/sales?status=confirmed&page=2') {
  const user = userEvent.setup();
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <SavedViews list="sales" />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return user;
}

const views = [
  view(1, 'Confirmed', 'status=confirmed', true),
  view(2, 'Card month', 'payment_method=card&from=2030-06-01', true, true),
  view(3, 'MB WAY refunds', 'payment_method=mbway&sort=-total', false),
];

async function openPanel(user: ReturnType<typeof userEvent.setup>, name = /Saved views/) {
  await user.click(await screen.findByText(name, { selector: 'summary > span' }));
}

beforeEach(() => {
  act(() => localeStore.getState().setLocale('en'));
  jest.resetAllMocks();
  get.mockResolvedValue(answer(views) as never);
});

it('lists my views and the ones colleagues share with their name, and says which view the page shows', async () => {
  const user = renderViews();
  expect(await screen.findByText('(showing “Confirmed”)')).toBeTruthy();
  await openPanel(user);
  expect(get).toHaveBeenCalledWith('/super/saved-views', expect.objectContaining({ searchParams: { list: 'sales' } }));
  const mine = screen.getByRole('region', { name: 'My views' });
  expect(within(mine).getByRole('link', { name: 'Confirmed' }).getAttribute('aria-current')).toBe('true');
  expect(within(mine).getByText('shared with colleagues')).toBeTruthy();
  const shared = screen.getByRole('region', { name: 'Shared by colleagues' });
  expect(within(shared).getByRole('link', { name: 'MB WAY refunds' })).toBeTruthy();
  expect(within(shared).getByText('by Filipa Finanças')).toBeTruthy();
  // A colleague's view is theirs to change: no rename, share or delete beside it.
  expect(within(shared).queryAllByRole('button')).toEqual([]);
  expect(within(mine).getByRole('button', { name: 'Delete “Card month”' })).toBeTruthy();
});

it('applies a view by opening the list with its filters and sort', async () => {
  const user = renderViews();
  await openPanel(user);
  await user.click(await screen.findByRole('link', { name: 'MB WAY refunds' }));
  expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('?payment_method=mbway&sort=-total');
  expect(await screen.findByText('(showing “MB WAY refunds”)')).toBeTruthy();
});

it('saves the current filters and sort, without the page number, shared when asked', async () => {
  post.mockResolvedValue(answer(view(9, 'Confirmed again', 'status=confirmed', true), 201) as never);
  const user = renderViews('/super-admin/sales?status=pending&sort=-total&page=3');
  await openPanel(user);
  await user.click(screen.getByRole('button', { name: 'Save current filters as a view' }));
  const dialog = screen.getByRole('dialog', { name: 'Save the current filters and sort' });
  await user.type(within(dialog).getByRole('textbox', { name: /Name of the view/ }), '  Pending by total ');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Share with colleagues' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(post).toHaveBeenCalledWith('/super/saved-views', {
    list: 'sales',
    query: 'status=pending&sort=-total',
    name: 'Pending by total',
    shared: true,
  });
  expect(screen.getByText('View “Confirmed again” saved.')).toBeTruthy();
});

it('shows the server’s refusal of a name on the name field, and keeps the dialog open', async () => {
  post.mockResolvedValue(
    refused(422, { name: ['You already have a view called “Confirmed” on this list. Choose another name.'] }) as never,
  );
  const user = renderViews();
  await openPanel(user);
  await user.click(screen.getByRole('button', { name: 'Save current filters as a view' }));
  const name = screen.getByRole('textbox', { name: /Name of the view/ });
  await user.type(name, 'Confirmed');
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(
    screen.getByText('You already have a view called “Confirmed” on this list. Choose another name.'),
  ).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

it('asks for a name before it asks the server', async () => {
  const user = renderViews();
  await openPanel(user);
  await user.click(screen.getByRole('button', { name: 'Save current filters as a view' }));
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  expect(await screen.findByText(/required/i)).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
});

it('renames, saves newer filters into and unshares the owner’s view', async () => {
  put.mockImplementation(async (_path, body) => answer({ ...views[1], ...(body as object) }) as never);
  const user = renderViews();
  await openPanel(user);
  await user.click(screen.getByRole('button', { name: 'Rename “Card month”' }));
  const name = screen.getByRole('textbox', { name: /Name of the view/ });
  await user.clear(name);
  await user.type(name, 'Card in June');
  await user.click(screen.getByRole('button', { name: 'Rename' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/super/saved-views/2', { name: 'Card in June' }));
  await user.click(screen.getByRole('button', { name: 'Save current filters into “Card month”' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/super/saved-views/2', { query: 'status=confirmed' }));
  await user.click(screen.getByRole('button', { name: 'Stop sharing “Card month”' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/super/saved-views/2', { shared: false }));
  // The view the page already shows has nothing newer to save.
  expect(screen.queryByRole('button', { name: 'Save current filters into “Confirmed”' })).toBeNull();
});

it('deletes a view only after confirmation', async () => {
  del.mockResolvedValue(answer({ id: 2 }) as never);
  const user = renderViews();
  await openPanel(user);
  await user.click(screen.getByRole('button', { name: 'Delete “Card month”' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Delete “Card month”?' })).getByRole('button', { name: 'Cancel' }),
  );
  expect(del).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete “Card month”' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(del).toHaveBeenCalledWith('/super/saved-views/2'));
  expect(await screen.findByText('View “Card month” deleted.')).toBeTruthy();
});

it('speaks European Portuguese', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  get.mockResolvedValue(answer([]) as never);
  const user = renderViews();
  await openPanel(user, /Vistas guardadas/);
  expect(screen.getByText('Ainda não tem vistas guardadas desta lista.')).toBeTruthy();
  expect(screen.getByText('Nenhum colega partilha uma vista desta lista.')).toBeTruthy();
});
