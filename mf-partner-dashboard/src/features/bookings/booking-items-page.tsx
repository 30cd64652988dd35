// /dashboard/calendar-and-bookings: the partner's booking items as lists (new, accepted, archived: cancelled /
// completed) or as a month/week calendar (?view=calendar), an item's details with the customer's history, and the
// chat with the customer (?chat={id}).
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { BookingItemsList } from './booking-items-list';
import { PressedButtons } from '../../shared/components/pressed-buttons';
import { CalendarView } from './calendar/calendar-view';
import { readCalendarState, writeCalendarState } from './calendar/calendar-range';
import { ItemDetails } from './item-details';
import { ChatDialog, useShowChat } from './message-customer';

export default function BookingItemsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [params, setParams] = useSearchParams();
  const { view } = readCalendarState(params);
  const [open, setOpen] = useState<BookingItem | null>(null);
  const onOpen = useCallback((item: BookingItem) => setOpen(item), []);
  const showChat = useShowChat();

  return (
    <PageFrame title={title}>
      <PressedButtons role="group" aria-label={t('bookings.view.label')}>
        {(['list', 'calendar'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={v === view}
            onClick={() => setParams((current) => writeCalendarState(current, { view: v }))}
          >
            {t(`bookings.view.${v}`)}
          </button>
        ))}
      </PressedButtons>
      {view === 'calendar' ? <CalendarView onOpen={onOpen} /> : <BookingItemsList onOpen={onOpen} />}
      <ItemDetails item={open} onClose={() => setOpen(null)} onChat={showChat} />
      <ChatDialog />
    </PageFrame>
  );
}
