// "Open in maps" beside a meeting point, an address or a venue that has a place on the map: the visitor's map
// application opens at it (a phone's app, the web elsewhere), in a new tab so the booking stays where it was.
import type { ReactNode } from 'react';
import { mapLink } from '../domain/place';
import { useTranslation } from '../i18n';

export interface MapLinkProps {
  point: { lat: number; lng: number };
  /** The place's name, so a list of links says which place each opens. */
  place: string;
}

export function MapLink({ point, place }: MapLinkProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <a
      href={mapLink(point)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('mapLink.label', { place })}
      data-testid="map-link"
    >
      {t('mapLink.open')}
    </a>
  );
}
