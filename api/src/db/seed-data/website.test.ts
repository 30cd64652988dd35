// The website's demo content: every editable static page in both languages, its markup drawing the structured
// text it came from (headings, links, questions), no unsafe link, and the hero's words as the built-in ones.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { STATIC_PAGE_SLUGS } from '@mp/shared/contracts';
import { parsePageMarkup, unsafeLinkTargets, type MarkupInline } from '@mp/shared/domain';
import { staticPages } from './static-pages';
import { defaultHero, defaultPages } from './website';

// The shared package's folder, found through its exports (as the gateway's skeleton test does).
const sharedDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mp/shared/routes')), '..', '..');

const linksOf = (inlines: MarkupInline[]) =>
  inlines.flatMap((i) => (i.kind === 'link' ? [{ label: i.label, to: i.to }] : []));

it('has every editable static page, and only those', () => {
  expect(Object.keys(defaultPages).sort()).toEqual([...STATIC_PAGE_SLUGS].sort());
});

it.each(STATIC_PAGE_SLUGS.flatMap((slug) => (['en', 'pt'] as const).map((lang) => [slug, lang] as const)))(
  '%s (%s): the markup draws the same headings, links and questions',
  (slug, lang) => {
    const text = staticPages[slug][lang];
    const page = defaultPages[slug][lang];
    expect(unsafeLinkTargets(page.body)).toEqual([]);
    const blocks = parsePageMarkup(page.body);
    expect(blocks[0]).toEqual({ kind: 'paragraph', inlines: [{ kind: 'text', text: text.lead }] });
    expect(blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []))).toEqual(text.sections.map((s) => s.heading));
    const links = blocks.flatMap((b) =>
      b.kind === 'list'
        ? b.items.flatMap(linksOf)
        : b.kind === 'faq'
          ? b.answer.flatMap((a) => (a.kind === 'list' ? a.items.flatMap(linksOf) : []))
          : [],
    );
    expect(links).toEqual([
      ...text.sections.flatMap((s) => s.links ?? []),
      ...(text.faqs ?? []).flatMap((f) => f.links ?? []),
    ]);
    expect(blocks.filter((b) => b.kind === 'faq').map((b) => (b.kind === 'faq' ? b.question : ''))).toEqual(
      (text.faqs ?? []).map((f) => f.question),
    );
    expect(page.description.length).toBeLessThanOrEqual(160);
  },
);

it("the hero's words are the built-in ones the gateway draws when the API cannot answer", () => {
  for (const lang of ['en', 'pt'] as const) {
    const common = JSON.parse(readFileSync(path.resolve(sharedDir, 'src/i18n/locales', `${lang}.json`), 'utf8')) as {
      heroes: { home: { heading: string; lead: string } };
    };
    expect(defaultHero[lang]).toEqual({ title: common.heroes.home.heading, subtitle: common.heroes.home.lead });
  }
});
