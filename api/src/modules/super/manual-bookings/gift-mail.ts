// The customer's mail of a manual gift booking, in place of the checkout's "payment received": the booking is offered
// by Roteiro, there is nothing to pay (so no amounts and no refund line), each service with its day and where it
// stands, and how to use it (the voucher link; for a registered customer, the booking is in their account too). In
// the customer's language: the account's setting, else the language the booking was made in.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Mailer } from '../../../plugins/mail';
import { translator } from '../../../i18n';
import { bookingById, itemsOfBooking } from '../../bookings/repository';
import { bookingReader, readerLocale } from '../../bookings/reader-locale';
import { voucherLink } from '../../bookings/voucher';
import { mailDateTime, mailWeekday } from '../../../mail/format';
import { lastAnswerBy } from '../../bookings/answer-window';

export interface GiftMailDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  voucherSecret: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Sends the gift mail of booking `bookingId` once it has committed; a failure is logged, the booking stands. */
export async function mailGiftBooking(deps: GiftMailDeps, bookingId: number, registered: boolean): Promise<void> {
  try {
    const booking = await bookingById(deps.db, bookingId);
    if (!booking) return;
    const reader = await bookingReader(deps.db, booking.userId);
    const billing = booking.billing as { email?: string; first_name?: string };
    const to = billing.email || reader?.email;
    if (!reader || !to) return;
    const locale = readerLocale({
      account: reader.language,
      booking: (booking.annotations as { locale?: unknown }).locale,
    });
    const t = translator(locale);
    const items = await itemsOfBooking(deps.db, bookingId);
    const lines = items.map((i) => {
      const s = i.unserializedService as { name_en?: string; name_pt?: string };
      const time = (i.annotations as { time?: string | null }).time;
      const when = [mailWeekday(new Date(i.bookingDate), locale), time].filter(Boolean).join(' ');
      const status = i.status === 'confirmed' ? t('giftBookings.status.confirmed') : t('giftBookings.status.pending');
      return `- ${(locale === 'pt' ? s.name_pt : s.name_en) ?? s.name_en ?? ''} × ${i.quantity} · ${when}: ${status}`;
    });
    const answerBy = lastAnswerBy(items);
    const after = [
      ...(answerBy ? [t('giftBookings.mailPendingNext', { at: mailDateTime(answerBy, locale) })] : []),
      ...(registered ? [t('giftBookings.mailInAccount')] : []),
    ];
    const text = t('giftBookings.mailText', {
      name: billing.first_name || reader.first_name,
      reference: booking.reference,
      lines: lines.join('\n'),
      voucher: voucherLink(deps.publicUrl, deps.voucherSecret, booking.reference, locale),
    });
    await deps.mailer.send({
      to,
      template: 'gift-booking',
      locale,
      subject: t('giftBookings.mailSubject', { reference: booking.reference }),
      text: [text, ...after].join('\n\n'),
    });
  } catch (err) {
    deps.log.error(
      { err: err instanceof Error ? { name: err.name, message: err.message } : String(err), bookingId },
      'gift booking mail failed',
    );
  }
}
