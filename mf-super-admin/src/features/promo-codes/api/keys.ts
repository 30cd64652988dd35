export const promoKeys = {
  all: ['back-office', 'promo-codes'] as const,
  list: (query: Record<string, string | number>) => [...promoKeys.all, 'list', query] as const,
  requests: (query: Record<string, string | number>) => [...promoKeys.all, 'requests', query] as const,
};
