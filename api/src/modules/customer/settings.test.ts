// Customer settings: mail language and choices; a password change needs the current password and
// signs every other session out.
import { bearer, buildTestApp, createUser, json, login, PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'CLIENT', 'settings@example.pt');
});
afterAll(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('customer settings', () => {
  it('reads defaults, saves the mail language and choices, and refuses a bad language', async () => {
    const token = await login(t.app, 'settings@example.pt');
    const read = async () =>
      json<{ content: Record<string, unknown> }>(
        await t.app.inject({ method: 'GET', url: '/api/client-settings', headers: bearer(token) }),
      ).content;
    // Reminders and review requests on, news off until asked for.
    expect(await read()).toEqual({
      language: null,
      email_chat: true,
      email_reminders: true,
      email_reviews: true,
      email_news: false,
    });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/client-settings',
      headers: bearer(token),
      payload: { language: 'pt', email_chat: false, email_reminders: false, email_reviews: true, email_news: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toEqual({
      language: 'pt',
      email_chat: false,
      email_reminders: false,
      email_reviews: true,
      email_news: true,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client-settings',
      headers: bearer(token),
      payload: {
        language: 'fr',
        email_chat: true,
        email_reminders: true,
        email_reviews: 'sometimes',
        email_news: true,
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors).sort()).toEqual([
      'email_reviews',
      'language',
    ]);
  });

  it('changes the password with the current one, signs the other sessions out and keeps this one', async () => {
    const here = await login(t.app, 'settings@example.pt');
    const elsewhere = await login(t.app, 'settings@example.pt');
    const change = (payload: Record<string, string>, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/client-settings/password',
        headers: { ...bearer(here), 'accept-language': lang },
        payload,
      });
    const wrong = await change(
      { current_password: 'nope', password: 'NewSecret456', password_confirmation: 'NewSecret456' },
      'pt',
    );
    expect(wrong.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors.current_password).toEqual([
      'A sua palavra-passe atual não está certa.',
    ]);
    const differ = await change({
      current_password: PASSWORD,
      password: 'NewSecret456',
      password_confirmation: 'Other456789',
    });
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(differ).errors)).toEqual(['password_confirmation']);
    const ok = await change({
      current_password: PASSWORD,
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(ok.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    await login(t.app, 'settings@example.pt', 'NewSecret456');
  });

  it('exports everything held on the customer as a JSON file, without secrets', async () => {
    const token = await login(t.app, 'settings@example.pt', 'NewSecret456');
    const res = await t.app.inject({ method: 'GET', url: '/api/client-settings/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d+\.json"$/);
    const data = json<{ content: Record<string, unknown> }>(res).content;
    expect(data.account).toMatchObject({ email: 'settings@example.pt' });
    expect(data.preferences).toMatchObject({ language: 'pt', email_news: true });
    for (const key of [
      'bookings',
      'booking_items',
      'payments',
      'gift_cards',
      'points_ledger',
      'chats',
      'chat_messages',
      'reviews',
    ])
      expect(Array.isArray(data[key])).toBe(true);
    expect(res.body).not.toMatch(/password_hash|token_hash|argon2/);
  });
});
