// Static pages draw the website content the API answers (ADR 021): links in the page's language, e-mail
// links as they are, questions as disclosures, HTML and unsafe links as text, a retry when the call fails.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { StaticContentPage } from './static-page';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('catalogue', { en, pt });

const ok = <T,>(content: T) => ({ ok: true as const, status: 200, data: { status: true, content } });
const pages: Record<string, { title: string; body: string; updated_on: string | null }> = {
  'business:en': {
    title: 'Roteiro for business',
    updated_on: null,
    body: 'Sell with us.\n\n## Join\n\n- [Become a partner: register your company](/be-a-partner)\n- [Email partnerships](mailto:partners@marketplace.pt)',
  },
  'business:pt': {
    title: 'Roteiro para empresas',
    updated_on: null,
    body: 'Venda connosco.\n\n## Adira\n\n- [Seja parceiro](/be-a-partner)\n- [Escrever às parcerias](mailto:partners@marketplace.pt)',
  },
  'faqs:pt': {
    title: 'Perguntas frequentes',
    updated_on: null,
    body: 'Respostas.\n\n? Quanta bagagem posso levar?\nUma mala por pessoa.\n- [Saber mais sobre bagagem](/luggage)\n\n? Posso pagar com MB WAY?\nSim.',
  },
  'privacy-policy:en': {
    title: 'Privacy policy',
    updated_on: '2026-03-01',
    body: 'We keep little. <img src=x onerror=alert(1)> [click](javascript:alert(1))',
  },
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string) => {
    const slug = path.split('/').pop() ?? '';
    const page = pages[`${slug}:${localeStore.getState().locale}`];
    if (!page) throw new Error(`unexpected GET ${path}`);
    return ok({ slug, language: localeStore.getState().locale, description: 'd', ...page }) as never;
  });
});
afterEach(() => {
  cleanup();
  act(() => localeStore.getState().setLocale('en'));
});

function renderPage(id: string, locale: 'en' | 'pt', title = 'Page') {
  act(() => localeStore.getState().setLocale(locale));
  const route = routes.find((r) => r.id === id)!;
  return render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BrowserRouter>
          <StaticContentPage route={route} params={{}} title={title} />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

it('draws the page text in English with its links: site paths and e-mail addresses', async () => {
  renderPage('business', 'en');
  expect(
    (await screen.findByRole('link', { name: 'Become a partner: register your company' })).getAttribute('href'),
  ).toBe('/be-a-partner');
  expect(screen.getByRole('link', { name: 'Email partnerships' }).getAttribute('href')).toBe(
    'mailto:partners@marketplace.pt',
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Join' })).toBeTruthy();
  expect(screen.getByText('Roteiro for business')).toBeTruthy();
});

it('in pt, asks for the pt text; an internal link keeps the /pt prefix and a mailto link is left as it is', async () => {
  renderPage('business', 'pt');
  expect((await screen.findByRole('link', { name: 'Seja parceiro' })).getAttribute('href')).toBe('/pt/be-a-partner');
  expect(screen.getByRole('link', { name: 'Escrever às parcerias' }).getAttribute('href')).toBe(
    'mailto:partners@marketplace.pt',
  );
});

it('an FAQ answer carries its link inside its own disclosure', async () => {
  renderPage('faqs', 'pt');
  const answer = (await screen.findByText('Quanta bagagem posso levar?')).closest('details')!;
  expect(within(answer).getByRole('link', { name: 'Saber mais sobre bagagem' }).getAttribute('href')).toBe(
    '/pt/luggage',
  );
  expect(within(screen.getByRole('region', { name: 'Perguntas frequentes' })).getAllByRole('group')).toHaveLength(2);
});

it('shows the "last updated" date of a legal page, and HTML and unsafe links only as text', async () => {
  const { container } = renderPage('privacy-policy', 'en', 'Privacy policy');
  expect(await screen.findByText(/Last updated:/)).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
  expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
});

it('offers a retry when the text cannot be loaded', async () => {
  get.mockRejectedValueOnce(new Error('offline'));
  renderPage('business', 'en');
  const retry = await screen.findByRole('button', { name: /try again|retry/i });
  await userEvent.click(retry);
  expect(await screen.findByRole('link', { name: 'Email partnerships' })).toBeTruthy();
});
