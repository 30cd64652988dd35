// Mails about the account itself, after the change has committed: "your password was changed" (a change in the
// settings of a customer, partner or affiliate, or a reset link that replaced an existing password) and "your account
// was deleted" (what went, what was kept). Each in its reader's language: the account's mail setting, else the
// language the request was made in. A failing mail is logged and never undoes the change it reports.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@mp/shared/contracts';
import type { Conn } from '../../db/sql';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { mailDateTime } from '../../mail';
import { bookingReader, readerLocale } from '../bookings/reader-locale';

export interface AccountMailDeps {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The account's mail reader as it is now: address, first name and mail language. */
export type AccountReader = { email: string; first_name: string; language: Locale | null };

const site = (publicUrl: string, locale: Locale) => `${publicUrl}${locale === 'pt' ? '/pt' : ''}`;

async function sendLogged(deps: AccountMailDeps, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    deps.log.error(
      { err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
      `${what} mail failed`,
    );
  }
}

/** The account's reader, read before a change that removes it (an account deletion). */
export const accountReader = (db: Conn, userId: number): Promise<AccountReader | undefined> =>
  bookingReader(db, userId);

/** "Your password was changed", with a link to reset it for whoever did not change it themselves. */
export async function mailPasswordChanged(
  deps: AccountMailDeps & { db: Conn },
  userId: number,
  requestLocale: Locale,
  at = new Date(),
): Promise<void> {
  await sendLogged(deps, 'password changed', async () => {
    const reader = await accountReader(deps.db, userId);
    if (!reader) return;
    const locale = readerLocale({ account: reader.language, booking: requestLocale });
    const t = translator(locale);
    await deps.mailer.send({
      to: reader.email,
      template: 'password-changed',
      locale,
      subject: t('accountMails.passwordChangedSubject'),
      text: t('accountMails.passwordChangedText', {
        name: reader.first_name,
        email: reader.email,
        when: mailDateTime(at, locale),
        link: `${site(deps.publicUrl, locale)}/password/reset?email=${encodeURIComponent(reader.email)}`,
      }),
    });
  });
}

/** "Your account was deleted", to the address the account had (read before the deletion replaced it). */
export async function mailAccountDeleted(
  deps: AccountMailDeps,
  reader: AccountReader,
  requestLocale: Locale,
  at = new Date(),
): Promise<void> {
  await sendLogged(deps, 'account deleted', async () => {
    const locale = readerLocale({ account: reader.language, booking: requestLocale });
    const t = translator(locale);
    await deps.mailer.send({
      to: reader.email,
      template: 'account-deleted',
      locale,
      subject: t('accountMails.accountDeletedSubject'),
      text: t('accountMails.accountDeletedText', {
        name: reader.first_name,
        email: reader.email,
        when: mailDateTime(at, locale),
        link: `${site(deps.publicUrl, locale)}/`,
      }),
    });
  });
}
