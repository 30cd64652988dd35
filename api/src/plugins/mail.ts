// Mail through nodemailer. Without SMTP_URL every message lands in the outbox_emails table (a signed-in SUPER reads it
// at GET /api/dev/outbox outside production), so signup and password reset work on a machine with no mail server.
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutboxEmail } from '../modules/dev/repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

function addressText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(addressText).join(', ');
  if (value && typeof value === 'object' && 'address' in value) return String((value as { address: string }).address);
  return '';
}

/** A nodemailer transport that stores each message in the outbox table instead of sending it. */
function outboxTransport(db: Db) {
  return {
    name: 'outbox',
    version: '1',
    send(mail: { data: Record<string, unknown> }, callback: (err: Error | null, info?: unknown) => void) {
      const { to, subject, text, html } = mail.data;
      insertOutboxEmail(db, {
        to: addressText(to).toLowerCase(),
        subject: String(subject ?? ''),
        text: String(text ?? ''),
        html: typeof html === 'string' ? html : null,
      }).then(
        () => callback(null, { messageId: `outbox-${Date.now()}` }),
        (err: Error) => callback(err),
      );
    },
  };
}

export function createMailer(db: Db, smtpUrl: string | null, from: string): Mailer {
  const transporter: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport(outboxTransport(db) as unknown as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('mailer', createMailer(app.db, app.config.smtpUrl, app.config.mailFrom));
  },
  { name: 'mail', dependencies: ['db'] },
);
