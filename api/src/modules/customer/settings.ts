// The customer's settings: mail language and mail choices (user_preferences, read by the chat's offline mailer, the
// reminders and review requests), and a password change that signs every other session out. Partner and staff
// settings save their own mail choices here too.
import { sql } from 'drizzle-orm';
import type { ClientSettings, Locale } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { invalid, TooManyRequestsError } from '../../lib/errors';
import type { LoginLimiter } from '../auth/login-limiter';
import { passwordProblem } from '../../lib/passwords';
import { one, type Conn } from '../../db/sql';
import { mailPasswordChanged, type AccountMailDeps } from '../auth/account-mails';

const DEFAULTS: ClientSettings = {
  language: null,
  email_chat: true,
  email_reminders: true,
  email_reviews: true,
  email_news: false,
};

export async function readSettings(db: Conn, userId: number): Promise<ClientSettings> {
  const row = await one<ClientSettings>(
    db,
    sql`select language, email_chat, email_reminders, email_reviews, email_news from user_preferences where user_id = ${userId}`,
  );
  return row ?? DEFAULTS;
}

export async function saveSettings(db: Db, userId: number, s: ClientSettings): Promise<ClientSettings> {
  await db.execute(sql`insert into user_preferences (user_id, language, email_chat, email_reminders, email_reviews, email_news, updated_at)
    values (${userId}, ${s.language}, ${s.email_chat}, ${s.email_reminders}, ${s.email_reviews}, ${s.email_news}, now())
    on conflict (user_id) do update set language = excluded.language, email_chat = excluded.email_chat,
      email_reminders = excluded.email_reminders, email_reviews = excluded.email_reviews,
      email_news = excluded.email_news, updated_at = now()`);
  return readSettings(db, userId);
}

/** The mail choices a partner member or a staff member may change (their settings show only these). */
type MailChoices = Partial<Pick<ClientSettings, 'email_chat' | 'email_news'>>;

/**
 * Saves the given mail choices of any account, leaving the others (and the language) as they are; a first save starts
 * from the defaults.
 */
export async function saveMailChoices(db: Conn, userId: number, choices: MailChoices): Promise<void> {
  const chat = choices.email_chat ?? null;
  const news = choices.email_news ?? null;
  if (chat === null && news === null) return;
  await db.execute(sql`insert into user_preferences (user_id, email_chat, email_news, updated_at)
    values (${userId}, coalesce(${chat}::boolean, true), coalesce(${news}::boolean, false), now())
    on conflict (user_id) do update set email_chat = coalesce(${chat}::boolean, user_preferences.email_chat),
      email_news = coalesce(${news}::boolean, user_preferences.email_news), updated_at = now()`);
}

/** The account's mail language (partner and affiliate settings; the customer's settings save it with the rest). */
export async function saveLanguage(db: Conn, userId: number, language: ClientSettings['language']): Promise<void> {
  await db.execute(sql`insert into user_preferences (user_id, language, updated_at) values (${userId}, ${language}, now())
    on conflict (user_id) do update set language = excluded.language, updated_at = now()`);
}

/**
 * The session a password change of `userId` spares: the account's own token. A SUPER acting as the account keeps their
 * own session anyway, so none of the account's is spared then.
 */
export const sessionToKeep = (
  request: { realUser: { id: number } | null; authTokenId: number | null },
  userId: number,
): number | null => (request.realUser?.id === userId ? request.authTokenId : null);

/**
 * Checks the current password, stores the new one and revokes every session but the one making the change; then the
 * account is told by mail (`notify`), so a change made from a stolen session does not go unnoticed.
 */
export async function changePassword(
  db: Db,
  userId: number,
  keepTokenId: number | null,
  body: { current_password: string; password: string; password_confirmation: string },
  limiter: LoginLimiter,
  notify: AccountMailDeps & { locale: Locale },
): Promise<void> {
  // The current password is guessed like a login (a stolen session must not test passwords without end): counted
  // before it is checked, per account whatever the address.
  const account = `password-change:${userId}`;
  const wait = await limiter.takeForAccount(account);
  if (wait > 0) throw new TooManyRequestsError(wait);
  const user = await one<{
    password_hash: string | null;
    email: string;
    first_name: string | null;
    last_name: string | null;
  }>(db, sql`select password_hash, email, first_name, last_name from users where id = ${userId}`);
  if (!(await verifyPassword(user?.password_hash ?? null, body.current_password)))
    throw invalid({ current_password: 'customer.currentPasswordWrong' });
  await limiter.succeededForAccount(account);
  const weak = passwordProblem(body.password, {
    email: user?.email ?? null,
    firstName: user?.first_name,
    lastName: user?.last_name,
  });
  if (weak) throw invalid({ password: weak });
  if (body.password !== body.password_confirmation) throw invalid({ password_confirmation: 'auth.passwordsDiffer' });
  const hash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`update users set password_hash = ${hash}, updated_at = now() where id = ${userId}`);
    await tx.execute(sql`update auth_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null
      ${keepTokenId === null ? sql`` : sql`and id <> ${keepTokenId}`}`);
  });
  await mailPasswordChanged({ ...notify, db }, userId, notify.locale);
}
