import type { ReactNode } from 'react';
import type { BolCategory, BolEvent, BolLocation, BolVenue, PageOf } from '@mp/shared/contracts';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Pager } from '@mp/shared/ui';
import { useContent } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { useHero } from '../../lib/hero';
import { CardGrid, CardSkeletons } from '../../components/service-card';
import { Tile } from '../../components/tile';
import { FilterRow, QuerySelect, useQueryFilters } from '../../components/query-filters';

const KEYS = ['category', 'location', 'venue'] as const;

/** /events: BOL events with category, location and venue filters in the query string. */
export function EventsPage({ title, route }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  useHead({ description: t('meta.events') });
  const f = useQueryFilters(KEYS);
  const categories = useContent<BolCategory[]>('bol-categories', '/bol-categories');
  const locations = useContent<BolLocation[]>('bol-locations', '/bol-locations');
  const venues = useContent<BolVenue[]>('bol-venues', '/bol-venues');
  const events = useContent<PageOf<BolEvent>>(
    'bol-events',
    '/bol-events',
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
          label={t('events.category')}
          anyLabel={any}
          value={f.values.category ?? ''}
          onChange={(v) => f.set('category', v)}
          options={(categories.data ?? []).map((c) => ({ value: c.slug, label: `${c.name} (${c.events_count})` }))}
        />
        <QuerySelect
          label={t('events.location')}
          anyLabel={any}
          value={f.values.location ?? ''}
          onChange={(v) => f.set('location', v)}
          options={(locations.data ?? []).map((c) => ({ value: c.slug, label: `${c.name} (${c.events_count})` }))}
        />
        <QuerySelect
          label={t('events.venue')}
          anyLabel={any}
          value={f.values.venue ?? ''}
          onChange={(v) => f.set('venue', v)}
          options={(venues.data ?? []).map((v) => ({ value: v.slug, label: v.name }))}
        />
      </FilterRow>
      <p role="status" aria-live="polite">
        {events.data ? t('events.count', { count: events.data.total }) : ''}
      </p>
      {events.isError ? (
        <ErrorState message={t('listing.error')} onRetry={() => void events.refetch()} />
      ) : events.data && events.data.data.length === 0 ? (
        <EmptyState title={t('events.empty')} />
      ) : (
        <CardGrid aria-busy={!events.data}>
          {events.data ? (
            events.data.data.map((e, n) => (
              <Tile key={e.id}>
                {e.image_url && (
                  <img src={e.image_url} alt={e.name} width={400} height={300} loading={n < 2 ? 'eager' : 'lazy'} />
                )}
                <div>
                  {/* An event on sale opens its page (sessions and tickets); one only listed has none. */}
                  <h2>
                    {e.service_slug ? <Link to={to('service', { slug: e.service_slug })}>{e.name}</Link> : e.name}
                  </h2>
                  <p>
                    {formatDate(e.starts_at)} · {e.venue.name}, {e.city.name}
                  </p>
                  <p>{e.category.name}</p>
                  <p>
                    <strong>{t('events.from', { price: formatMoney(e.price_from_cents, locale) })}</strong>
                    {e.status === 'sold_out' ? ` · ${t('events.soldOut')}` : ''}
                  </p>
                </div>
              </Tile>
            ))
          ) : (
            <CardSkeletons count={6} />
          )}
        </CardGrid>
      )}
      {events.data && (
        <Pager page={events.data.current_page} lastPage={events.data.last_page} onPageChange={f.setPage} />
      )}
    </PageFrame>
  );
}
