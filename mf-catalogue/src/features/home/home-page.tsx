import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { LOCALES } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, ResponsivePicture, type PageHeroProps } from '@mp/shared/ui';
import { useByCities, useLatestComments, useSection } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { useHero } from '../../lib/hero';
import { CARD_SIZES, CardGrid, CardSkeletons, ServiceCardItem } from '../../components/service-card';
import { Stars } from '../../components/stars';
import { WhenNear } from '../../components/when-near';
import { prefetchWebsiteHomeWhenIdle, useWebsiteHome } from './api/get-website-home';

const Section = styled.section`
  margin: ${({ theme }) => theme.space(8)} 0;
  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  /* 44 px targets on a phone: at 24 px tall these links were too small to hit with a thumb. */
  a {
    font-weight: 600;
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
const Reviews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    min-height: 160px;
  }
  blockquote {
    margin: 8px 0;
  }
  p {
    margin: 0;
  }
`;

type SectionName = 'sponsored' | 'weekly-deals' | 'trending' | 'most-recent';

/** A home section whose heading is always there and whose body (and its call) waits until it is near (ADR 008). */
function LazySection({ id, heading, children }: { id: string; heading: string; children: ReactNode }): ReactNode {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <WhenNear minHeight={340}>{children}</WhenNear>
    </Section>
  );
}

/**
 * One home section's cards from its own call: each section re-renders alone when its data arrives,
 * instead of the whole page once per call.
 */
function ServiceCards({ section, eager = false }: { section: SectionName; eager?: boolean }): ReactNode {
  const { t } = useTranslation('catalogue');
  const query = useSection(section, { per_page: 4 });
  if (query.isError) return <ErrorState message={t('home.sectionError')} onRetry={() => void query.refetch()} />;
  if (query.data && query.data.data.length === 0) return <EmptyState title={t('home.sectionEmpty')} />;
  return (
    <CardGrid aria-busy={!query.data}>
      {query.data ? (
        query.data.data.map((s, n) => <ServiceCardItem key={s.id} service={s} eager={eager && n < 2} />)
      ) : (
        <CardSkeletons count={4} />
      )}
    </CardGrid>
  );
}

/** A city card's picture: its first service's, sized like a listing card (ADR 024). */
const CityPicture = styled(ResponsivePicture)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: 8px;
`;

function CityCards(): ReactNode {
  const { t } = useTranslation('catalogue');
  const cities = useByCities({ cities: 6, per_city: 1 });
  const to = usePathTo();
  if (cities.isError) return <ErrorState message={t('home.sectionError')} onRetry={() => void cities.refetch()} />;
  if (cities.data && cities.data.length === 0) return <EmptyState title={t('home.sectionEmpty')} />;
  return (
    <CardGrid aria-busy={!cities.data}>
      {cities.data ? (
        cities.data.map((c) => (
          <li key={c.city.id}>
            <Link to={`${to('experiences')}?city=${encodeURIComponent(c.city.slug)}`}>
              {c.image_url && (
                <CityPicture
                  src={c.image_url}
                  image={c.image_responsive}
                  alt=""
                  sizes={CARD_SIZES}
                  width={400}
                  height={300}
                />
              )}
              <strong>{c.city.name}</strong> — {t('home.cityCount', { count: c.services_count })}
            </Link>
          </li>
        ))
      ) : (
        <CardSkeletons count={4} />
      )}
    </CardGrid>
  );
}

function LatestReviews(): ReactNode {
  const { t } = useTranslation('catalogue');
  const comments = useLatestComments({ per_page: 6, min_stars: 4 });
  const to = usePathTo();
  if (comments.isError) return <ErrorState message={t('home.sectionError')} onRetry={() => void comments.refetch()} />;
  if (comments.data && comments.data.data.length === 0) return <EmptyState title={t('home.noReviews')} />;
  return (
    <Reviews aria-busy={!comments.data}>
      {comments.data ? (
        comments.data.data.map((r) => (
          <li key={r.id}>
            <Stars value={r.stars} />
            <blockquote lang={r.language}>{r.text}</blockquote>
            <p>
              {r.author_first_name} {r.author_last_name} · {formatDate(r.created_at)} ·{' '}
              <Link to={to('service', { slug: r.service.slug })}>{r.service.name}</Link>
            </p>
          </li>
        ))
      ) : (
        <CardSkeletons count={3} />
      )}
    </Reviews>
  );
}

/** How long an in-app visit waits for the hero's words before drawing the built-in ones (a slow answer counts as none). */
export const HERO_WAIT_MS = 2000;
/** A transparent pixel: the hero's picture box keeps its size and placeholder colour while its picture is not known. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Wraps the page frame without a box of its own; while the hero's words are on their way they keep their place unseen. */
const HeroState = styled.div`
  display: contents;
  &[data-hero='pending'] .mp-hero-text {
    visibility: hidden;
  }
`;

/** True once `waiting` has lasted `ms` for this `key` (a new key, e.g. another language, waits again). */
function useWaitedTooLong(waiting: boolean, key: string, ms: number): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!waiting) return undefined;
    const id = setTimeout(() => setExpired(key), ms);
    return () => clearTimeout(id);
  }, [waiting, key, ms]);
  return waiting && expired === key;
}

/**
 * The hero's title and picture box: the back office's words (inlined by the gateway on a first load, usually cached
 * by the time of an in-app visit); the built-in ones (also the seeded content) when the call failed, was too slow or
 * gave no title, and on the very page load the gateway drew with them. On an in-app visit whose answer is still on
 * its way, the built-in words are about to be replaced: they keep the hero's size but are not shown (no flash of
 * other words, no layout shift).
 */
function useHomeHero(routeId: string): { title: string; hero: PageHeroProps | undefined; pending: boolean } {
  const { t: tc } = useTranslation('common');
  const builtIn = useHero(routeId);
  const locale = useLocale();
  const query = useWebsiteHome();
  const home = query.data?.title.trim() ? query.data : undefined;
  // react-router's key of the document's first history entry: the gateway drew this very page, built-in words and all
  // when the API did not answer it in time.
  const drawnByGateway = useLocation().key === 'default';
  const waiting = query.isPending && query.fetchStatus === 'fetching' && !drawnByGateway;
  const waitedTooLong = useWaitedTooLong(waiting, locale, HERO_WAIT_MS);
  const pending = waiting && !waitedTooLong;

  // Once the words are known, the other language's are asked for in idle time: a locale switch finds them too.
  const client = useQueryClient();
  const known = query.data !== undefined;
  useEffect(() => {
    const other = LOCALES.find((l) => l !== locale);
    return known && other ? prefetchWebsiteHomeWhenIdle(client, other) : undefined;
  }, [client, known, locale]);

  if (home) return { title: home.title, hero: { image: home.image_url, alt: '', lead: home.subtitle }, pending: false };
  const title = tc('heroes.home.heading');
  if (pending) return { title, hero: { image: NO_PICTURE, alt: '', lead: tc('heroes.home.lead') }, pending };
  return { title, hero: builtIn, pending };
}

/**
 * Home: each section from its own call, with same-size skeletons and its own empty/error state, so a slow or failed
 * section neither holds back nor shifts the others; the hero from the website content the back office edits (ADR 021).
 */
export function HomePage({ route }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.home') });
  const to = usePathTo();
  const { title, hero, pending } = useHomeHero(route.id);
  return (
    <HeroState data-hero={pending ? 'pending' : 'known'}>
      <PageFrame title={title} hero={hero}>
        <Nav aria-label={t('home.browse')}>
          <Link to={to('experiences')}>{t('home.links.experiences')}</Link>
          <Link to={to('wellness')}>{t('home.links.wellness')}</Link>
          <Link to={to('transfers')}>{t('home.links.transfers')}</Link>
          <Link to={to('events')}>{t('home.links.events')}</Link>
          <Link to={to('restaurants')}>{t('home.links.restaurants')}</Link>
          <Link to={to('gift-cards')}>{t('home.links.giftCards')}</Link>
        </Nav>
        <Section aria-labelledby="home-sponsored">
          <h2 id="home-sponsored">{t('home.sponsored')}</h2>
          <ServiceCards section="sponsored" eager />
        </Section>
        <LazySection id="home-deals" heading={t('home.weeklyDeals')}>
          <ServiceCards section="weekly-deals" />
        </LazySection>
        <LazySection id="home-cities" heading={t('home.byCity')}>
          <CityCards />
        </LazySection>
        <LazySection id="home-trending" heading={t('home.trending')}>
          <ServiceCards section="trending" />
        </LazySection>
        <LazySection id="home-recent" heading={t('home.mostRecent')}>
          <ServiceCards section="most-recent" />
        </LazySection>
        <LazySection id="home-reviews" heading={t('home.latestReviews')}>
          <LatestReviews />
        </LazySection>
      </PageFrame>
    </HeroState>
  );
}
