// The back office's content history. A content staff member (content@demo.pt) changes the English "Press kit" page on
// /super-admin/website, opens its History, previews the version before the change and restores it after confirming:
// the editor and the public page show the old text again, and the restore is itself the newest version. Axe clean at
// 1280 and 1366 px. The journey puts the demo text back at the end whatever happens (other journeys read the site).
import type { APIRequestContext } from '@playwright/test';
import { expect, stackEnv, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { logInThroughUi } from '../support/ui';

const CONTENT = { email: 'content@demo.pt', password: 'Demo1234!' };
const PAGE = '/api/super/website/pages/press-kit/en';

type StaticPage = { title: string; description: string; body: string };

async function staffApi(request: APIRequestContext) {
  const api = stackEnv('E2E_API_URL');
  const login = await request.post(`${api}/api/login`, { data: CONTENT });
  expect(login.status()).toBe(200);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { content: { api_token: string } }).content.api_token}`,
    Accept: 'application/json',
  };
  return {
    page: async () =>
      ((await (await request.get(`${api}${PAGE}`, { headers })).json()) as { content: StaticPage }).content,
    put: async ({ title, description, body }: StaticPage) =>
      expect((await request.post(`${api}${PAGE}`, { headers, data: { title, description, body } })).status()).toBe(200),
  };
}

test('content staff restore the earlier version of a static page from its history; the site shows the old text again', async ({
  openContext,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const lead = `A new press kit lead (${stamp}).`;
  const calls = await staffApi(request);
  const original = await calls.page();
  const [originalLead = '', ...rest] = original.body.split('\n\n');

  try {
    const staff = await (await openContext(null)).newPage();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.goto('/super-admin/website?section=pages&page=press-kit&lang=en');
    await logInThroughUi(staff, CONTENT.email, CONTENT.password, 'en');
    const form = staff.getByRole('form', { name: 'Page text in English' });
    const body = form.getByRole('textbox', { name: /^Text/ });
    await expect(body).toHaveValue(original.body);

    // A change, saved.
    await body.fill([lead, ...rest].join('\n\n'));
    await form.getByRole('button', { name: 'Save the page (English)' }).click();
    await expect(staff.getByText(`${original.title} (English) saved.`)).toBeVisible();

    // The history: the change on top, the text before it below; its preview shows the old lead.
    const history = staff.getByRole('region', { name: 'History', exact: true });
    await history.getByRole('button', { name: 'Show the history' }).click();
    const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await expect(versions.first()).toContainText('current');
    await versions
      .nth(1)
      .getByRole('button', { name: /^Preview/ })
      .click();
    const preview = history.getByRole('region', { name: /^Version of/ });
    await expect(preview.getByText(originalLead)).toBeVisible();
    await expectNoSeriousViolations(staff);

    // Restored after a confirmation: the editor shows the old text, a status line says so.
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(staff);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(history.getByRole('status')).toContainText('was restored');
    await expect(body).toHaveValue(original.body);
    await expect(versions.first()).toContainText('a restore');

    await staff.setViewportSize({ width: 1366, height: 900 });
    await expectNoSeriousViolations(staff);

    // The public page shows the old lead again.
    const visitor = await (await openContext(null)).newPage();
    await visitor.goto('/press-kit');
    await expect(visitor.getByText(originalLead)).toBeVisible();
    await expect(visitor.getByText(lead)).toHaveCount(0);
  } finally {
    await calls.put(original);
  }
});
