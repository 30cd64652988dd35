// Every registered template rendered with its sample data in en and pt: both parts present, nothing left unfilled,
// every link from PUBLIC_URL, amounts and dates in the reader's format, every value escaped.
import type { Locale } from '@mp/shared/contracts';
import { mailTemplates, renderMail, renderSample } from '.';
import { readBlocks } from './render';
import { buttonLabel } from './templates';
import { compiledLayout } from './layout';

const PUBLIC_URL = 'https://roteiro.test';
const locales: Locale[] = ['en', 'pt'];
const cases = mailTemplates.flatMap((template) => locales.map((locale) => [template, locale] as const));

const LEFTOVERS = [/\{\{/, /\}\}/, /\bundefined\b/, /\bnull\b/, /\bNaN\b/, /\[object/, /@@[A-Z]+@@/];

describe('mail templates', () => {
  it.each(cases)('%s in %s: an HTML and a text part with nothing left unfilled', async (template, locale) => {
    const mail = await renderSample(template, locale, PUBLIC_URL);
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.text.trim()).not.toBe('');
    expect(mail.html).toContain('</html>');
    for (const part of [mail.subject, mail.text, mail.html]) {
      for (const leftover of LEFTOVERS) expect(part).not.toMatch(leftover);
    }
    expect(mail.html).toContain(`lang="${locale === 'pt' ? 'pt-PT' : 'en-GB'}"`);
    // The words of the text part are in the HTML part too (its first line, the greeting or the opening sentence).
    const firstLine = mail.text.split('\n')[0] ?? '';
    expect(mail.html).toContain(firstLine.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
  });

  it.each(cases)('%s in %s: every link starts with PUBLIC_URL or mailto:', async (template, locale) => {
    const mail = await renderSample(template, locale, PUBLIC_URL);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${PUBLIC_URL}/`) || href.startsWith('mailto:')).toBe(true);
    const textLinks = mail.text.match(/https?:\/\/\S+/g) ?? [];
    for (const link of textLinks) expect(link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    // The site in the reader's language: pt links go under /pt.
    if (locale === 'pt') expect(mail.html).toContain(`href="${PUBLIC_URL}/pt/"`);
  });

  it.each(cases)(
    '%s in %s: a template with button words draws its button, and one without draws none',
    async (template, locale) => {
      const mail = await renderSample(template, locale, PUBLIC_URL);
      const label = buttonLabel(template, locale);
      const buttons = [...mail.html.matchAll(/<a class="rt-button" href="[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
      expect(buttons).toEqual(label === null ? [] : [label.replace(/&/g, '&amp;').replace(/'/g, '&#39;')]);
    },
  );

  it('writes amounts and dates in the reader’s format, Lisbon time', async () => {
    const en = await renderSample('booking-paid', 'en', PUBLIC_URL);
    const pt = await renderSample('booking-paid', 'pt', PUBLIC_URL);
    expect(en.text).toContain('Total: €81.00');
    expect(pt.text).toContain('Total: 81,00\u00a0€');
    expect(en.text).toContain('16 June 2026');
    expect(pt.text).toContain('16 de junho de 2026');
    expect(en.html).toContain('€81.00');
    expect(pt.html).toContain('81,00\u00a0€');
    // 09:30 UTC in June is 10:30 in Lisbon (summer time).
    const changed = await renderSample('password-changed', 'pt', PUBLIC_URL);
    expect(changed.text).toContain('16 de junho de 2026 às 10:30');
  });

  it('escapes every value and links only the site', async () => {
    const mail = await renderMail(
      'chat-message',
      'en',
      {
        subject: 'New message from <b>Rui</b>',
        text: `Hello "Ana" & co,\n\n<script>alert(1)</script> see https://evil.test/x and ${PUBLIC_URL}/pt/user-panel.\n\nReply here: ${PUBLIC_URL}/user-panel/messages/3`,
      },
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Rui</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Hello &quot;Ana&quot; &amp; co,');
    expect(mail.html).not.toContain('href="https://evil.test');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/pt/user-panel"`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/user-panel/messages/3"`);
  });

  it('a look-alike host is neither a link nor the button, however it starts', async () => {
    const lookAlike = `${PUBLIC_URL}.evil.example/voucher`;
    const mail = await renderMail(
      'gift-card-gift',
      'en',
      { subject: 'A gift', text: `Hello,\n\n${lookAlike}\n\n${PUBLIC_URL}/` },
      PUBLIC_URL,
    );
    expect(mail.html).not.toContain(`href="${lookAlike}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
  });

  it('a value that looks like a slot stays text', async () => {
    const plain = await renderMail('verify-code', 'en', { subject: 'Code', text: 'Hi' }, PUBLIC_URL);
    const mail = await renderMail('verify-code', 'en', { subject: '@@BODY@@', text: 'Hi @@FOOTER@@' }, PUBLIC_URL);
    expect(mail.html).toContain('Hi @@FOOTER@@');
    // The subject's slot-like words are written where the subject goes (title, heading) and filled no further.
    expect(mail.html.replaceAll('@@BODY@@', 'Code').replaceAll('Hi @@FOOTER@@', 'Hi')).toBe(plain.html);
  });

  it('reads "Label: value" runs as a details table and the main site link as the template’s button', () => {
    const { blocks } = readBlocks(
      'S',
      `Hello Ana,\n\nYour gift card is ready.\nCode: GC-1\nValue: €50.00\n\nOpen it:\n${PUBLIC_URL}/voucher/1`,
      PUBLIC_URL,
      'Open your voucher',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: ['Hello Ana,'] },
      { kind: 'paragraph', lines: ['Your gift card is ready.'] },
      {
        kind: 'details',
        rows: [
          { label: 'Code', value: 'GC-1' },
          { label: 'Value', value: '€50.00' },
        ],
      },
      { kind: 'paragraph', lines: ['Open it:'] },
      { kind: 'button', label: 'Open your voucher', href: `${PUBLIC_URL}/voucher/1` },
    ]);
  });

  it('compiles the MJML layout once per process', async () => {
    const first = compiledLayout();
    await renderSample('verify-code', 'en', PUBLIC_URL);
    expect(compiledLayout()).toBe(first);
  });
});
