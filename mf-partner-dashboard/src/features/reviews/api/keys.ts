export const replyKeys = {
  all: ['dashboard', 'review-replies'] as const,
  list: (query: Record<string, string | number>) => [...replyKeys.all, 'list', query] as const,
};
