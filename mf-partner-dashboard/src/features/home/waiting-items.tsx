import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatInstant, partyText, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Spinner } from '@mp/shared/ui';
import { useBookingItems, type BookingList } from '../../shared/booking-items/api/get-booking-items';
import { homeListQuery } from './home-queries';
import { timeLeft, useNow } from '../../shared/booking-items/time-left';

/** The first few items of one list, with the time left to answer the new ones. */
export function ItemsPanel({ list, title }: { list: BookingList; title: string }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const tc = useTranslation('common').t;
  const to = usePathTo();
  const now = useNow();
  const locale = useLocale();
  const items = useBookingItems(homeListQuery(list));
  return (
    <section aria-labelledby={`home-${list}`}>
      <h2 id={`home-${list}`}>
        {title} {items.data ? `(${items.data.total})` : ''}
      </h2>
      {items.isPending && <Spinner />}
      {items.data?.data.length === 0 && <p>{t(`bookings.empty.${list}`)}</p>}
      <ul>
        {items.data?.data.map((item) => {
          const left = timeLeft(item.answer_by, now);
          return (
            <li key={item.id}>
              {item.service.service_name} · {item.booking.user.first_name} {item.booking.user.last_name} ·{' '}
              {item.ages ? partyText(tc, item.ages) : `×${item.quantity}`}
              {list === 'new' &&
                ` · ${left.expired ? t('bookings.expired') : t('home.leftToAnswer', { hours: left.hours, minutes: left.minutes })}`}
              {list === 'accepted' && ` · ${formatInstant(item.booking_date, locale, { dateStyle: 'medium' })}`}
            </li>
          );
        })}
      </ul>
      <Link to={`${to('dashboard.calendar-and-bookings')}?list=${list}`}>{t('home.seeAll')}</Link>
    </section>
  );
}
