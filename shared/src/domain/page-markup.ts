// The static pages' text format (ADR 021): plain text with a few line marks, never HTML. The back office writes it,
// the API checks it, the storefront and the back office's preview draw it with React elements (so every character
// is text, escaped by React). Blocks are separated by blank lines:
//   `## Heading`            a section heading (h2)
//   `- item`                a bullet (consecutive bullets form one list)
//   `? Question`            a question; the lines after it, up to a blank line, are its answer (paragraph or bullets)
//   anything else           a paragraph (its lines joined by spaces)
// Inside a line, `[label](target)` is a link when the target is a site path (`/faqs`), `mailto:` or `https://`;
// anything else stays text as written.

export type MarkupInline = { kind: 'text'; text: string } | { kind: 'link'; label: string; to: string };
export type MarkupBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; inlines: MarkupInline[] }
  | { kind: 'list'; items: MarkupInline[][] }
  | { kind: 'faq'; question: string; answer: Exclude<MarkupBlock, { kind: 'heading' } | { kind: 'faq' }>[] };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const SAFE_TARGET = /^(?:\/(?!\/)[A-Za-z0-9\-._~/?=&#%]*|mailto:[^\s@<>"]+@[^\s@<>"]+|https:\/\/[^\s<>"]+)$/;

/** Whether a link target may be drawn as a link: a site path, an e-mail address or an https address. */
export function isSafeLinkTarget(target: string): boolean {
  return SAFE_TARGET.test(target);
}

/** A line's text and links; a `[label](target)` whose target is not safe stays text. */
export function parseInlines(line: string): MarkupInline[] {
  const out: MarkupInline[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const prev = out[out.length - 1];
    if (prev?.kind === 'text') prev.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const m of line.matchAll(LINK)) {
    const [whole, label = '', to = ''] = m;
    const at = m.index ?? 0;
    push(line.slice(last, at));
    if (isSafeLinkTarget(to)) out.push({ kind: 'link', label, to });
    else push(whole);
    last = at + whole.length;
  }
  push(line.slice(last));
  return out;
}

/** Every `[label](target)` whose target is not safe (the API refuses a body that has one). */
export function unsafeLinkTargets(body: string): string[] {
  return [...body.matchAll(LINK)].map((m) => m[2] ?? '').filter((to) => !isSafeLinkTarget(to));
}

/** The blocks of a page body. */
export function parsePageMarkup(body: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let list: MarkupInline[][] | null = null;
  let faq: Extract<MarkupBlock, { kind: 'faq' }> | null = null;
  let faqParagraph: string[] = [];
  let faqList: MarkupInline[][] | null = null;

  const flushFaqParts = () => {
    if (!faq) return;
    if (faqParagraph.length) faq.answer.push({ kind: 'paragraph', inlines: parseInlines(faqParagraph.join(' ')) });
    if (faqList) faq.answer.push({ kind: 'list', items: faqList });
    faqParagraph = [];
    faqList = null;
  };
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', items: list });
    flushFaqParts();
    if (faq) blocks.push(faq);
    paragraph = [];
    list = null;
    faq = null;
  };

  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    if (line.startsWith('## ')) {
      flush();
      const text = line.slice(3).trim();
      if (text) blocks.push({ kind: 'heading', text });
      continue;
    }
    if (line.startsWith('? ')) {
      flush();
      faq = { kind: 'faq', question: line.slice(2).trim(), answer: [] };
      continue;
    }
    const bullet = line.startsWith('- ') ? parseInlines(line.slice(2).trim()) : null;
    if (faq) {
      if (bullet) {
        if (faqParagraph.length) flushFaqParts();
        (faqList ??= []).push(bullet);
      } else {
        if (faqList) flushFaqParts();
        faqParagraph.push(line);
      }
      continue;
    }
    if (bullet) {
      if (paragraph.length) {
        blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
        paragraph = [];
      }
      (list ??= []).push(bullet);
    } else {
      if (list) {
        blocks.push({ kind: 'list', items: list });
        list = null;
      }
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
