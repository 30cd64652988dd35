import type { StaticPageSlug, WebsiteLanguage } from '@mp/shared/contracts';

export const websiteKeys = {
  all: ['back-office', 'website'] as const,
  home: () => [...websiteKeys.all, 'home'] as const,
  pages: () => [...websiteKeys.all, 'pages'] as const,
  page: (slug: StaticPageSlug, language: WebsiteLanguage) => [...websiteKeys.all, 'pages', slug, language] as const,
};
