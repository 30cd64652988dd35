// A partner company's notification address (where its booking mails go) changes only once the new address has
// confirmed it. A member with the company permission asks for it (in the settings or the profile); the new address
// gets a single-use link valid EMAIL_CHANGE_HOURS (only its SHA-256 is stored), the address in use is told who asked
// and how to stop it, and booking mails keep going to the old address until the link is opened by a member of the
// company. Asking again replaces the request (the older link stops working); a member can also cancel it.
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import type { Mailer } from '../../../plugins/mail';
import { translator } from '../../../i18n';
import { siteUrl } from '../../../mail/format';
import { invalid } from '../../../lib/errors';
import { newOpaqueToken, sha256 } from '../../../lib/crypto';
import { bookingReader, readerLocale } from '../../bookings/reader-locale';
import * as repo from './repository';

export const EMAIL_CHANGE_HOURS = 48;

export interface EmailChangeDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const settingsLink = (publicUrl: string, locale: Locale, query = '') =>
  `${siteUrl(publicUrl, locale)}dashboard/profile/settings${query}`;

/**
 * Asks for `email` to become the company's notification address. The same address as today cancels a pending request
 * instead. Mails go after the request is stored; a failing mail is logged and the member can ask again.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  member: { userId: number; companyId: number },
  email: string,
  requestLocale: Locale,
): Promise<void> {
  const company = await repo.companyRecord(deps.db, member.companyId);
  if (!company) return;
  if (company.email === email) {
    await repo.deleteEmailChange(deps.db, member.companyId);
    return;
  }
  const token = newOpaqueToken();
  await repo.replaceEmailChange(deps.db, {
    companyId: member.companyId,
    email,
    tokenHash: sha256(token),
    userId: member.userId,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
  });
  const reader = await bookingReader(deps.db, member.userId);
  const locale = readerLocale({ account: reader?.language ?? null, booking: requestLocale });
  const t = translator(locale);
  const params = {
    name: reader?.first_name ?? '',
    company: company.trade_name,
    email,
    old: company.email ?? '',
    hours: EMAIL_CHANGE_HOURS,
  };
  try {
    await deps.mailer.send({
      to: email,
      template: 'company-email-confirm',
      locale,
      subject: t('dashboard.emailChange.confirmSubject', params),
      text: t('dashboard.emailChange.confirmText', {
        ...params,
        link: settingsLink(deps.publicUrl, locale, `?confirm-email=${encodeURIComponent(token)}`),
      }),
    });
    if (company.email)
      await deps.mailer.send({
        to: company.email,
        template: 'company-email-notice',
        locale,
        subject: t('dashboard.emailChange.noticeSubject', params),
        text: t('dashboard.emailChange.noticeText', { ...params, link: settingsLink(deps.publicUrl, locale) }),
      });
  } catch (err) {
    deps.log.error(
      { err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
      'notification address mail failed',
    );
  }
}

/** Opens the mailed link: the company's address becomes the requested one. A used, replaced or expired link is a 422. */
export async function confirmEmailChange(db: Db, companyId: number, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const change = await repo.takeEmailChange(tx, companyId, sha256(token));
    if (!change) throw invalid({ token: 'dashboard.emailChange.invalid' });
    if (change.expired) throw invalid({ token: 'dashboard.emailChange.expired' });
    await repo.updateCompany(tx, companyId, [{ column: 'email', value: change.email }]);
  });
}
