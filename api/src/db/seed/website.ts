// The website's demo content (ADR 021): the home hero and the static pages as the storefront showed them.
// A row that exists is left as it is, so a re-seed never undoes a staff member's edit.
import { STATIC_PAGE_SLUGS, WEBSITE_LANGUAGES } from '@mp/shared/contracts';
import type { Tx } from '../client';
import * as t from '../schema';
import { defaultHero, defaultPages } from '../seed-data/website';

export async function seedWebsite(tx: Tx): Promise<void> {
  for (const language of WEBSITE_LANGUAGES) {
    await tx
      .insert(t.websiteHome)
      .values({ language, ...defaultHero[language] })
      .onConflictDoNothing();
    for (const slug of STATIC_PAGE_SLUGS) {
      const page = defaultPages[slug][language];
      await tx
        .insert(t.websitePages)
        .values({
          slug,
          language,
          title: page.title,
          description: page.description,
          body: page.body,
          updatedOn: page.updated_on,
        })
        .onConflictDoNothing();
    }
  }
}
