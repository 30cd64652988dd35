import type { SavedViewList } from '@mp/shared/contracts';

export const savedViewKeys = {
  all: ['back-office', 'saved-views'] as const,
  list: (list: SavedViewList) => [...savedViewKeys.all, list] as const,
};
