// Branded mails: one MJML layout compiled once, every sender's words rendered into an HTML part and a text part.
// See docs/adr/040-mail-templates.md.
import type { Locale } from '@mp/shared/contracts';
import { renderParts, type MailParts } from './render';
import { buttonLabel, sampleMail, type MailTemplate } from './templates';

export type { MailTemplate } from './templates';
export { mailTemplates, isMailTemplate, templateAbout } from './templates';
export { mailDateTime } from './format';

/** The HTML and text parts of a mail written by its sender in `locale`. */
export const renderMail = (
  template: MailTemplate,
  locale: Locale,
  words: { subject: string; text: string },
  publicUrl: string,
): Promise<MailParts> => renderParts(locale, words.subject, words.text, publicUrl, buttonLabel(template, locale));

/** A template with its sample data: subject, HTML and text. */
export async function renderSample(
  template: MailTemplate,
  locale: Locale,
  publicUrl: string,
): Promise<MailParts & { subject: string }> {
  const words = sampleMail(template, locale, publicUrl);
  return { subject: words.subject, ...(await renderMail(template, locale, words, publicUrl)) };
}
