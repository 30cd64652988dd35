export const mailPreviewKeys = {
  all: ['back-office', 'mail-previews'] as const,
  list: () => [...mailPreviewKeys.all, 'list'] as const,
  one: (template: string, locale: string) => [...mailPreviewKeys.all, template, locale] as const,
};
