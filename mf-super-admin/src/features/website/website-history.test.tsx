// The website texts' History: a static page's saved versions (Lisbon time, day first; who), a read-only preview of
// one with what differs from the current text, a confirmed restore after which the editor shows the restored text and
// a toast says so; the hero's words have a History per language too, and a preview before saving. A save based on an
// older version than the newest (the API's 409) keeps the edit and offers the latest.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api, ApiError } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import WebsitePage from './website-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });
jest.setTimeout(20_000);

const ok = <T,>(content: T) => ({ ok: true as const, status: 200, data: { status: true, content } });
const hero = (language: 'en' | 'pt', title: string) => ({
  language,
  title,
  subtitle: `${language} subtitle`,
  image_url: '/shell/heroes/home.svg',
  custom_image: false,
  updated_at: null,
  updated_by: null,
  version_id: 4,
});
const oldText = { title: 'About us', description: 'About.', body: 'The old lead.\n\n## Who we are\n\nA team.' };
const newText = { title: 'About us', description: 'About.', body: 'A wrong lead.' };
const page = (text: typeof oldText, who: string, versionId = 3) => ({
  slug: 'about-us',
  language: 'en',
  ...text,
  updated_on: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: who,
  version_id: versionId,
});
const summary = (id: number, savedAt: string, who: string | null, isCurrent: boolean) => ({
  id,
  saved_at: savedAt,
  saved_by_id: who ? id : null,
  saved_by: who,
  summary: 'About us',
  restored_from: null,
  current: isCurrent,
});
const pageOf = <T,>(data: T[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: data.length,
  next_page_url: null,
  data,
});
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  act(() => {
    localeStore.getState().setLocale('en');
    toastStore.getState().clear();
  });
  get.mockImplementation(async (path: string) => {
    if (path === '/super/website/home')
      return ok([hero('en', 'Experiences across Portugal'), hero('pt', 'Experiências em Portugal')]) as never;
    if (path === '/super/website/home/pt/versions')
      return ok(pageOf([summary(4, '2026-11-21T09:05:00.000Z', 'Rui Staff', true)])) as never;
    if (path === '/super/website/pages')
      return ok([{ slug: 'about-us', title: { en: 'About us', pt: 'Sobre nós' }, updated_at: null }]) as never;
    if (path === '/super/website/pages/about-us/en') return ok(page(newText, 'Rui Staff')) as never;
    if (path === '/super/website/pages/about-us/en/versions')
      return ok(
        pageOf([
          summary(3, '2026-11-21T09:00:00.000Z', 'Rui Staff', true),
          // 23:15 UTC on 31 December is still that day in Lisbon (winter time, UTC+0).
          summary(2, '2026-12-31T23:15:00.000Z', null, false),
        ]),
      ) as never;
    if (path === '/super/website/pages/about-us/en/versions/2')
      return ok({ ...summary(2, '2026-12-31T23:15:00.000Z', null, false), content: oldText }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderPage(url: string) {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/website"
              element={<WebsitePage title="Website" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

it("lists a page's versions, previews one read-only and restores it after a confirmation; the editor shows it", async () => {
  renderPage('/super-admin/website?section=pages&page=about-us&lang=en');
  const body = await screen.findByRole('textbox', { name: /^Text/ });
  expect((body as HTMLTextAreaElement).value).toBe(newText.body);
  const history = screen.getByRole('region', { name: 'History' });
  expect(get).not.toHaveBeenCalledWith('/super/website/pages/about-us/en/versions', expect.anything());
  await user.click(within(history).getByRole('button', { name: 'Show the history' }));
  const items = within(await within(history).findByRole('list', { name: 'Saved versions' })).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('21/11/2026, 09:00');
  expect(items[0]!.textContent).toContain('Rui Staff');
  expect(items[1]!.textContent).toContain('31/12/2026, 23:15');
  expect(items[1]!.textContent).toContain('earlier content (before history was kept)');

  await user.click(within(items[1]!).getByRole('button', { name: /^Preview the version of 31\/12\/2026, 23:15/ }));
  const preview = await within(history).findByRole('region', { name: /^Version of 31\/12\/2026, 23:15/ });
  expect(within(preview).getByText('The old lead.')).toBeTruthy();
  expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeTruthy();
  expect(within(preview).queryByRole('textbox')).toBeNull();
  // Only the body differs from the current text, shown before and after.
  const differences = within(preview).getByRole('heading', { name: 'What differs from the current version' })
    .nextElementSibling as HTMLElement;
  expect(
    within(differences)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Text']);
  expect(within(differences).getByText('A wrong lead.')).toBeTruthy();
  expect(within(differences).getByText(/^The old lead\./)).toBeTruthy();

  post.mockResolvedValue(ok(page(oldText, 'Ana Staff')) as never);
  await user.click(within(preview).getByRole('button', { name: 'Restore this version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(post).not.toHaveBeenCalled();
  await user.click(within(preview).getByRole('button', { name: 'Restore this version' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Restore this version?' })).getByRole('button', {
      name: 'Restore this version',
    }),
  );
  await waitFor(() => expect(post).toHaveBeenCalledWith('/super/website/pages/about-us/en/versions/2/restore', {}));
  await waitFor(() => expect((body as HTMLTextAreaElement).value).toBe(oldText.body));
  expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(
    'The version of 31/12/2026, 23:15 was restored: the editor shows it and the site does too.',
  );
});

it("shows the hero's History per language, in Portuguese too", async () => {
  act(() => localeStore.getState().setLocale('pt'));
  renderPage('/super-admin/website');
  const card = await screen.findByRole('region', { name: 'Destaque em Português' });
  const history = within(card).getByRole('region', { name: 'Histórico' });
  await user.click(within(history).getByRole('button', { name: 'Mostrar o histórico' }));
  const item = within(await within(history).findByRole('list', { name: 'Versões guardadas' })).getByRole('listitem');
  expect(item.textContent).toContain('21/11/2026, 09:05');
  expect(item.textContent).toContain('Rui Staff');
  expect(item.textContent).toContain('atual');
});

it("previews the hero's words before saving them, as the home page's top shows them", async () => {
  renderPage('/super-admin/website');
  const card = await screen.findByRole('region', { name: 'Hero in English' });
  const preview = within(card).getByRole('region', { name: /^Preview before saving/ });
  expect(within(preview).getByText('Experiences across Portugal')).toBeTruthy();
  const title = within(card).getByRole('textbox', { name: /^Title/ });
  await user.clear(title);
  await user.type(title, 'Lisbon by night');
  expect(within(preview).getByText('Lisbon by night')).toBeTruthy();
  expect(within(preview).getByText('en subtitle')).toBeTruthy();
});

it('a page save refused as based on an older version keeps the edit, shows what differs and reloads the latest', async () => {
  const newer = { ...newText, body: 'Rui saved this lead.' };
  let latest = page(newText, 'Rui Staff');
  const answer = get.getMockImplementation()!;
  get.mockImplementation(async (path: string, ...rest) => {
    if (path === '/super/website/pages/about-us/en') return ok(latest) as never;
    return answer(path, ...rest);
  });
  renderPage('/super-admin/website?section=pages&page=about-us&lang=en');
  const body = (await screen.findByRole('textbox', { name: /^Text/ })) as HTMLTextAreaElement;
  await user.clear(body);
  await user.type(body, 'My new lead.');
  post.mockImplementation(async () => {
    latest = page(newer, 'Inês Staff', 5);
    throw new ApiError(409, { message: 'newer version' }, {});
  });
  await user.click(screen.getByRole('button', { name: /^Save/ }));
  expect(post).toHaveBeenCalledWith(
    '/super/website/pages/about-us/en',
    expect.objectContaining({ body: 'My new lead.', based_on_version: 3 }),
  );
  const notice = await screen.findByRole('alert');
  await waitFor(() => expect(notice.textContent).toContain('Inês Staff saved this after you opened it'));
  expect(body.value).toBe('My new lead.');
  await user.click(within(notice).getByText('See what differs'));
  expect(within(notice).getByText('Rui saved this lead.')).toBeTruthy();
  expect(within(notice).getByText('My new lead.')).toBeTruthy();

  await user.click(within(notice).getByRole('button', { name: 'Reload the latest' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(body.value).toBe('Rui saved this lead.');
  post.mockReset();
  post.mockResolvedValue(ok(page(newer, 'Ana Staff', 6)) as never);
  await user.click(screen.getByRole('button', { name: /^Save/ }));
  expect(post).toHaveBeenCalledWith(
    '/super/website/pages/about-us/en',
    expect.objectContaining({ based_on_version: 5 }),
  );
});
