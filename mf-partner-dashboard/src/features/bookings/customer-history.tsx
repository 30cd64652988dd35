// "Customer history": a disclosure that, once opened, loads the customer's booking items with this
// company (GET /api/dashboard/user/{id}/booking-history) and lists them: service, date, status, amount.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner, Table } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { itemWhen } from './item-when';
import { useCustomerHistory } from './api/get-customer-history';

const Region = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

/** Who the history is about: a registered (or guest-holder) account id, or null when the booking names none. */
export function customerIdOf(item: BookingItem): number | null {
  const id = item.booking.user?.id;
  return typeof id === 'number' && id > 0 ? id : null;
}

function HistoryRows({ userId, currentId }: { userId: number; currentId: number }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const history = useCustomerHistory(userId);
  if (history.isPending) return <Spinner label={t('bookings.history.loading')} />;
  if (history.isError)
    return <ErrorState message={t('bookings.history.failed')} onRetry={() => void history.refetch()} />;
  const { data, total } = history.data;
  if (data.length === 0) return <p>{t('bookings.history.empty')}</p>;
  return (
    <>
      <p>{t('bookings.history.summary', { count: total })}</p>
      <Table
        caption={t('bookings.history.caption')}
        rows={data}
        rowKey={(i: BookingItem) => String(i.id)}
        columns={[
          {
            key: 'service',
            header: t('bookings.service'),
            render: (i: BookingItem) =>
              i.id === currentId
                ? t('bookings.history.thisItem', { name: i.service.service_name })
                : i.service.service_name,
          },
          { key: 'date', header: t('bookings.date'), render: (i: BookingItem) => itemWhen(i, locale) },
          {
            key: 'status',
            header: t('bookings.history.status'),
            render: (i: BookingItem) => t(`bookings.status.${i.booking_item_status}`),
          },
          {
            key: 'amount',
            header: t('bookings.history.amount'),
            render: (i: BookingItem) => formatMoney(i.value - i.discount, locale),
          },
        ]}
      />
      {total > data.length && <p>{t('bookings.history.more', { shown: data.length, total })}</p>}
    </>
  );
}

export function CustomerHistory({ item }: { item: BookingItem }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const userId = customerIdOf(item);
  if (userId === null) return <p>{t('bookings.history.guest')}</p>;
  return (
    <div>
      <Button variant="secondary" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
        {t('bookings.history.toggle')}
      </Button>
      <Region id={regionId} hidden={!open}>
        {open && <HistoryRows userId={userId} currentId={item.id} />}
      </Region>
    </div>
  );
}
