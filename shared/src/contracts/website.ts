// The website's editable content (ADR 021): the home page's hero per language and the static pages' title,
// meta description and body (the markup of @mp/shared/domain page-markup.ts). Public reads GET api/website/home and
// GET api/website/pages/{slug} (request's language); staff with the `website` permission write under api/super/website.
import { Type, type Static } from '@sinclair/typebox';
import { STATIC_PAGE_SLUGS } from '../domain';
import { BasedOnVersion } from './common';

export const WEBSITE_LANGUAGES = ['en', 'pt'] as const;
export const WebsiteLanguage = Type.Union([Type.Literal('en'), Type.Literal('pt')]);
export type WebsiteLanguage = Static<typeof WebsiteLanguage>;

// The static pages' ids live in @mp/shared/domain (catalogue-values.ts), so the storefront's page loads no schema.
export { STATIC_PAGE_SLUGS };
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];
export const StaticPageSlug = Type.Unsafe<StaticPageSlug>({ type: 'string', enum: [...STATIC_PAGE_SLUGS] });

export const HERO_TITLE_MAX = 120;
export const HERO_SUBTITLE_MAX = 300;
export const PAGE_TITLE_MAX = 120;
export const PAGE_DESCRIPTION_MAX = 160;
export const PAGE_BODY_MAX = 40_000;

/** The home page's hero in one language; `image_url` is the uploaded picture or the default one. */
export const WebsiteHome = Type.Object({
  language: WebsiteLanguage,
  title: Type.String(),
  subtitle: Type.String(),
  image_url: Type.String(),
  custom_image: Type.Boolean(),
});
export type WebsiteHome = Static<typeof WebsiteHome>;

/** POST api/super/website/home/{lang}: the hero's words; `default_picture` puts the default picture back. */
export const WebsiteHomeBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: HERO_TITLE_MAX }),
    subtitle: Type.String({ minLength: 1, maxLength: HERO_SUBTITLE_MAX }),
    default_picture: Type.Optional(Type.Boolean()),
    based_on_version: BasedOnVersion,
  },
  { additionalProperties: false },
);
export type WebsiteHomeBody = Static<typeof WebsiteHomeBody>;

const Edited = Type.Object({
  updated_at: Type.Union([Type.String(), Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
  /** The newest saved version of these words (what a save sends back as `based_on_version`); null before any. */
  version_id: Type.Union([Type.Integer(), Type.Null()]),
});

export const SuperWebsiteHome = Type.Composite([WebsiteHome, Edited]);
export type SuperWebsiteHome = Static<typeof SuperWebsiteHome>;

/** A static page in one language; `updated_on` (YYYY-MM-DD) is shown on the legal pages that carry one. */
export const WebsitePage = Type.Object({
  slug: StaticPageSlug,
  language: WebsiteLanguage,
  title: Type.String(),
  description: Type.String(),
  body: Type.String(),
  updated_on: Type.Union([Type.String(), Type.Null()]),
});
export type WebsitePage = Static<typeof WebsitePage>;

/** POST api/super/website/pages/{slug}/{lang}. */
export const WebsitePageBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: PAGE_TITLE_MAX }),
    description: Type.String({ minLength: 1, maxLength: PAGE_DESCRIPTION_MAX }),
    body: Type.String({ minLength: 1, maxLength: PAGE_BODY_MAX }),
    based_on_version: BasedOnVersion,
  },
  { additionalProperties: false },
);
export type WebsitePageBody = Static<typeof WebsitePageBody>;

export const SuperWebsitePage = Type.Composite([WebsitePage, Edited]);
export type SuperWebsitePage = Static<typeof SuperWebsitePage>;

/** GET api/super/website/pages: every static page with its title in both languages. */
export const SuperWebsitePageSummary = Type.Object({
  slug: StaticPageSlug,
  title: Type.Object({ en: Type.String(), pt: Type.String() }),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
export type SuperWebsitePageSummary = Static<typeof SuperWebsitePageSummary>;

export const WebsiteLangParams = Type.Object({ lang: WebsiteLanguage });
export const WebsitePageParams = Type.Object({ slug: StaticPageSlug, lang: WebsiteLanguage });
export const WebsiteSlugParams = Type.Object({ slug: StaticPageSlug });
