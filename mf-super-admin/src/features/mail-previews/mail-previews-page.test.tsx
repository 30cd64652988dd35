// The mail preview page: the templates in a labelled select (the choice kept in the URL), English and Portuguese side
// by side in sandboxed frames, and words instead of an error when the API refuses (not the owner, or production).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import MailPreviewsPage from './mail-previews-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } }) as never;

function answer(path: string) {
  if (path === '/dev/mail-previews') {
    return ok([
      { template: 'booking-paid', locales: ['en', 'pt'] },
      { template: 'password-reset', locales: ['en', 'pt'] },
    ]);
  }
  const [, , , template, locale] = path.split('/');
  return ok({
    template,
    locale,
    subject: `${template} subject ${locale}`,
    html: `<html><body><p>${template} body ${locale}</p><script>parent.hacked = 1</script></body></html>`,
    text: 'text',
  });
}

let search = '';
function Where() {
  search = useLocation().search;
  return null;
}

function renderPage(url = '/super-admin/mail-previews') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/mail-previews"
              element={
                <>
                  <MailPreviewsPage title="Mail previews" params={{}} route={{} as never} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

afterEach(() => {
  get.mockReset();
  act(() => localeStore.getState().setLocale('en'));
});

it('shows the chosen template in English and Portuguese, each in a sandboxed frame, the choice in the URL', async () => {
  get.mockImplementation(async (path) => answer(path));
  renderPage('/super-admin/mail-previews?template=password-reset');
  const enFrame = await screen.findByTitle('English preview: password-reset subject en');
  const ptFrame = await screen.findByTitle('Portuguese preview: password-reset subject pt');
  for (const frame of [enFrame, ptFrame]) expect(frame.getAttribute('sandbox')).toBe('');
  expect(enFrame.getAttribute('srcdoc')).toContain('password-reset body en');
  expect(ptFrame.getAttribute('srcdoc')).toContain('password-reset body pt');

  await userEvent.selectOptions(screen.getByLabelText('Template'), 'booking-paid');
  expect(await screen.findByTitle('English preview: booking-paid subject en')).toBeTruthy();
  expect(search).toBe('?template=booking-paid');
});

it('says in Portuguese that only the platform owner sees the previews when the API answers 403', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  get.mockResolvedValue({ ok: false, status: 403, body: null, errors: {} } as never);
  renderPage();
  expect(await screen.findByText('Só o proprietário da plataforma vê as pré-visualizações de e-mail.')).toBeTruthy();
});

it('says that previews exist only outside production when the API does not serve them (404)', async () => {
  get.mockResolvedValue({ ok: false, status: 404, body: null, errors: {} } as never);
  renderPage();
  expect(await screen.findByText('Mail previews exist only outside production.')).toBeTruthy();
});
