// The hero of a storefront page (picture, heading, lead; ADR 007), in the words the gateway draws it with.
import { useTranslation } from '@mp/shared/i18n';
import { isPageHeroId } from '@mp/shared/routes';
import type { PageHeroProps } from '@mp/shared/ui';

/** PageFrame's `hero` for a route id, or undefined when the page has none. */
export function useHero(routeId: string): PageHeroProps | undefined {
  const { t } = useTranslation('common');
  return isPageHeroId(routeId) ? { id: routeId, lead: t(`heroes.${routeId}.lead`) } : undefined;
}
