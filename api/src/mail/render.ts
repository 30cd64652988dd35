// Renders one mail: the sender's words (subject and plain text, written by its module in the reader's language) become
// an HTML part in the Roteiro layout and a plain-text part with the same words and the site link under them.
// The text is read into blocks: paragraphs (blank-line separated), a details table where every line of a paragraph is
// "Label: value", and a button for the template's main link (a line that is only a link of the site). Every value is
// HTML-escaped; only links of the site (PUBLIC_URL) become links, anything else stays text.
import type { Locale } from '@mp/shared/contracts';
import { compiledLayout, SLOTS, styles } from './layout';
import { siteUrl } from './format';

export interface MailParts {
  html: string;
  text: string;
}

export interface MailBlocks {
  heading: string;
  blocks: Block[];
}

export type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'details'; rows: { label: string; value: string }[] }
  | { kind: 'button'; label: string; href: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const HAS_URL = /https?:\/\//;
const DETAIL_LINE = /^([^:\n\-•"“][^:\n]{0,39}):[ \t]+(\S.*)$/;

const footerWords: Record<Locale, { why: string; site: string }> = {
  en: { why: 'Roteiro: experiences and transfers in Portugal.', site: 'Visit Roteiro' },
  pt: { why: 'Roteiro: experiências e transfers em Portugal.', site: 'Visitar a Roteiro' },
};

/**
 * Whether `url` is a page of the site: the same origin as PUBLIC_URL and under its path. A prefix test would take
 * `https://roteiro.pt.example.net/…` for the site, and anyone whose words reach a mail (a gift message, a chat
 * excerpt, a decline reason) could have a look-alike address drawn as our link or button.
 */
export function isSiteLink(url: string, publicUrl: string): boolean {
  try {
    const link = new URL(url);
    const site = new URL(publicUrl);
    const base = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
    return link.origin === site.origin && `${link.pathname}/`.startsWith(base);
  } catch {
    return false;
  }
}

/** The words of a text, read into blocks; `buttonLabel` turns the first line that is only a site link into a button. */
export function readBlocks(subject: string, text: string, publicUrl: string, buttonLabel: string | null): MailBlocks {
  const blocks: Block[] = [];
  let buttonUsed = buttonLabel === null;
  for (const chunk of text.replace(/\r\n/g, '\n').split(/\n[ \t]*\n+/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let run: { label: string; value: string; line: string }[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
      paragraph = [];
    };
    const flushRun = () => {
      if (run.length >= 2) {
        flushParagraph();
        blocks.push({ kind: 'details', rows: run.map(({ label, value }) => ({ label, value })) });
      } else paragraph.push(...run.map((row) => row.line));
      run = [];
    };
    for (const line of lines) {
      const trimmed = line.trim();
      const detail = HAS_URL.test(line) ? null : DETAIL_LINE.exec(trimmed);
      if (detail) {
        run.push({ label: detail[1]?.trim() ?? '', value: detail[2]?.trim() ?? '', line });
        continue;
      }
      flushRun();
      if (!buttonUsed && buttonLabel !== null && /^\S+$/.test(trimmed) && isSiteLink(trimmed, publicUrl)) {
        flushParagraph();
        blocks.push({ kind: 'button', label: buttonLabel, href: trimmed });
        buttonUsed = true;
        continue;
      }
      paragraph.push(line);
    }
    flushRun();
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
  }
  return { heading: subject, blocks };
}

/** A line as HTML: escaped, with the site's links made links (a trailing full stop stays text). */
function lineHtml(line: string, publicUrl: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    let url = match[0];
    while (/[.,;:!?)]$/.test(url)) url = url.slice(0, -1);
    const start = match.index ?? 0;
    out += escapeHtml(line.slice(last, start));
    out += isSiteLink(url, publicUrl)
      ? `<a href="${escapeHtml(url)}" style="${styles.link}">${escapeHtml(url)}</a>`
      : escapeHtml(url);
    last = start + url.length;
  }
  return out + escapeHtml(line.slice(last));
}

function blockHtml(block: Block, publicUrl: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${styles.paragraph}">${block.lines.map((line) => lineHtml(line, publicUrl)).join('<br />')}</p>`;
    case 'details':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="${styles.table}"><tbody>` +
        block.rows
          .map(
            (row) =>
              `<tr><th scope="row" style="${styles.label}">${escapeHtml(row.label)}</th>` +
              `<td style="${styles.value}">${lineHtml(row.value, publicUrl)}</td></tr>`,
          )
          .join('') +
        '</tbody></table>'
      );
    case 'button':
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px"><tbody><tr>` +
        `<td class="rt-button" style="${styles.buttonCell}"><a class="rt-button" href="${escapeHtml(block.href)}" style="${styles.button}">${escapeHtml(block.label)}</a></td>` +
        `</tr></tbody></table>`
      );
  }
}

/** The first words a mail client shows beside the subject: the first paragraph after the greeting. */
function previewOf(blocks: Block[]): string {
  const paragraphs = blocks.filter((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph');
  const first = paragraphs.find((p, i) => !(i === 0 && p.lines.length === 1 && /,$/.test(p.lines[0] ?? '')));
  return (first?.lines.join(' ') ?? '').replace(URL_PATTERN, '').slice(0, 140);
}

/** Fills the compiled layout: one pass over the slots, so no value can bring in a slot of its own. */
function fill(layout: string, values: Record<string, string>): string {
  return layout.replace(/@@[A-Z]+@@/g, (slot) => values[slot] ?? slot);
}

export async function renderParts(
  locale: Locale,
  subject: string,
  text: string,
  publicUrl: string,
  buttonLabel: string | null,
): Promise<MailParts> {
  const layout = await compiledLayout();
  const { heading, blocks } = readBlocks(subject, text, publicUrl, buttonLabel);
  const home = siteUrl(publicUrl, locale);
  const words = footerWords[locale];
  const html = fill(layout, {
    [SLOTS.lang]: locale === 'pt' ? 'pt-PT' : 'en-GB',
    [SLOTS.title]: escapeHtml(subject),
    [SLOTS.preview]: escapeHtml(previewOf(blocks)),
    [SLOTS.home]: escapeHtml(home),
    [SLOTS.heading]: escapeHtml(heading),
    [SLOTS.body]: blocks.map((block) => blockHtml(block, publicUrl)).join(''),
    [SLOTS.footer]: `${escapeHtml(words.why)}<br /><a href="${escapeHtml(home)}" style="${styles.footerLink}">${escapeHtml(words.site)}</a>`,
  });
  return { html, text: `${text.trimEnd()}\n\n--\n${words.why}\n${home}` };
}
