import { memo, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ServiceCard as Card } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { ResponsivePicture, VisuallyHidden } from '@mp/shared/ui';
import { usePathTo } from '@mp/shared/remote';
import { displayPrice } from './price';
import { Stars } from './stars';

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  min-height: 320px;
  a {
    color: inherit;
    text-decoration: none;
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  a:hover h3,
  a:focus-visible h3 {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
const Img = styled(ResponsivePicture)`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: block;
`;
const NoImg = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const Badges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    border-radius: 999px;
    padding: 2px 8px;
    font-size: 0.8rem;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    margin-top: auto;
  }
  s {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    margin-right: 6px;
  }
`;

/** The card's width per breakpoint (CardGrid: one column on a phone, two on a tablet, ~300 px cells beyond). */
export const CARD_SIZES = '(max-width: 519px) calc(100vw - 32px), (max-width: 899px) calc(50vw - 32px), 300px';

/**
 * A service without a picture shows its category's illustration, the one the demo's pictures are drawn in
 * (@mp/shared/art, ADR 024). The drawing code loads only when such a card shows (its own chunk, not the first load);
 * until then the box keeps the picture's place. Decorative: the card's heading names the service.
 */
function CategoryArt({ service }: { service: Card }): ReactNode {
  const [src, setSrc] = useState<string | null>(null);
  const { id, kind } = service;
  const category = service.category.slug;
  useEffect(() => {
    let live = true;
    void import('@mp/shared/art').then((art) => {
      if (live) setSrc(art.categoryArtUrl({ category, kind, seed: id }));
    });
    return () => {
      live = false;
    };
  }, [category, kind, id]);
  return src ? <Img src={src} alt="" sizes={CARD_SIZES} width={400} height={300} /> : <NoImg aria-hidden="true" />;
}

/**
 * One card. Memoised: a listing re-renders when its filters' counts or price range answer, and the cards, whose data
 * has not changed, need not render again.
 */
export const ServiceCardItem = memo(function ServiceCardItem({
  service,
  eager = false,
}: {
  service: Card;
  eager?: boolean;
}): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const price = displayPrice(service);
  const to = usePathTo();
  return (
    <Item>
      <Link to={to('service', { slug: service.slug })}>
        {service.image_url ? (
          <Img
            src={service.image_url}
            image={service.image_responsive}
            alt={service.name}
            sizes={CARD_SIZES}
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : (
          <CategoryArt service={service} />
        )}
        <Body>
          <h3>{service.name}</h3>
          <p>{[service.city?.name, service.category.name].filter(Boolean).join(' · ')}</p>
          <CardBadges service={service} />
          {price && (
            <Price>
              {price.grossCents !== null && (
                <s>
                  <VisuallyHidden>{t('price.was')} </VisuallyHidden>
                  {formatMoney(price.grossCents, locale)}
                </s>
              )}
              {t(
                service.kind === 'gift_card' ? 'price.from' : price.perGroup ? 'price.fromGroup' : 'price.fromPerson',
                { price: formatMoney(price.cents, locale) },
              )}
            </Price>
          )}
        </Body>
      </Link>
    </Item>
  );
});

/** Whether a booking of the service is confirmed on payment, with no wait for the partner (docs/adr/049). */
export const confirmedAtOnce = (service: Pick<Card, 'kind' | 'confirmation'>): boolean =>
  service.confirmation === 'instant' && service.kind !== 'gift_card';

/**
 * What a traveller compares at a glance: the rating (or "New" for a bookable service nobody has reviewed yet), free
 * cancellation and instant confirmation. A list, so a screen reader says how many there are before reading them.
 */
export function CardBadges({ service }: { service: Card }): ReactNode {
  const { t } = useTranslation('catalogue');
  const rated = service.rating.count > 0;
  const isNew = !rated && service.kind !== 'gift_card';
  const free = service.annotations.free_cancellation && service.kind !== 'gift_card';
  const instant = confirmedAtOnce(service);
  if (!rated && !isNew && !free && !instant) return null;
  return (
    <Badges aria-label={t('card.badges')}>
      {rated && (
        <li>
          <Stars value={service.rating.average} count={service.rating.count} />
        </li>
      )}
      {isNew && <li>{t('card.new')}</li>}
      {free && <li>{t('card.freeCancellation')}</li>}
      {instant && <li data-testid="instant-badge">{t('card.instant')}</li>}
    </Badges>
  );
}

const Skeleton = styled.li`
  min-height: 320px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Placeholders with the cards' size, so the page does not shift when they arrive (no CLS). */
export function CardSkeletons({ count }: { count: number }): ReactNode {
  return (
    <>
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} aria-hidden="true" />
      ))}
    </>
  );
}
