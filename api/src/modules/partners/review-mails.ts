// The mail that tells a partner how staff decided on their company (docs/partner-review.md): approved (live),
// rejected at review or suspended (each with staff's reason), or live again after a suspension. One language, the
// owner's mail setting (else Portuguese, as the partner settings' default says), sent after the change commits.
import type { CompanyStatus, Locale } from '@mp/shared/contracts';
import { PARTNER_TEAM_EMAIL } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { siteUrl } from '../../mail/format';
import { readerLocale } from '../bookings/reader-locale';
import * as repo from './repository';

/** Which mail a status change sends, or none (the status did not change, or it went back to pending). */
export function reviewMoment(
  before: CompanyStatus,
  after: CompanyStatus,
): 'approved' | 'rejected' | 'suspended' | 'reactivated' | null {
  if (before === after) return null;
  if (after === 'active') return before === 'suspended' ? 'reactivated' : 'approved';
  if (after === 'rejected' || after === 'suspended') return after;
  return null;
}

const TEMPLATES = {
  approved: 'partner-approved',
  rejected: 'partner-rejected',
  suspended: 'partner-suspended',
  reactivated: 'partner-reactivated',
} as const;

export async function mailCompanyReview(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  companyId: number,
  moment: NonNullable<ReturnType<typeof reviewMoment>>,
  reason: string | null,
): Promise<void> {
  const reader = await repo.companyReader(deps.db, companyId);
  if (!reader) return;
  const locale: Locale = readerLocale({ account: reader.language }, 'pt');
  const t = translator(locale);
  const params = {
    name: reader.firstName,
    company: reader.tradeName,
    reason: reason ?? '',
    contact: PARTNER_TEAM_EMAIL,
    link: `${siteUrl(deps.publicUrl, locale)}partner/${encodeURIComponent(reader.slug)}`,
  };
  await deps.mailer.send({
    to: reader.email,
    template: TEMPLATES[moment],
    locale,
    subject: t(`companyReview.${moment}Subject`, params),
    text: t(`companyReview.${moment}Text`, params),
  });
}

/**
 * Tells the partner staff's answer to the module they asked for (docs/partner-review.md, "Modules"): approved (they can
 * sell it now) or declined with staff's reason. Same reader and language as the review mails.
 */
export async function mailModuleAnswer(
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  companyId: number,
  answer: { module: 'experiences' | 'transfers'; approved: boolean; reason: string | null },
): Promise<void> {
  const reader = await repo.companyReader(deps.db, companyId);
  if (!reader) return;
  const locale: Locale = readerLocale({ account: reader.language }, 'pt');
  const t = translator(locale);
  const moment = answer.approved ? 'moduleApproved' : 'moduleDeclined';
  const params = {
    name: reader.firstName,
    company: reader.tradeName,
    module: t(`companyReview.module_${answer.module}`),
    reason: answer.reason ?? '',
    contact: PARTNER_TEAM_EMAIL,
    link: `${siteUrl(deps.publicUrl, locale)}dashboard/${answer.module === 'transfers' ? 'vehicles' : 'services'}`,
  };
  await deps.mailer.send({
    to: reader.email,
    template: answer.approved ? 'partner-module-approved' : 'partner-module-declined',
    locale,
    subject: t(`companyReview.${moment}Subject`, params),
    text: t(`companyReview.${moment}Text`, params),
  });
}
