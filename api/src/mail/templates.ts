// Every mail the API sends, by name: its main button (the words for the one link a reader should follow, or none) and
// sample data that writes it with the sender's own messages, for `pnpm mail:preview`, the staff preview page and the
// tests that render each template in both languages.
import type { Locale } from '@mp/shared/contracts';
import { formatPercent, PARTNER_TEAM_EMAIL } from '@mp/shared/domain';
import { translator, type Translate } from '../i18n';
import { voucherLink } from '../modules/bookings/voucher';
import { mailDate, mailDateTime, mailMoney, mailWeekday, siteUrl } from './format';

interface Sample {
  subject: string;
  text: string;
}

interface TemplateDefinition {
  /** What the mail is, for the preview list. */
  about: string;
  /** The words of the button made from the mail's main link, or null when it has none (or several alike). */
  button: Record<Locale, string> | null;
  sample: (t: Translate, ctx: SampleContext) => Sample;
}

interface SampleContext {
  locale: Locale;
  publicUrl: string;
  /** The site in the reader's language, without its final slash. */
  site: string;
}

// A fixed sample moment (a Tuesday in summer time) so previews and tests read the same every day.
const AT = new Date('2026-06-16T09:30:00Z');
/** The sample request's answer deadline: two hours before it starts (booked the day before). */
const ANSWER_BY = new Date('2026-06-16T07:30:00Z');
const REF = 'RT-7K2M9Q';
// Signs the sample voucher links, built by the senders' own helper so a preview's button opens the real page.
const SAMPLE_SECRET = 'mail-preview-sample';

const voucherButton = { en: 'Open your voucher', pt: 'Abrir o voucher' };
const passwordButton = { en: 'Choose your password', pt: 'Escolher a palavra-passe' };
const companyPageButton = { en: 'See your company page', pt: 'Ver a página da empresa' };

/** A partner review mail's sample, with the sender's words (modules/partners/review-mails.ts). */
function reviewSample(t: Translate, moment: 'approved' | 'rejected' | 'suspended' | 'reactivated', site: string) {
  const params = {
    name: 'Rui',
    company: 'Tejo Boats',
    reason:
      moment === 'rejected'
        ? 'The tax number does not match the business name you gave.'
        : 'Customers reported three tours cancelled on the day without notice.',
    contact: PARTNER_TEAM_EMAIL,
    link: `${site}/partner/tejo-boats`,
  };
  return { subject: t(`companyReview.${moment}Subject`, params), text: t(`companyReview.${moment}Text`, params) };
}

/** The sample of staff's answer to a module request (modules/partners/review-mails.ts mailModuleAnswer). */
function moduleAnswerSample(t: Translate, approved: boolean, site: string) {
  const params = {
    name: 'Rui',
    company: 'Tejo Boats',
    module: t('companyReview.module_transfers'),
    reason: 'We need a copy of your IMT passenger transport licence first.',
    contact: PARTNER_TEAM_EMAIL,
    link: `${site}/dashboard/vehicles`,
  };
  const moment = approved ? 'moduleApproved' : 'moduleDeclined';
  return { subject: t(`companyReview.${moment}Subject`, params), text: t(`companyReview.${moment}Text`, params) };
}

const definitions = {
  'verify-code': {
    about: 'Verification code',
    button: null,
    sample: (t) => ({
      subject: t('mail.verifySubject'),
      text: t('mail.verifyText', { name: 'Ana', code: '482913', minutes: 30 }),
    }),
  },
  signup: {
    about: 'Sign-up: code and one-click link',
    button: { en: 'Finish signing up', pt: 'Concluir o registo' },
    sample: (t, { site }) => ({
      subject: t('mail.verifySubject'),
      text: t('mail.signupText', {
        name: 'Ana',
        code: '482913',
        link: `${site}/register-complete?email=ana%40example.pt&token=sample`,
        minutes: 30,
      }),
    }),
  },
  'account-exists': {
    about: 'Sign-up with an address that has an account',
    button: null,
    sample: (t, { site }) => ({
      subject: t('mail.accountExistsSubject'),
      text: t('mail.accountExistsText', {
        name: 'Ana',
        signIn: `${site}/`,
        reset: `${site}/password/reset?email=ana%40example.pt`,
      }),
    }),
  },
  'password-reset': {
    about: 'Password reset link',
    button: { en: 'Choose a new password', pt: 'Escolher nova palavra-passe' },
    sample: (t, { site }) => ({
      subject: t('mail.resetSubject'),
      text: t('mail.resetText', {
        name: 'Ana',
        link: `${site}/password/reset?token=sample&email=ana%40example.pt`,
        minutes: 60,
      }),
    }),
  },
  'password-changed': {
    about: 'Password changed',
    button: null,
    sample: (t, { site, locale }) => ({
      subject: t('accountMails.passwordChangedSubject'),
      text: t('accountMails.passwordChangedText', {
        name: 'Ana',
        email: 'ana@example.pt',
        when: mailDateTime(AT, locale),
        link: `${site}/password/reset?email=ana%40example.pt`,
      }),
    }),
  },
  'account-deleted': {
    about: 'Account deleted',
    button: null,
    sample: (t, { site, locale }) => ({
      subject: t('accountMails.accountDeletedSubject'),
      text: t('accountMails.accountDeletedText', {
        name: 'Ana',
        email: 'ana@example.pt',
        when: mailDateTime(AT, locale),
        link: `${site}/`,
      }),
    }),
  },
  'partner-welcome': {
    about: 'Partner account opened',
    button: null,
    sample: (t) => ({
      subject: t('partners.welcomeSubject'),
      text: t('partners.welcomeText', { name: 'Rui', company: 'Tejo Boats' }),
    }),
  },
  'partner-approved': {
    about: 'Partner company approved by staff: live on the storefront',
    button: companyPageButton,
    sample: (t, { site }) => reviewSample(t, 'approved', site),
  },
  'partner-rejected': {
    about: 'Partner company not approved at review, with staff’s reason',
    button: null,
    sample: (t, { site }) => reviewSample(t, 'rejected', site),
  },
  'partner-suspended': {
    about: 'Partner company suspended by staff, with staff’s reason',
    button: null,
    sample: (t, { site }) => reviewSample(t, 'suspended', site),
  },
  'partner-reactivated': {
    about: 'Partner company live again after a suspension',
    button: companyPageButton,
    sample: (t, { site }) => reviewSample(t, 'reactivated', site),
  },
  'partner-module-approved': {
    about: 'A module the partner company asked for (transfers or experiences) approved by staff',
    button: { en: 'Open your dashboard', pt: 'Abrir o painel' },
    sample: (t, { site }) => moduleAnswerSample(t, true, site),
  },
  'partner-module-declined': {
    about: 'A module the partner company asked for declined by staff, with staff’s reason',
    button: null,
    sample: (t, { site }) => moduleAnswerSample(t, false, site),
  },
  'affiliate-welcome': {
    about: 'Affiliate account opened',
    button: null,
    sample: (t) => ({
      subject: t('partners.affiliateWelcomeSubject'),
      text: t('partners.affiliateWelcomeText', { name: 'Marta', code: 'MARTA10' }),
    }),
  },
  'team-invite': {
    about: 'Partner team invitation',
    button: passwordButton,
    sample: (t, { site }) => ({
      subject: t('team.inviteSubject', { company: 'Tejo Boats' }),
      text: t('team.inviteText', {
        name: 'Joana',
        company: 'Tejo Boats',
        link: `${site}/password/reset?token=sample&email=joana%40example.pt`,
        days: 7,
      }),
    }),
  },
  'team-invite-existing': {
    about: 'Partner team invitation of an address that has an account',
    button: null,
    sample: (t) => ({
      subject: t('team.inviteSubject', { company: 'Tejo Boats' }),
      text: t('team.inviteExistingText', { name: 'Joana', company: 'Tejo Boats' }),
    }),
  },
  'company-email-confirm': {
    about: 'A partner company’s new notification address to confirm',
    button: { en: 'Confirm the new address', pt: 'Confirmar o novo endereço' },
    sample: (t, { site }) => {
      const params = {
        name: 'Rui',
        company: 'Tejo Boats',
        email: 'reservas@tejoboats.pt',
        old: 'rui@tejoboats.pt',
        hours: 48,
      };
      return {
        subject: t('dashboard.emailChange.confirmSubject', params),
        text: t('dashboard.emailChange.confirmText', {
          ...params,
          link: `${site}/dashboard/profile/settings?confirm-email=sample`,
        }),
      };
    },
  },
  'company-email-notice': {
    about: 'A partner company’s notification address is being changed (to the address in use)',
    button: null,
    sample: (t, { site }) => {
      const params = { name: 'Rui', company: 'Tejo Boats', email: 'reservas@tejoboats.pt', hours: 48 };
      return {
        subject: t('dashboard.emailChange.noticeSubject', params),
        text: t('dashboard.emailChange.noticeText', { ...params, link: `${site}/dashboard/profile/settings` }),
      };
    },
  },
  'staff-invite': {
    about: 'Back-office team invitation',
    button: passwordButton,
    sample: (t, { site }) => ({
      subject: t('backOffice.inviteSubject'),
      text: t('backOffice.inviteText', {
        name: 'Pedro',
        by: 'Sofia Costa',
        role: t('backOffice.roles.support.name'),
        days: 7,
        link: `${site}/password/reset?token=sample&email=pedro%40roteiro.pt`,
      }),
    }),
  },
  'promo-assigned': {
    about: 'Promo code assigned',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('backOffice.promo.assignedSubject', { code: 'SUMMER15' }),
      text: t('backOffice.promo.assignedText', {
        name: 'Ana',
        code: 'SUMMER15',
        discount: formatPercent(15, locale),
        validFrom: mailDate(new Date('2026-06-01T12:00:00Z'), locale),
        validTo: mailDate(new Date('2026-09-30T22:59:59Z'), locale),
      }),
    }),
  },
  'booking-paid': {
    about: 'Booked and paid (customer)',
    button: voucherButton,
    sample: (t, { site, locale, publicUrl }) => ({
      subject: t('checkout.confirmationSubject', { reference: REF }),
      text: [
        t('checkout.confirmationText', {
          name: 'Ana',
          reference: REF,
          lines: `- Lisbon by tuk-tuk × 2 · ${mailWeekday(AT, locale)} 10:30: ${mailMoney(9000, locale)}`,
          amounts: [
            t('checkout.mailPromo', { amount: mailMoney(900, locale) }),
            t('checkout.mailTotal', { amount: mailMoney(8100, locale) }),
            t('checkout.mailMethodPart', { method: t('checkout.mailMethods.card'), amount: mailMoney(8100, locale) }),
          ].join('\n'),
          status: t('checkout.itemStatus.pending'),
          next: t('checkout.itemStatusNext.pending', { at: mailDateTime(ANSWER_BY, locale) }),
        }),
        t('checkout.voucherMailText', { link: voucherLink(publicUrl, SAMPLE_SECRET, REF, locale) }),
        t('checkout.myBookingsMailText', { link: `${site}/user-panel/bookings` }),
      ].join('\n\n'),
    }),
  },
  'gift-card': {
    about: 'Gift card (buyer, no recipient)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('checkout.giftCardSubject', { code: 'GC-8H3K-2M7Q' }),
      text: t('checkout.giftCardText', {
        name: 'Ana',
        code: 'GC-8H3K-2M7Q',
        value: mailMoney(5000, locale),
        expires: mailDate(AT, locale),
      }),
    }),
  },
  'gift-card-sent': {
    about: 'Gift card (buyer’s copy)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('checkout.giftCardSubject', { code: 'GC-8H3K-2M7Q' }),
      text: t('checkout.giftCardSentText', {
        name: 'Ana',
        recipient: 'Rita',
        email: 'rita@example.pt',
        code: 'GC-8H3K-2M7Q',
        value: mailMoney(5000, locale),
        expires: mailDate(AT, locale),
      }),
    }),
  },
  'gift-card-gift': {
    about: 'Gift card (recipient)',
    button: { en: 'Choose an experience', pt: 'Escolher uma experiência' },
    sample: (t, { site, locale }) => ({
      subject: t('checkout.giftCardGiftSubject', { from: 'Ana' }),
      text: t('checkout.giftCardGiftText', {
        name: 'Rita',
        from: 'Ana',
        message: t('checkout.giftCardGiftMessage', { message: 'Happy birthday!' }),
        code: 'GC-8H3K-2M7Q',
        value: mailMoney(5000, locale),
        expires: mailDate(AT, locale),
        link: `${site}/`,
      }),
    }),
  },
  'gateway-refund': {
    about: 'Payment sent back (arrived late or short)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('checkout.refundSubject', { reference: REF }),
      text: t('checkout.refundLateText', { name: 'Ana', reference: REF, amount: mailMoney(8100, locale) }),
    }),
  },
  refund: {
    about: 'Refund of a declined or cancelled item, and where each part goes back (customer)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('checkout.refundSubject', { reference: REF }),
      text:
        t('supplierBookings.refundText', {
          name: 'Ana',
          service: 'Lisbon by tuk-tuk',
          reference: REF,
          reason: t('supplierBookings.reasonCancelledByPartner'),
          lines: [
            t('supplierBookings.refundLine.paypal', { amount: mailMoney(3150, locale) }),
            t('supplierBookings.refundLine.gift_card', { amount: mailMoney(1890, locale), last4: 'ABCD' }),
            t('supplierBookings.refundLine.points', { count: 1260 }),
          ].join('\n'),
        }) +
        `\n\n${t('supplierBookings.refundMoneyNote')}` +
        t('supplierBookings.partnerReason', { reason: 'The boat is in repair that day.' }),
    }),
  },
  'partial-refund': {
    about: 'Part of a booking item given back by staff, and where each part goes back (customer)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('backOffice.bookings.partialRefundSubject', { reference: REF }),
      text:
        t('backOffice.bookings.partialRefundText', {
          name: 'Ana',
          amount: mailMoney(2000, locale),
          service: 'Lisbon by tuk-tuk',
          reference: REF,
          lines: [
            t('supplierBookings.refundLine.card', { amount: mailMoney(1500, locale) }),
            t('supplierBookings.refundLine.points', { count: 500 }),
          ].join('\n'),
        }) + `\n\n${t('supplierBookings.refundMoneyNote')}`,
    }),
  },
  'item-declined': {
    about: 'Item declined, nothing to refund (customer)',
    button: null,
    sample: (t) => ({
      subject: t('supplierBookings.declinedSubject', { reference: REF, service: 'Lisbon by tuk-tuk' }),
      text:
        t('supplierBookings.declinedText', { name: 'Ana', service: 'Lisbon by tuk-tuk', reference: REF }) +
        t('supplierBookings.partnerReason', { reason: 'The boat is in repair that day.' }) +
        `\n\n${t('supplierBookings.declinedNext')}`,
    }),
  },
  'booking-confirmed': {
    about: 'Item accepted by the partner (customer)',
    button: voucherButton,
    sample: (t, { locale, publicUrl }) => ({
      subject: t('supplierBookings.confirmedSubject', { reference: REF, service: 'Lisbon by tuk-tuk' }),
      text: t('supplierBookings.confirmedText', {
        name: 'Ana',
        partner: 'Tejo Tours',
        service: 'Lisbon by tuk-tuk',
        reference: REF,
        facts: [
          t('supplierBookings.confirmedWhen', {
            when: t('supplierBookings.dayAtTime', { day: mailWeekday(AT, locale), time: '10:30' }),
          }),
          t('checkout.voucherIcsPeople', { count: 2 }),
          t('checkout.voucherIcsMeeting', { place: 'Praça do Comércio, by the arch' }),
        ].join('\n'),
        link: voucherLink(publicUrl, SAMPLE_SECRET, REF, locale),
      }),
    }),
  },
  reminder: {
    about: 'The day before a confirmed item (customer)',
    button: voucherButton,
    sample: (t, { site, locale, publicUrl }) => ({
      subject: t('reminders.reminderSubject', { service: 'Lisbon by tuk-tuk', reference: REF }),
      text: t('reminders.reminderText', {
        name: 'Ana',
        service: 'Lisbon by tuk-tuk',
        partner: 'Tejo Tours',
        facts: [
          t('reminders.when', {
            when: t('supplierBookings.dayAtTime', { day: mailWeekday(AT, locale), time: '10:30' }),
          }),
          t('checkout.voucherIcsPeople', { count: 2 }),
          t('reminders.meetingPoint', { place: 'Praça do Comércio, by the arch' }),
          t('reminders.contact', { contact: '+351 912 345 678 · reservas@tejotours.pt' }),
        ].join('\n'),
        voucher: voucherLink(publicUrl, SAMPLE_SECRET, REF, locale),
        manage: t('reminders.myBookings', { link: `${site}/user-panel/bookings` }),
        settings: t('reminders.turnOff', { link: `${site}/user-panel/settings` }),
      }),
    }),
  },
  'review-request': {
    about: 'After a completed item: write a review (customer)',
    button: { en: 'Write your review', pt: 'Escrever a avaliação' },
    sample: (t, { site }) => ({
      subject: t('reminders.reviewSubject', { service: 'Lisbon by tuk-tuk' }),
      text: t('reminders.reviewText', {
        name: 'Ana',
        service: 'Lisbon by tuk-tuk',
        partner: 'Tejo Tours',
        reference: REF,
        link: `${site}/user-panel/bookings/previous`,
        settings: t('reminders.turnOff', { link: `${site}/user-panel/settings` }),
      }),
    }),
  },
  'partner-new-booking': {
    about: 'New booking waiting for the partner’s answer',
    button: null,
    sample: (t, { publicUrl, locale }) => ({
      subject: t('supplierBookings.newItemSubject', { reference: REF, service: 'Lisbon by tuk-tuk' }),
      text: t('supplierBookings.newItemText', {
        service: 'Lisbon by tuk-tuk',
        reference: REF,
        quantity: 2,
        date: mailDateTime(AT, locale),
        answerBy: mailDateTime(new Date(AT.getTime() - 86_400_000), locale),
        accept: `${publicUrl}/api/booking-items/answer/sample-accept?lang=${locale}`,
        decline: `${publicUrl}/api/booking-items/answer/sample-decline?lang=${locale}`,
      }),
    }),
  },
  'partner-confirmed-booking': {
    about: 'New booking confirmed on payment (instant confirmation), nothing for the partner to answer',
    button: { en: 'See your bookings', pt: 'Ver as suas reservas' },
    sample: (t, { site, locale }) => {
      const params = {
        service: 'Lisbon by tuk-tuk',
        reference: REF,
        quantity: 2,
        date: mailDateTime(AT, locale),
        link: `${site}/dashboard/calendar-and-bookings`,
      };
      return {
        subject: t('checkout.partnerConfirmedSubject', params),
        text: t('checkout.partnerConfirmedText', params),
      };
    },
  },
  'partner-item-closed': {
    about: 'Item accepted, declined or cancelled by Roteiro for the partner, or declined at its deadline',
    button: null,
    sample: (t, { locale }) => {
      const params = {
        service: 'Lisbon by tuk-tuk',
        reference: REF,
        quantity: 2,
        customer: 'Ana Silva',
        date: t('supplierBookings.dayAtTime', { day: mailWeekday(AT, locale), time: '10:30' }),
        answerBy: mailDateTime(AT, locale),
      };
      return {
        subject: t('supplierBookings.partnerExpiredSubject', params),
        text: t('supplierBookings.partnerExpiredText', params),
      };
    },
  },
  'partner-cancelled': {
    about: 'Item cancelled by the customer (partner)',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('customer.partnerCancelSubject', { reference: REF }),
      text: t('customer.partnerCancelText', {
        customer: 'Ana Silva',
        service: 'Lisbon by tuk-tuk',
        date: mailDateTime(AT, locale),
        reference: REF,
      }),
    }),
  },
  'gift-booking': {
    about: 'Manual gift booking from the back office',
    button: voucherButton,
    sample: (t, { locale, publicUrl }) => ({
      subject: t('giftBookings.mailSubject', { reference: REF }),
      text: [
        t('giftBookings.mailText', {
          name: 'Ana',
          reference: REF,
          lines: `- Lisbon by tuk-tuk × 2 · ${mailWeekday(AT, locale)} 10:30: ${t('giftBookings.status.pending')}`,
          voucher: voucherLink(publicUrl, SAMPLE_SECRET, REF, locale),
        }),
        t('giftBookings.mailPendingNext', { at: mailDateTime(ANSWER_BY, locale) }),
        t('giftBookings.mailInAccount'),
      ].join('\n\n'),
    }),
  },
  'chat-message': {
    about: 'New chat message while offline',
    button: null,
    sample: (t, { site }) => ({
      subject: t('chat.mailSubject', { sender: 'Tejo Tours' }),
      text: t('chat.mailText', {
        name: 'Ana',
        count: 2,
        sender: 'Tejo Tours',
        excerpt: 'We meet by the arch at 10:20. <Bring water!>',
        link: `${site}/user-panel/messages/12`,
        settings: `${site}/user-panel/settings`,
      }),
    }),
  },
  'transfer-quote-request': {
    about: 'Transfer quote requested',
    button: null,
    sample: (t, { locale }) => ({
      subject: t('transfers.quoteMailSubject'),
      text: t('transfers.quoteMailText', {
        name: 'Ana',
        from: 'Lisbon Airport',
        to: 'Cascais',
        date: mailDate(AT, locale),
        time: '10:30',
        passengers: 3,
      }),
    }),
  },
  'transfer-offer': {
    about: 'Transfer quote answered',
    button: { en: 'Book this transfer', pt: 'Reservar este transfer' },
    sample: (t, { site, locale }) => ({
      subject: t('transferOffers.mailSubject'),
      text: t('transferOffers.mailText', {
        name: 'Ana',
        from: 'Lisbon Airport',
        to: 'Cascais',
        date: mailDate(AT, locale),
        time: '10:30',
        vehicle: 'Mercedes V-Class',
        partner: 'Tejo Transfers',
        price: mailMoney(6500, locale),
        message: '',
        until: mailDateTime(AT, locale),
        link: `${site}/transfer-offer#token=sample`,
      }),
    }),
  },
} satisfies Record<string, TemplateDefinition>;

export type MailTemplate = keyof typeof definitions;

export const mailTemplates = Object.keys(definitions) as MailTemplate[];

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(definitions, name);

export const templateAbout = (name: MailTemplate): string => definitions[name].about;

export const buttonLabel = (name: MailTemplate, locale: Locale): string | null =>
  (definitions[name] as TemplateDefinition).button?.[locale] ?? null;

/** The template's words with its sample data, in one language. */
export function sampleMail(name: MailTemplate, locale: Locale, publicUrl: string): Sample {
  const site = siteUrl(publicUrl, locale).replace(/\/$/, '');
  return (definitions[name] as TemplateDefinition).sample(translator(locale), { locale, publicUrl, site });
}
