// /dashboard/calendar-and-bookings: the partner's booking items as lists (new, accepted, archived: cancelled /
// completed) or as a month/week calendar (?view=calendar), the week's places sold and left per start time with closing
// and reopening them (?view=availability), an item's details with the customer's history, and the chat with the
// customer (?chat={id}). ?item={id}&customer={user id} opens that item's details (the Messages page links a
// conversation to the booking it is about), found among the customer's latest items with the company.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { BookingItemsList } from './booking-items-list';
import { PressedButtons } from '../../shared/components/pressed-buttons';
import { CalendarView } from './calendar/calendar-view';
import { AvailabilityView } from './availability/availability-view';
import { readCalendarState, writeCalendarState } from './calendar/calendar-range';
import { ItemDetails } from './item-details';
import { ChatDialog, useShowChat } from './message-customer';
import { customerHistoryQueryOptions } from './api/get-customer-history';
import { useAccess } from '../../shared/access/api/get-access';

const idParam = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The item the address names (?item=&customer=), once the customer's latest items are loaded; null otherwise. */
function useLinkedItem(params: URLSearchParams): BookingItem | null {
  const itemId = idParam(params.get('item'));
  const customerId = idParam(params.get('customer'));
  const history = useQuery({
    ...customerHistoryQueryOptions(customerId ?? 0),
    enabled: itemId !== null && customerId !== null,
  });
  return (itemId !== null && history.data?.data.find((item) => item.id === itemId)) || null;
}

export default function BookingItemsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [params, setParams] = useSearchParams();
  // Closing and reopening places is the services permission's (the API answers 403 otherwise): a team member who only
  // answers bookings sees the lists and the calendar.
  const canCloseDates = useAccess().data?.permissions.includes('services') ?? false;
  const views = canCloseDates ? (['list', 'calendar', 'availability'] as const) : (['list', 'calendar'] as const);
  const asked = readCalendarState(params).view;
  const view = asked === 'availability' && !canCloseDates ? 'list' : asked;
  const [open, setOpen] = useState<BookingItem | null>(null);
  const onOpen = useCallback((item: BookingItem) => setOpen(item), []);
  const showChat = useShowChat();
  const linked = useLinkedItem(params);
  useEffect(() => {
    if (linked) setOpen(linked);
  }, [linked]);

  return (
    <PageFrame title={title}>
      <PressedButtons role="group" aria-label={t('bookings.view.label')}>
        {views.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            onClick={() => setParams((current) => writeCalendarState(current, { view: v }))}
          >
            {t(v === 'availability' ? 'availabilityCalendar.view' : `bookings.view.${v}`)}
          </button>
        ))}
      </PressedButtons>
      {view === 'calendar' ? (
        <CalendarView onOpen={onOpen} />
      ) : view === 'availability' ? (
        <AvailabilityView />
      ) : (
        <BookingItemsList onOpen={onOpen} />
      )}
      <ItemDetails
        item={open}
        onClose={() => {
          setOpen(null);
          if (params.has('item'))
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.delete('item');
              next.delete('customer');
              return next;
            });
        }}
        onChat={showChat}
      />
      <ChatDialog />
    </PageFrame>
  );
}
