// Mail through nodemailer when SMTP_URL is set. Without it every message lands in the outbox_emails table (a signed-in
// SUPER reads it at GET /api/dev/outbox outside production), so signup and password reset work with no mail server.
// A sender writes its words (subject and text, in the reader's language) and names its template; the mailer renders
// them in the Roteiro layout (src/mail) and sends the HTML part and the text part together.
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@mp/shared/contracts';
import type { Db } from '../db/client';
import { insertOutboxEmail } from '../modules/dev/repository';
import { renderMail, type MailTemplate } from '../mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Which mail this is (src/mail/templates.ts): its button and its preview. */
  template: MailTemplate;
  /** The one language the mail is written in. */
  locale: Locale;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(db: Db, smtpUrl: string | null, from: string, publicUrl: string): Mailer {
  const render = (message: MailMessage) =>
    renderMail(message.template, message.locale, { subject: message.subject, text: message.text }, publicUrl);
  // The outbox keeps what was asked for (recipient, subject, text, HTML), so it is written directly: building the MIME
  // message nodemailer would make and then drop cost about 2 % of the API's CPU in the booking bench.
  if (!smtpUrl) {
    return {
      async send(message) {
        const parts = await render(message);
        await insertOutboxEmail(db, {
          to: message.to.toLowerCase(),
          subject: String(message.subject ?? ''),
          text: parts.text,
          html: parts.html,
        });
      },
    };
  }
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      const parts = await render(message);
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: parts.text,
        html: parts.html,
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('mailer', createMailer(app.db, app.config.smtpUrl, app.config.mailFrom, app.config.publicUrl));
  },
  { name: 'mail', dependencies: ['db'] },
);
