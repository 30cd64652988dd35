import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dateTimeFormat, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useBookingItems } from '../../shared/booking-items/api/get-booking-items';

/** /super-admin/booking-success?reference=…: the manual booking just made, read back from the booking items. */
export default function BookingSuccessPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const locale = useLocale();
  const reference = useSearchParams()[0].get('reference') ?? '';
  const items = useBookingItems({ q: reference, per_page: 100 });
  const mine = (items.data?.data ?? []).filter((i) => i.reference === reference);
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
  const again = <Link to={pathTo('super-admin.create-booking')}>{t('manual.another')}</Link>;
  if (!reference)
    return (
      <PageFrame title={title}>
        <EmptyState title={t('manual.noReference')} action={again} />
      </PageFrame>
    );
  if (items.isPending)
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  if (items.error)
    return (
      <PageFrame title={title}>
        <ErrorState onRetry={() => void items.refetch()} />
      </PageFrame>
    );
  const customer = mine[0]?.customer;
  return (
    <PageFrame title={title}>
      <p role="status">
        {customer
          ? t('manual.success', { reference, name: customer.name, email: customer.email })
          : t('manual.notFound', { reference })}
      </p>
      <ul>
        {mine.map((i) => (
          <li key={i.id}>
            <Link to={pathTo('super-admin.booking-item', { id: i.id })}>{i.service.name}</Link> —{' '}
            {when.format(new Date(i.booking_date))}, {t('manual.people', { count: i.quantity })},{' '}
            {t('manual.worth', { amount: formatMoney(i.total_cents, locale) })}
          </li>
        ))}
      </ul>
      <p>{again}</p>
    </PageFrame>
  );
}
