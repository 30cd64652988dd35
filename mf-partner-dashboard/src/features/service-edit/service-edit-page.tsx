import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useLocale } from '@mp/shared/stores';
import { useService } from './api/get-service';
import { useAvailability } from './api/availability';
import { AvailabilityEditor } from './availability-editor';
import { ServiceForm } from './service-form';
import { DraftResume } from './draft-resume';
import { PublishedPanel } from '../../shared/service-form/published-panel';
import { PhotoEditor } from './photos/photo-editor';
import { RestaurantRulesSection } from './restaurant-rules-section';
import { EventOfferSection } from './event-offer-section';
import { ConfirmationSection, hasConfirmationSetting } from './confirmation-section';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  > * {
    min-width: 0;
  }
  align-items: start;
`;

/**
 * /dashboard/services/edit/:id: a service on sale or paused edits its details, photos, who confirms its bookings and
 * its availability (a restaurant also its tables and opening hours, an event its sessions and ticket types); a draft
 * reopens in the service form where it was left, to finish and publish.
 */
export default function ServiceEditPage({ params, title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const id = Number(params.id);
  const service = useService(id);
  const availability = useAvailability(id);
  const [published, setPublished] = useState<{ name: string; slug: string } | undefined>();
  if (published)
    return (
      <PageFrame title={title}>
        <PublishedPanel {...published} />
      </PageFrame>
    );
  return (
    // The page's <h1> is the route's title, as the gateway draws it before the remote starts; the service's name follows.
    <PageFrame title={title}>
      {service.data && <p>{t('edit.title', { name: service.data.name[locale] || service.data.name.en })}</p>}
      <Link to={to('dashboard.services-preview')}>{t('edit.back')}</Link>
      {(service.isPending || availability.isPending) && <Spinner />}
      {service.error && <ErrorState onRetry={() => void service.refetch()} />}
      {service.data?.status === 'draft' && <DraftResume service={service.data} onPublished={setPublished} />}
      {service.data && service.data.status !== 'draft' && availability.data && (
        <Columns>
          <ServiceForm service={service.data} />
          <div>
            <PhotoEditor service={service.data} />
            {hasConfirmationSetting(service.data.kind) && <ConfirmationSection service={service.data} />}
            {service.data.kind === 'restaurant' && <RestaurantRulesSection serviceId={id} />}
            {service.data.kind === 'event' && <EventOfferSection serviceId={id} />}
            <AvailabilityEditor
              serviceId={id}
              rules={availability.data}
              closedDatesOnly={service.data.kind === 'restaurant' || service.data.kind === 'event'}
            />
          </div>
        </Columns>
      )}
    </PageFrame>
  );
}
