// The team's shared support inbox, in English and in Portuguese: a customer sends "Message our team", support staff
// (support@demo.pt) see the menu's unread badge go up live, open the conversation (the badge goes back down), see the
// customer's bookings beside it, assign it to themselves and answer with the same chat component customers use; the
// customer sees the answer arrive in the header's badge, and reading it clears that badge. The owner's phone menu
// with the badge fits 390 px. axe finds no serious
// violation on the inbox at 390 and 1366 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { remoteT, t, type Locale } from '../support/site';
import { logInThroughUi } from '../support/ui';

/** The caller's unread count as the API counts it (staff: their inbox's), read with the page's own session. */
async function unreadOf(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('mp.auth.user') ?? 'null') as { api_token: string } | null;
    if (!stored) throw new Error('not signed in');
    const res = await fetch('/api/unread-messages', { headers: { authorization: `Bearer ${stored.api_token}` } });
    return ((await res.json()) as { content: { count: number } }).content.count;
  });
}

/** Leaves the conversation unassigned again, so the other language's run starts from the same place. */
async function unassign(page: Page, chatId: number): Promise<void> {
  const status = await page.evaluate(async (id) => {
    const stored = JSON.parse(localStorage.getItem('mp.auth.user') ?? 'null') as { api_token: string };
    const res = await fetch(`/api/super/chat/inbox/${id}/assign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.api_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user: null }),
    });
    return res.status;
  }, chatId);
  expect(status).toBe(200);
}

// Both languages use the demo customer's one conversation with the team: run side by side, one run's staff page
// would read the other's message as it arrives and its badge would never rise.
test.describe.configure({ mode: 'serial' });

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'pt' ? '/pt' : '';
  const at = (key: string, vars: Record<string, string | number> = {}) => remoteT('mf-super-admin', locale, key, vars);

  test(`(${locale}) a customer's message to our team is answered from the back-office inbox and both badges clear`, async ({
    openContext,
  }) => {
    // Three people's pages (customer, support, the owner's phone) in one journey.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const question = locale === 'pt' ? `Onde é o ponto de encontro? ${stamp}` : `Where is the meeting point? ${stamp}`;
    const answer = locale === 'pt' ? `No Largo do Chafariz, às 9h. ${stamp}` : `At Largo do Chafariz, at 9am. ${stamp}`;

    // Staff sign in and wait on the inbox.
    const staff = await (await openContext(null, { locale })).newPage();
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`${prefix}/super-admin/messages`);
    await logInThroughUi(staff, 'support@demo.pt', 'Demo1234!', locale);
    await expect(
      staff.getByRole('heading', { level: 1, name: t(locale, 'routes.super-admin.messages') }),
    ).toBeVisible();
    const staffBefore = await unreadOf(staff);
    const menuBadge = staff.getByTestId('nav-badge-super-admin.messages');

    // The customer writes to the team from Help.
    const customer = await (await openContext('CLIENT', { locale })).newPage();
    await customer.setViewportSize({ width: 1366, height: 900 });
    await customer.goto(`${prefix}/user-panel/help`);
    await customer.getByRole('button', { name: remoteT('mf-user-panel', locale, 'help.messageTeam') }).click();
    await expect(customer).toHaveURL(/\/user-panel\/messages\/\d+$/);
    const chatId = Number(new URL(customer.url()).pathname.split('/').pop());
    const composer = customer.getByRole('textbox', { name: t(locale, 'chat.inputLabel') });
    await composer.fill(question);
    await composer.press('Enter');
    await expect(customer.getByRole('log').getByText(question)).toBeVisible();
    await customer.goto(`${prefix}/user-panel/help`);
    const customerBefore = await unreadOf(customer);
    await expect(customer.getByTestId('messages-unread')).toHaveText(String(customerBefore));

    // Staff see it arrive without reloading: the menu's badge goes up and the conversation is listed.
    await expect(menuBadge).toHaveText(String(staffBefore + 1));
    // The owner's longer menu counts it too. On a phone that menu is one row that scrolls on its own, and the badge's
    // words for screen readers stay inside the row: the page itself never scrolls sideways.
    const owner = await (await openContext('SUPER', { locale })).newPage();
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto(`${prefix}/super-admin/dashboard`);
    await expect(owner.getByTestId('nav-badge-super-admin.messages')).toBeVisible();
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.close();
    const entry = staff.getByTestId(`inbox-entry-${chatId}`);
    await expect(entry).toContainText(question);
    await entry.click();
    await expect(staff).toHaveURL(new RegExp(`/super-admin/messages/${chatId}\\?filter=open$`));
    await expect(staff.getByRole('log').getByText(question)).toBeVisible();
    // Opening it reads it: the badge goes back down.
    if (staffBefore === 0) await expect(menuBadge).toHaveCount(0);
    else await expect(menuBadge).toHaveText(String(staffBefore));

    // The customer's bookings are beside the conversation, each linking to its back-office page.
    const bookings = staff.getByRole('region', { name: at('inbox.bookings') });
    await expect(bookings.getByRole('link').first()).toHaveAttribute('href', /\/super-admin\/booking-item\/\d+$/);

    // Assign to me, then answer.
    await staff.getByRole('button', { name: at('inbox.assignToMe') }).click();
    await expect(staff.getByTestId('inbox-said')).toHaveText(at('inbox.assignedToYou'));
    await expect(entry).toContainText(at('inbox.assignedTo', { name: 'Sérgio Pinto' }));
    const reply = staff.getByRole('textbox', { name: t(locale, 'chat.inputLabel') });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(staff.getByRole('log').getByText(answer)).toBeVisible();

    for (const width of [390, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await expect(staff.getByRole('log')).toBeVisible();
      await expectNoSeriousViolations(staff);
    }

    // The customer's header badge counts the answer; reading it clears the badge.
    await expect(customer.getByTestId('messages-unread')).toHaveText(String(customerBefore + 1));
    await customer.getByTestId('messages-link').click();
    await customer.getByTestId(`chat-entry-${chatId}`).click();
    await expect(customer.getByRole('log').getByText(answer)).toBeVisible();
    await expect(customer.getByTestId('messages-unread')).toHaveText(String(customerBefore));

    await unassign(staff, chatId);
  });
}
