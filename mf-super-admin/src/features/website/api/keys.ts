import type { StaticPageSlug, WebsiteLanguage } from '@mp/shared/contracts';

/** A text with saved versions: the hero's words of one language, or one static page in one language. */
export type VersionedText =
  { kind: 'home'; language: WebsiteLanguage } | { kind: 'page'; slug: StaticPageSlug; language: WebsiteLanguage };

/** The API path of a versioned text (under api/super/website). */
export const versionedPath = (text: VersionedText) =>
  text.kind === 'home' ? `/super/website/home/${text.language}` : `/super/website/pages/${text.slug}/${text.language}`;

export const websiteKeys = {
  all: ['back-office', 'website'] as const,
  home: () => [...websiteKeys.all, 'home'] as const,
  pages: () => [...websiteKeys.all, 'pages'] as const,
  page: (slug: StaticPageSlug, language: WebsiteLanguage) => [...websiteKeys.all, 'pages', slug, language] as const,
  versions: (text: VersionedText) => [...websiteKeys.all, 'versions', versionedPath(text)] as const,
  versionList: (text: VersionedText, page: number) => [...websiteKeys.versions(text), 'list', page] as const,
  version: (text: VersionedText, id: number) => [...websiteKeys.versions(text), id] as const,
};
