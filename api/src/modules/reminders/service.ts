// The scheduled mails of booking items, run by the sweeper (modules/payments/plugin.ts) and on demand
// (POST /api/reminders/sweep): the reminder the day before a confirmed item, and the review request after a completed
// one. Each goes once (claimed in booking_item_mails before it is sent, given back if sending fails), only to readers who
// have not turned it off, in the reader's language (docs/booking-mails.md).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { translator } from '../../i18n';
import type { Mailer } from '../../plugins/mail';
import { readerLocale } from '../bookings/reader-locale';
import { mailWeekday } from '../../mail/format';
import {
  manageBookingLink,
  manageLinkExpiry,
  meetingLines,
  voucherItem,
  voucherItemRows,
  voucherLink,
} from '../bookings/voucher';
import { mailSettingsLink } from '../customer/settings-link';
import { sql } from 'drizzle-orm';
import * as repo from './repository';

export interface RemindersDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  voucherSecret: string;
}

export function createRemindersService(deps: RemindersDeps) {
  const { db, mailer, log, publicUrl, voucherSecret } = deps;

  async function reader(itemId: number) {
    const context = await repo.mailContext(db, itemId);
    if (!context?.to) return null;
    const locale = readerLocale({ account: context.account_language, booking: context.booking_locale });
    const t = translator(locale);
    // Only an account can change its settings; a guest's booking (made signed out) has none to point at.
    const settings =
      context.created_by_user_id === null
        ? ''
        : t('reminders.turnOff', { link: mailSettingsLink(publicUrl, 'CLIENT', locale) });
    return { context, locale, t, settings, prefix: `${publicUrl}${locale === 'pt' ? '/pt' : ''}` };
  }

  /** The day before: when, where to meet, how to reach the partner, the voucher, and how to manage the booking. */
  async function mailReminder(itemId: number): Promise<boolean> {
    const r = await reader(itemId);
    const [row] = await voucherItemRows(db, sql`bi.id = ${itemId}`);
    if (!r || !row) return false;
    const { context, locale, t } = r;
    const item = voucherItem(row, voucherSecret, locale, t);
    const day = mailWeekday(new Date(item.starts_at), locale);
    const contact = [context.partner_phone, context.partner_email].filter(Boolean).join(' · ');
    const facts = [
      item.start_time
        ? t('reminders.when', { when: t('supplierBookings.dayAtTime', { day, time: item.start_time }) })
        : t('reminders.whenAllDay', { day }),
      ...(item.trip.length > 0
        ? item.trip.map((l) => l.text)
        : [item.party ?? t('checkout.voucherIcsPeople', { count: item.quantity })]),
      ...meetingLines(item, (place) => t('reminders.meetingPoint', { place }), t('reminders.meetingFromPartner')),
      ...(item.notes ? [item.notes] : []),
      ...(contact ? [t('reminders.contact', { contact })] : []),
    ].join('\n');
    const manage =
      context.created_by_user_id === null
        ? t('reminders.manage', {
            link: manageBookingLink(
              publicUrl,
              voucherSecret,
              context.reference,
              manageLinkExpiry(await repo.bookingDates(db, context.booking_id)),
              locale,
            ),
          })
        : t('reminders.myBookings', { link: `${r.prefix}/user-panel/bookings` });
    await mailer.send({
      to: context.to,
      template: 'reminder',
      locale,
      subject: t('reminders.reminderSubject', { service: item.service, reference: context.reference }),
      text: t('reminders.reminderText', {
        name: context.name,
        service: item.service,
        partner: item.partner,
        facts,
        voucher: voucherLink(publicUrl, voucherSecret, context.reference, locale),
        manage,
        settings: r.settings,
      }),
    });
    return true;
  }

  /** After completion: thanks, and where the customer writes the review (their previous bookings). */
  async function mailReviewRequest(itemId: number): Promise<boolean> {
    const r = await reader(itemId);
    const [row] = await voucherItemRows(db, sql`bi.id = ${itemId}`);
    if (!r || !row) return false;
    const { context, locale, t } = r;
    const item = voucherItem(row, voucherSecret, locale, t);
    await mailer.send({
      to: context.to,
      template: 'review-request',
      locale,
      subject: t('reminders.reviewSubject', { service: item.service }),
      text: t('reminders.reviewText', {
        name: context.name,
        service: item.service,
        partner: item.partner,
        reference: context.reference,
        link: `${r.prefix}/user-panel/bookings/previous`,
        settings: r.settings,
      }),
    });
    return true;
  }

  /** Sends each claimed mail; one that fails gives its claim back, so the next sweep tries it again. */
  async function sendClaimed(
    claimed: { booking_item_id: number }[],
    kind: repo.ScheduledMail,
    send: (itemId: number) => Promise<boolean>,
  ): Promise<number> {
    let sent = 0;
    for (const { booking_item_id: id } of claimed) {
      try {
        if (await send(id)) sent += 1;
      } catch (err) {
        log.error({ err, item: id, kind }, 'scheduled booking mail failed');
        await repo.releaseClaim(db, id, kind).catch((e: unknown) => log.error({ err: e }, 'claim not given back'));
      }
    }
    return sent;
  }

  return {
    mailReminder,
    mailReviewRequest,
    /** One pass: the reminders due at `now`, then the review requests. Answers how many of each went out. */
    async sweep(now: Date = new Date()): Promise<{ reminders: number; review_requests: number }> {
      const reminders = await sendClaimed(await repo.claimReminders(db, now), 'reminder', mailReminder);
      const reviewRequests = await sendClaimed(
        await repo.claimReviewRequests(db, now),
        'review_request',
        mailReviewRequest,
      );
      return { reminders, review_requests: reviewRequests };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
