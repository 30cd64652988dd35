import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import { useHead } from '../../lib/head';
import { useCategories } from '../../lib/catalogue-api';
import { useHero } from '../../lib/hero';
import { NotFoundScreen } from '../../components/not-found';
import { ListingScreen } from '../../components/listing/listing-screen';
import { experiencesKind } from './prefetch';

/** /experiences, /wellness and /category/{slug?} share the experiences screen (spec §2). */
export function ExperiencesPage({ title, route, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const slug = route.id === 'category' ? params.slug : undefined;
  // Only a category's page needs the list, for its name.
  const categories = useCategories(Boolean(slug));
  const category = slug ? categories.data?.find((c) => c.slug === slug) : undefined;
  const heading = category?.name ?? title;
  useHead({ description: category?.description || t(`meta.${route.id === 'wellness' ? 'wellness' : 'experiences'}`) });
  const kind = experiencesKind(route.id);
  const hero = useHero(route.id);
  // The gateway answers 404 for an unknown category; reached by in-app navigation, the page says so itself.
  if (slug && categories.data && !category) return <NotFoundScreen />;
  return (
    <PageFrame title={heading} hero={hero}>
      <ListingScreen {...(kind ? { kind } : {})} {...(slug ? { category: slug } : {})} />
    </PageFrame>
  );
}

export function GiftCardsListingPage({ title, route }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.giftCards') });
  return (
    <PageFrame title={title} hero={useHero(route.id)}>
      <ListingScreen kind="gift_card" />
    </PageFrame>
  );
}
