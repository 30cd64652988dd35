// The website's content is edited in the back office (ADR 021). A content staff member (content@demo.pt)
// changes the Portuguese home hero's title and the Portuguese "About us" text on /pt/super-admin/website (axe clean
// on each section); a visitor then sees both on the pt storefront, drawn in the HTML for the hero, while the English
// home and page are unchanged. The journey puts the demo texts back at the end, for the journeys that follow.
import type { APIRequestContext } from '@playwright/test';
import { expect, stackEnv, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { logInThroughUi } from '../support/ui';

const CONTENT = { email: 'content@demo.pt', password: 'Demo1234!' };
const EN_HERO_TITLE = 'Experiences, transfers and gift cards across Portugal';

type Hero = { language: string; title: string; subtitle: string };
type StaticPage = { title: string; description: string; body: string };

async function staffApi(request: APIRequestContext) {
  const api = stackEnv('E2E_API_URL');
  const login = await request.post(`${api}/api/login`, { data: CONTENT });
  expect(login.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { content: { api_token: string } }).content.api_token}`,
    Accept: 'application/json',
  };
  const content = async <T>(path: string) =>
    ((await (await request.get(`${api}${path}`, { headers })).json()) as { content: T }).content;
  return {
    hero: async () => (await content<Hero[]>('/api/super/website/home')).find((h) => h.language === 'pt')!,
    page: () => content<StaticPage>('/api/super/website/pages/about-us/pt'),
    restore: async (hero: Hero, page: StaticPage) => {
      expect(
        (
          await request.post(`${api}/api/super/website/home/pt`, {
            headers,
            data: { title: hero.title, subtitle: hero.subtitle },
          })
        ).status(),
      ).toBe(200);
      expect((await request.post(`${api}/api/super/website/pages/about-us/pt`, { headers, data: page })).status()).toBe(
        200,
      );
    },
  };
}

test('content staff change the pt home hero and a static page; the pt storefront shows them, en is unchanged', async ({
  openContext,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const heroTitle = `Portugal à sua medida ${stamp}`;
  const lead = `Somos uma equipa pequena em Lisboa que junta o melhor do país (${stamp}).`;
  const staffApiCalls = await staffApi(request);
  const originalHero = await staffApiCalls.hero();
  const originalPage = await staffApiCalls.page();
  const [, ...rest] = originalPage.body.split('\n\n');

  try {
    const staff = await (await openContext(null)).newPage();
    await staff.goto('/pt/super-admin/website');
    await logInThroughUi(staff, CONTENT.email, CONTENT.password, 'pt');
    await expect(staff.getByRole('heading', { level: 1, name: 'Gestão do site' })).toBeVisible();
    await expect(
      staff.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Gestão do site' }),
    ).toBeVisible();

    // The Portuguese hero's title; the English one stays as it is.
    const ptHero = staff.getByRole('form', { name: 'Textos do destaque em Português' });
    await expect(ptHero.getByLabel(/^Título/)).toHaveValue(originalHero.title);
    await expectNoSeriousViolations(staff);
    await ptHero.getByLabel(/^Título/).fill('');
    await ptHero.getByRole('button', { name: 'Guardar o destaque (Português)' }).click();
    await expect(ptHero.getByLabel(/^Título/)).toHaveAttribute('aria-invalid', 'true');
    await ptHero.getByLabel(/^Título/).fill(heroTitle);
    await ptHero.getByRole('button', { name: 'Guardar o destaque (Português)' }).click();
    await expect(staff.getByText('Destaque em Português guardado.')).toBeVisible();
    await expect(staff.getByRole('form', { name: 'Textos do destaque em Inglês' }).getByLabel(/^Título/)).toHaveValue(
      EN_HERO_TITLE,
    );

    // The featured lists: the home's sponsored services, with a way to the services screen.
    await staff.getByRole('button', { name: 'Em destaque na página inicial' }).click();
    await expect(staff.getByRole('region', { name: 'Patrocinados' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(staff);

    // The Portuguese "About us": a new lead, seen in the preview before saving; an unsafe link is refused on the field.
    await staff.getByRole('button', { name: 'Páginas estáticas' }).click();
    await expect(staff.getByRole('combobox', { name: 'Página', exact: true })).toHaveValue('about-us');
    await expect(staff.getByRole('combobox', { name: 'Idioma', exact: true })).toHaveValue('pt');
    const form = staff.getByRole('form', { name: 'Texto da página em Português' });
    const body = form.getByRole('textbox', { name: /^Texto/ });
    await expect(body).toHaveValue(originalPage.body);
    await body.fill([`${lead} [Clique](javascript:alert(1))`, ...rest].join('\n\n'));
    await form.getByRole('button', { name: 'Guardar a página (Português)' }).click();
    await expect(form.getByText(/Uma ligação pode apontar para uma página do site/)).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await body.fill([lead, ...rest].join('\n\n'));
    await expect(staff.getByRole('region', { name: 'Pré-visualização' }).getByText(lead)).toBeVisible();
    await form.getByRole('button', { name: 'Guardar a página (Português)' }).click();
    await expect(staff.getByText(`${originalPage.title} (Português) guardada.`)).toBeVisible();
    await expectNoSeriousViolations(staff);

    // The storefront at once: the pt home opens with the new title (drawn in the HTML too), the pt page with the new lead.
    const visitor = await (await openContext(null)).newPage();
    const html = await (
      await request.get(`${stackEnv('E2E_BASE_URL')}/pt`, { headers: { cookie: 'i18n_redirected=pt' } })
    ).text();
    expect(html).toContain(heroTitle);
    await visitor.goto('/pt');
    await expect(visitor.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
    await visitor.goto('/pt/about-us');
    await expect(visitor.getByText(lead)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Clique' })).toHaveCount(0);
    await expectNoSeriousViolations(visitor);

    // English is unchanged.
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1, name: EN_HERO_TITLE })).toBeVisible();
    await visitor.goto('/about-us');
    await expect(visitor.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(visitor.getByText(lead)).toHaveCount(0);
  } finally {
    await staffApiCalls.restore(originalHero, originalPage);
  }
});
