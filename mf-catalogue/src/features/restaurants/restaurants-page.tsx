import type { ReactNode } from 'react';
import type { PageOf, Restaurant, RestaurantCountry, RestaurantLocation } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Pager } from '@mp/shared/ui';
import { useContent } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { useHero } from '../../lib/hero';
import { CardGrid, CardSkeletons } from '../../components/service-card';
import { FilterRow, QuerySelect, useQueryFilters } from '../../components/query-filters';
import { Tile } from '../../components/tile';

const KEYS = ['country', 'location', 'price_level'] as const;

/** /restaurants: restaurants with country (→ its locations) and price filters in the query string. */
export function RestaurantsPage({ title, route }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.restaurants') });
  const f = useQueryFilters(KEYS);
  const countries = useContent<RestaurantCountry[]>('restaurant-countries', '/restaurant-countries');
  const country = f.values.country ?? '';
  const locations = useContent<RestaurantLocation[]>(
    'restaurant-locations',
    '/restaurant-locations',
    country ? { country } : undefined,
  );
  const list = useContent<PageOf<Restaurant>>(
    'restaurants',
    '/restaurants',
    { ...f.params, page: f.page, per_page: 12 },
    true,
    true,
  );
  const any = t('listing.any');
  const hero = useHero(route.id);
  const to = usePathTo();
  return (
    <PageFrame title={title} hero={hero}>
      <FilterRow aria-label={t('listing.filters')} onSubmit={(e) => e.preventDefault()}>
        <QuerySelect
          label={t('restaurants.country')}
          anyLabel={any}
          value={country}
          // A new country empties the location (spec §5: changing country resets city).
          onChange={(v) => f.setMany({ country: v, location: '' })}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.restaurants_count})` }))}
        />
        <QuerySelect
          label={t('restaurants.location')}
          anyLabel={any}
          value={f.values.location ?? ''}
          onChange={(v) => f.set('location', v)}
          options={(locations.data ?? []).map((c) => ({ value: c.slug, label: `${c.name} (${c.restaurants_count})` }))}
        />
        <QuerySelect
          label={t('restaurants.price')}
          anyLabel={any}
          value={f.values.price_level ?? ''}
          onChange={(v) => f.set('price_level', v)}
          options={[1, 2, 3, 4].map((n) => ({ value: String(n), label: '€'.repeat(n) }))}
        />
      </FilterRow>
      <p role="status" aria-live="polite">
        {list.data ? t('restaurants.count', { count: list.data.total }) : ''}
      </p>
      {list.isError ? (
        <ErrorState message={t('listing.error')} onRetry={() => void list.refetch()} />
      ) : list.data && list.data.data.length === 0 ? (
        <EmptyState title={t('restaurants.empty')} />
      ) : (
        <CardGrid aria-busy={!list.data}>
          {list.data ? (
            list.data.data.map((r, n) => (
              <Tile key={r.id}>
                {r.image_url && (
                  <img src={r.image_url} alt={r.name} width={400} height={300} loading={n < 2 ? 'eager' : 'lazy'} />
                )}
                <div>
                  {/* A restaurant that takes tables opens its page (the table request); one only listed has none. */}
                  <h2>
                    {r.service_slug ? <Link to={to('service', { slug: r.service_slug })}>{r.name}</Link> : r.name}
                  </h2>
                  <p>
                    {r.cuisine} ·{' '}
                    <span aria-label={t('restaurants.priceLevel', { count: r.price_level })}>
                      {'€'.repeat(r.price_level)}
                    </span>
                  </p>
                  <p>
                    {r.address}, {r.city.name}
                  </p>
                  <p>{t('rating.stars', { value: r.rating })}</p>
                </div>
              </Tile>
            ))
          ) : (
            <CardSkeletons count={6} />
          )}
        </CardGrid>
      )}
      {list.data && <Pager page={list.data.current_page} lastPage={list.data.last_page} onPageChange={f.setPage} />}
    </PageFrame>
  );
}
