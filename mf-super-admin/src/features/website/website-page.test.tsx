// /super-admin/website: the hero per language (save with a toast, the API's 422 on the field), the featured lists
// (a place taken away), and the static pages (live preview, save, and a confirmation before unsaved edits are dropped).
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
});
const page = (slug: string, language: string, title: string, body: string) => ({
  slug,
  language,
  title,
  description: 'About.',
  body,
  updated_on: null,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'Ana Silva',
});
const service = (id: number, name: string, sponsored: boolean, weekly_deal: boolean) => ({
  id,
  slug: `s-${id}`,
  name,
  kind: 'experience',
  status: 'active',
  sponsored,
  weekly_deal,
  value_cents: 1000,
  company: { id: 1, trade_name: 'Sail Co', status: 'active' },
  live: true,
  created_at: '2026-11-01T00:00:00.000Z',
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
    if (path === '/super/website/pages')
      return ok([
        { slug: 'about-us', title: { en: 'About us', pt: 'Sobre nós' }, updated_at: null },
        { slug: 'faqs', title: { en: 'FAQ', pt: 'Perguntas' }, updated_at: null },
      ]) as never;
    if (path.startsWith('/super/website/pages/')) {
      const [, , , , slug = '', lang = ''] = path.split('/');
      return ok(
        page(slug, lang, slug === 'faqs' ? 'FAQ' : 'About us', 'Opening words.\n\n## Who we are\n\nA team.'),
      ) as never;
    }
    if (path === '/super/services')
      return ok({
        data: [service(1, 'Sunset sail', true, false), service(2, 'Wine tasting', true, true)],
        current_page: 1,
        last_page: 1,
        per_page: 100,
        total: 2,
        next_page_url: null,
      }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
});

function renderPage(url = '/super-admin/website') {
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

it('saves the Portuguese hero words with a toast, leaving the English form alone', async () => {
  renderPage();
  const ptForm = await screen.findByRole('form', { name: 'Hero words in Portuguese' });
  const title = within(ptForm).getByLabelText(/^Title/);
  expect((title as HTMLInputElement).value).toBe('Experiências em Portugal');
  await user.clear(title);
  await user.type(title, 'Portugal à sua medida');
  post.mockResolvedValueOnce(
    ok({
      ...hero('pt', 'Portugal à sua medida'),
      updated_at: '2026-11-24T10:00:00.000Z',
      updated_by: 'Content',
    }) as never,
  );
  await user.click(within(ptForm).getByRole('button', { name: 'Save the hero (Portuguese)' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/super/website/home/pt', {
      title: 'Portugal à sua medida',
      subtitle: 'pt subtitle',
    }),
  );
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Hero in Portuguese saved.'),
  );
  expect(
    (within(screen.getByRole('form', { name: 'Hero words in English' })).getByLabelText(/^Title/) as HTMLInputElement)
      .value,
  ).toBe('Experiences across Portugal');
});

it("puts the API's 422 on the field, and refuses a blank title before sending", async () => {
  renderPage();
  const enForm = await screen.findByRole('form', { name: 'Hero words in English' });
  const title = within(enForm).getByLabelText(/^Title/);
  await user.clear(title);
  await user.click(within(enForm).getByRole('button', { name: 'Save the hero (English)' }));
  await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
  expect(post).not.toHaveBeenCalled();
  await user.type(title, 'x');
  post.mockRejectedValueOnce(new ApiError(422, {}, { subtitle: ['The subtitle field is too long.'] }));
  await user.click(within(enForm).getByRole('button', { name: 'Save the hero (English)' }));
  const subtitle = within(enForm).getByLabelText(/^Subtitle/);
  await waitFor(() => expect(subtitle.getAttribute('aria-invalid')).toBe('true'));
  expect(within(enForm).getByText('The subtitle field is too long.')).toBeTruthy();
});

it('lists the featured services per home section and takes a place away', async () => {
  renderPage('/super-admin/website?section=featured');
  const sponsored = await screen.findByRole('region', { name: 'Sponsored' });
  expect(within(sponsored).getAllByRole('listitem')).toHaveLength(2);
  const deals = screen.getByRole('region', { name: 'Weekly deals' });
  expect(within(deals).getByText('Wine tasting')).toBeTruthy();
  expect(
    screen.getByRole('link', { name: 'Give a place on the home from the services screen' }).getAttribute('href'),
  ).toContain('status=promoted');
  post.mockResolvedValueOnce(ok(service(1, 'Sunset sail', false, false)) as never);
  await user.click(within(sponsored).getByRole('button', { name: 'Remove Sunset sail from Sponsored' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/super/services/1/update', { sponsored: false }));
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Sunset sail removed from Sponsored.'),
  );
});

it('edits a static page with a live preview, saves it, and asks before dropping unsaved edits', async () => {
  renderPage('/super-admin/website?section=pages&page=about-us&lang=pt');
  const form = await screen.findByRole('form', { name: 'Page text in Portuguese' });
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeTruthy();
  const body = within(form).getByLabelText(/^Text/);
  await user.clear(body);
  await user.type(body, 'Olá.{Enter}{Enter}## Contacto{Enter}{Enter}<b>negrito</b>');
  expect(within(preview).getByRole('heading', { name: 'Contacto' })).toBeTruthy();
  expect(preview.querySelector('b')).toBeNull();

  // Another page while the text is unsaved: asked first; "cancel" keeps the edit.
  await user.selectOptions(screen.getByLabelText('Page'), 'faqs');
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
  expect((within(form).getByLabelText(/^Text/) as HTMLTextAreaElement).value).toContain('## Contacto');

  post.mockResolvedValueOnce(
    ok({
      ...page('about-us', 'pt', 'About us', 'Olá.\n\n## Contacto\n\n<b>negrito</b>'),
      updated_at: '2026-11-24T10:00:00.000Z',
      updated_by: 'Carla Reis',
    }) as never,
  );
  await user.click(within(form).getByRole('button', { name: 'Save the page (Portuguese)' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/super/website/pages/about-us/pt', {
      title: 'About us',
      description: 'About.',
      body: 'Olá.\n\n## Contacto\n\n<b>negrito</b>',
    }),
  );
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('About us (Portuguese) saved.'),
  );
  expect(await screen.findByText(/Last saved .* by Carla Reis\./)).toBeTruthy();

  // Saved: switching needs no confirmation.
  await user.selectOptions(screen.getByLabelText('Page'), 'faqs');
  expect(await screen.findByRole('form', { name: 'Page text in Portuguese' })).toBeTruthy();
  await waitFor(() => expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('FAQ'));
  expect(screen.queryByRole('dialog')).toBeNull();
});
