// Reading the mail the API kept (reset links, verification codes, gift cards) in a journey. GET /api/dev/outbox
// answers a signed-in SUPER only (mail holds codes and links), so these helpers sign in as the demo super admin
// through the same gateway the page uses and send its token; the journey's own page session is untouched.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD } from './site';

export interface KeptMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

// One token per worker: logging in once keeps the suite fast and the login limiter quiet.
let superToken: Promise<string> | undefined;

async function tokenOf(request: APIRequestContext): Promise<string> {
  superToken ??= (async () => {
    const res = await request.post('/api/login', { data: { email: DEMO_EMAIL.SUPER, password: DEMO_PASSWORD } });
    if (res.status() !== 200) throw new Error(`POST /api/login as the demo SUPER: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { content: { api_token: string } }).content.api_token;
  })();
  try {
    return await superToken;
  } catch (error) {
    superToken = undefined;
    throw error;
  }
}

/** Every mail to `to`, newest first (up to 100). */
export async function mailsTo(request: APIRequestContext, to: string): Promise<KeptMail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&per_page=100`, {
    headers: { Authorization: `Bearer ${await tokenOf(request)}`, Accept: 'application/json' },
  });
  expect(res.status(), 'GET /api/dev/outbox as the demo SUPER').toBe(200);
  return ((await res.json()) as { content: { data: KeptMail[] } }).content.data;
}

/** The newest mail to `to` whose subject is `subject` (or matches it), once it arrived. */
export async function mailTo(request: APIRequestContext, to: string, subject: string | RegExp): Promise<KeptMail> {
  let found: KeptMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find((mail) =>
          typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject),
        );
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** Subject of the sign-up mail (code and one-click link), en or pt. */
export const SIGNUP_SUBJECT = /^(Your verification code|O seu código de verificação)$/;

/** The 6-digit code of the newest sign-up mail to `to` (sign-up signs in only once it is entered). */
export async function signupCode(request: APIRequestContext, to: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await mailTo(request, to, SIGNUP_SUBJECT)).text)?.[1];
  expect(code, `a 6-digit code in the sign-up mail to ${to}`).toBeTruthy();
  return code!;
}

/** The one-click link of the newest sign-up mail to `to`, as a path of the site (`/register-complete?…` or `/pt/…`). */
export async function signupLink(request: APIRequestContext, to: string): Promise<string> {
  const link = /https?:\/\/[^/\s]+(\/(?:pt\/)?register-complete\?\S+)/.exec(
    (await mailTo(request, to, SIGNUP_SUBJECT)).text,
  )?.[1];
  expect(link, `a one-click link in the sign-up mail to ${to}`).toBeTruthy();
  return link!;
}
