// A customer (browser context 1, /user-panel/messages) and a partner (browser context 2, signed in
// as partner@demo.pt) exchange messages live through /api/ws behind the gateway, with typing and read receipts; the
// header badge follows the unread count. The partner dashboard has no chat screen yet, so the partner side drives
// the same socket and REST calls from its own signed-in page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { t } from '../support/site';
import { region } from '../support/ui';

interface PartnerSide {
  token: string;
  userId: number;
}

/** Opens the partner's socket in its page and keeps every event in window.__chatEvents. */
async function partnerSocket(page: Page): Promise<PartnerSide> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('mp.auth.user') ?? 'null') as {
      api_token: string;
      id: number;
    } | null;
    if (!stored) throw new Error('partner is not signed in');
    const events: unknown[] = [];
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`);
    Object.assign(window, { __chatEvents: events, __chatSocket: ws });
    await new Promise<void>((resolve, reject) => {
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: stored.api_token }));
      ws.onmessage = (m) => {
        const event = JSON.parse(String(m.data)) as { type: string };
        events.push(event);
        if (event.type === 'ready') resolve();
      };
      ws.onclose = (e) => reject(new Error(`socket closed ${e.code}`));
    });
    return { token: stored.api_token, userId: stored.id };
  });
}

async function partnerCall(page: Page, token: string, path: string, body: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ token, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as unknown;
    },
    { token, path, body },
  );
}

test('customer and partner exchange messages live, with typing and read receipts, and the header badge follows', async ({
  openContext,
}) => {
  const customer = await (await openContext('CLIENT')).newPage();
  const partner = await (await openContext('SUPPLIER')).newPage();
  await partner.goto('/dashboard');
  const side = await partnerSocket(partner);

  await customer.goto('/user-panel/messages');
  const panel = region(customer, 'mf-user-panel');
  // The demo data leaves the partner's last answer unread.
  await expect(customer.getByTestId('messages-unread')).toHaveText('1');
  const entry = panel.getByRole('link', { name: /Lisboa Autêntica/ });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(customer).toHaveURL(/\/user-panel\/messages\/\d+$/);
  const chatId = Number(new URL(customer.url()).pathname.split('/').pop());
  const log = panel.getByRole('log');
  await expect(log.getByText('No Largo do Chafariz de Dentro', { exact: false })).toBeVisible();
  // Opening the conversation reads it: the header badge drops to 0 without a reload.
  await expect(customer.getByTestId('messages-unread')).toHaveText('0');

  // The partner types: the customer sees it.
  await partner.evaluate(
    (id) =>
      (window as unknown as { __chatSocket: WebSocket }).__chatSocket.send(
        JSON.stringify({ type: 'typing', chat_id: id, typing: true }),
      ),
    chatId,
  );
  await expect(panel.getByTestId('chat-status')).toHaveText(t('en', 'chat.typing', { name: 'Marta' }));

  // The partner writes: the message appears live.
  await partnerCall(partner, side.token, 'chat/message', { chat_id: chatId, message: 'Bring comfortable shoes!' });
  await expect(log.getByText('Bring comfortable shoes!')).toBeVisible();

  // The customer answers with Enter; Shift+Enter made a second line.
  const input = panel.getByLabel(t('en', 'chat.inputLabel'));
  await input.fill('Thank you!');
  await input.press('Shift+Enter');
  await input.pressSequentially('See you Saturday');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect
    .poll(() =>
      partner.evaluate(() =>
        (
          (window as unknown as { __chatEvents: { type: string; message?: { body: string } }[] }).__chatEvents ?? []
        ).some((e) => e.type === 'message' && e.message?.body === 'Thank you!\nSee you Saturday'),
      ),
    )
    .toBe(true);
  await expect(panel.getByTestId('chat-receipt')).toHaveText(/Sent/);

  // The partner reads it: the customer's receipt turns to "Read".
  await partnerCall(partner, side.token, `chat/${chatId}/read`, {});
  await expect(panel.getByTestId('chat-receipt')).toHaveText(/Read/);
});

test('the messages page speaks Portuguese under /pt', async ({ openContext }) => {
  const page = await (await openContext('CLIENT', { locale: 'pt-PT' })).newPage();
  await page.goto('/pt/user-panel/messages');
  const panel = region(page, 'mf-user-panel');
  await expect(panel.getByRole('navigation', { name: t('pt', 'chat.conversations') })).toBeVisible();
  await expect(panel.getByText(t('pt', 'chat.pick'))).toBeVisible();
});
