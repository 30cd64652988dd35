// The back office's content history (docs/adr/050). A content staff member (content@demo.pt) changes the English
// "Press kit" page on /super-admin/website, sees it in the editor's preview before saving and on the public page after;
// the admin, who opened the same page before that save, saves a wholesale replacement ("Hours?") and is refused
// instead of wiping it: a message and "Reload the latest" bring the newer text into their editor. The staff member then
// opens the page's History, previews the version before the change (with what differs from the current text) and
// restores it after confirming: the editor and the public page show the earlier text again, and the restore is itself
// the newest version. Axe clean on the editor with the history open at 1280 and 1366 px, no sideways scroll at 390 px.
// The journey puts the demo text back at the end whatever happens (other journeys read the site).
import type { APIRequestContext } from '@playwright/test';
import { expect, stackEnv, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { logInThroughUi } from '../support/ui';

const CONTENT = { email: 'content@demo.pt', password: 'Demo1234!' };
const PAGE = '/api/super/website/pages/press-kit/en';
const EDITOR = '/super-admin/website?section=pages&page=press-kit&lang=en';

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
    // No `based_on_version`: putting the demo text back must not be refused by an edit the journey left behind.
    put: async ({ title, description, body }: StaticPage) =>
      expect((await request.post(`${api}${PAGE}`, { headers, data: { title, description, body } })).status()).toBe(200),
  };
}

test('a website text restored to an earlier version from its History; a stale save is refused and offers the latest', async ({
  openContext,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const lead = `A new press kit lead (${stamp}).`;
  const calls = await staffApi(request);
  const original = await calls.page();
  const [originalLead = '', ...rest] = original.body.split('\n\n');

  try {
    // The admin opens the page first: their editor is based on the demo text.
    const admin = await (await openContext('SUPER')).newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(EDITOR);
    const adminForm = admin.getByRole('form', { name: 'Page text in English' });
    const adminBody = adminForm.getByRole('textbox', { name: /^Text/ });
    await expect(adminBody).toHaveValue(original.body);

    const staff = await (await openContext(null)).newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(EDITOR);
    await logInThroughUi(staff, CONTENT.email, CONTENT.password, 'en');
    const form = staff.getByRole('form', { name: 'Page text in English' });
    const body = form.getByRole('textbox', { name: /^Text/ });
    await expect(body).toHaveValue(original.body);

    // The change shows in the preview before it is published, then is saved.
    await body.fill([lead, ...rest].join('\n\n'));
    await expect(staff.getByRole('region', { name: 'Preview', exact: true }).getByText(lead)).toBeVisible();
    await form.getByRole('button', { name: 'Save the page (English)' }).click();
    await expect(staff.getByText(`${original.title} (English) saved.`)).toBeVisible();

    // The storefront shows the change.
    const visitor = await (await openContext(null)).newPage();
    await visitor.goto('/press-kit');
    await expect(visitor.getByText(lead)).toBeVisible();

    // The admin's save, based on the text before that change, would replace it: it is refused and nothing is lost.
    await adminBody.fill('Hours?');
    await adminForm.getByRole('button', { name: 'Save the page (English)' }).click();
    const notice = adminForm.getByRole('alert');
    await expect(notice).toContainText('A newer version was saved while you were editing');
    await expect(adminBody).toHaveValue('Hours?');
    await notice.getByRole('button', { name: 'Reload the latest' }).click();
    await expect(adminBody).toHaveValue([lead, ...rest].join('\n\n'));
    await expect(adminForm.getByRole('alert')).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText(lead)).toBeVisible();
    await expect(visitor.getByText('Hours?')).toHaveCount(0);

    // The history: the change on top, the text before it below; its preview shows the old lead and what differs.
    const history = staff.getByRole('region', { name: 'History', exact: true });
    await history.getByRole('button', { name: 'Show the history' }).click();
    const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
    await expect(versions.first()).toContainText('current');
    await versions
      .nth(1)
      .getByRole('button', { name: /^Preview/ })
      .click();
    const preview = history.getByRole('region', { name: /^Version of/ });
    await expect(preview.getByText(originalLead).first()).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'What differs from the current version' })).toBeVisible();
    await expect(preview.getByRole('term')).toHaveText(['Text']);
    await expectNoSeriousViolations(staff);
    await staff.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousViolations(staff);
    // On a phone the editor, the history and the differences stack: nothing scrolls sideways.
    await staff.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await staff.setViewportSize({ width: 1366, height: 900 });

    // Restored after a confirmation: a toast says so and the editor shows the earlier text.
    await preview.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(staff);
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(staff.getByText(/^The version of .* was restored/)).toBeVisible();
    await expect(body).toHaveValue(original.body);
    await expect(versions.first()).toContainText('a restore');
    await expect(versions.first()).toContainText('current');
    await expectNoSeriousViolations(staff);

    // The public page shows the earlier text again.
    await visitor.reload();
    await expect(visitor.getByText(originalLead)).toBeVisible();
    await expect(visitor.getByText(lead)).toHaveCount(0);
  } finally {
    await calls.put(original);
  }
});
