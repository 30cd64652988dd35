// The website's demo content (ADR 021): the home hero's words (the common locale's heroes.home, as the
// storefront showed them) and the static pages, written as structured modules (./static-pages, checked by their
// own test) and turned here into the page markup of @mp/shared/domain page-markup.ts. The seed writes them; the
// public reads fall back to them for a page or language that has no row.
import type { StaticPageSlug, WebsiteLanguage } from '@mp/shared/contracts';
import { staticPages, type FaqItem, type StaticLink, type StaticPageText } from './static-pages';

export interface DefaultPage {
  title: string;
  description: string;
  body: string;
  updated_on: string | null;
}

export const defaultHero: Record<WebsiteLanguage, { title: string; subtitle: string }> = {
  en: {
    title: 'Experiences, transfers and gift cards across Portugal',
    subtitle: 'Book local experiences, wellness, airport transfers and gift cards from trusted Portuguese partners.',
  },
  pt: {
    title: 'Experiências, transfers e cartões-oferta em todo o Portugal',
    subtitle:
      'Reserve experiências locais, bem-estar, transfers do aeroporto e cartões-oferta de parceiros portugueses de confiança.',
  },
};

const linkLines = (links: StaticLink[] | undefined) => (links ?? []).map((l) => `- [${l.label}](${l.to})`);

/** A structured page as markup: the lead, then each section (heading, paragraphs, bullets, links), then the questions. */
export function pageMarkup(text: StaticPageText & { faqs?: FaqItem[] }): string {
  const blocks: string[] = [text.lead];
  for (const section of text.sections) {
    blocks.push(`## ${section.heading}`, ...section.paragraphs);
    if (section.bullets?.length) blocks.push(section.bullets.map((b) => `- ${b}`).join('\n'));
    if (section.links?.length) blocks.push(linkLines(section.links).join('\n'));
  }
  for (const faq of text.faqs ?? []) blocks.push([`? ${faq.question}`, faq.answer, ...linkLines(faq.links)].join('\n'));
  return blocks.join('\n\n');
}

const pageOf = (text: StaticPageText & { faqs?: FaqItem[] }): DefaultPage => ({
  title: text.title,
  description: text.description,
  body: pageMarkup(text),
  updated_on: text.updated ?? null,
});

export const defaultPages = Object.fromEntries(
  Object.entries(staticPages).map(([slug, page]) => [slug, { en: pageOf(page.en), pt: pageOf(page.pt) }]),
) as Record<StaticPageSlug, Record<WebsiteLanguage, DefaultPage>>;
