import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { formatInstant, formatMoney, partyText, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useBookingItem } from './api/get-booking-item';
import { ItemActions } from './components/item-actions';
import { ItemTrip } from './components/item-trip';
import { PartialRefunds } from './components/partial-refund';
import { SettlementTable } from './components/settlement-table';
import { CustomerLink } from '../../shared/people/components/customer-link';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Facts = ({ rows }: { rows: readonly [string, ReactNode][] }) => (
  <dl>
    {rows.map(([term, value]) => (
      <div key={term} style={{ display: 'contents' }}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** /super-admin/booking-item/{id}: the item (a transfer's trip too), its booking, payments and refunds, the customer, the partner, its history, staff answers. */
export default function BookingItemPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const tc = useTranslation('common').t;
  const pathTo = usePathTo();
  const locale = useLocale();
  const id = Number(params.id);
  const query = useBookingItem(id);
  const money = (cents: number) => formatMoney(cents, locale);
  const when = (at: string) => formatInstant(at, locale, { dateStyle: 'medium', timeStyle: 'short' });
  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <PageFrame title={title}>
        <Spinner label={t('bookingItem.loading')} />
      </PageFrame>
    );
  if (!query.data)
    return (
      <PageFrame title={title}>
        <ErrorState message={t('bookingItem.notFound')} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  const { item, booking, settlement, customer, partner, history, trip, actions, partial_refunds } = query.data;
  // A paid booking whose money all went back is refunded, not paid (partly refunded when some of it did).
  const bookingStatus =
    booking.status === 'paid' && settlement.refund_state !== 'none' ? settlement.refund_state : booking.status;
  const status = (s: string) => t(`bookings.statuses.${s}`, { defaultValue: s });
  return (
    <PageFrame title={title}>
      <p data-testid="booking-item-ref">{t('bookingItem.ref', { reference: booking.reference, id: item.id })}</p>
      <p>
        <Link to={pathTo('super-admin.bookings-and-quotes')}>{t('bookingItem.back')}</Link>
      </p>
      <Grid>
        <section aria-labelledby="bi-item">
          <h2 id="bi-item">{item.service.name}</h2>
          <Facts
            rows={[
              [t('bookings.status'), status(item.status)],
              [t('bookings.date'), when(item.booking_date)],
              [t('bookingItem.quantity'), item.ages ? `${item.quantity} (${partyText(tc, item.ages)})` : item.quantity],
              [
                t('bookings.total'),
                `${money(item.total_cents)}${item.discount_cents ? ` (${t('bookingItem.discount', { amount: money(item.discount_cents) })})` : ''}`,
              ],
              ...(item.refunded_cents > 0
                ? [[t('bookingItem.partialRefund.refunded'), money(item.refunded_cents)] as [string, ReactNode]]
                : []),
              ...(item.status === 'pending'
                ? [[t('bookingItem.answerBy'), when(item.answer_by)] as [string, ReactNode]]
                : []),
              ...(item.decline_reason
                ? [[t('bookingItem.declineReason'), item.decline_reason] as [string, ReactNode]]
                : []),
            ]}
          />
          <h3>{t('bookingItem.staffAnswer')}</h3>
          <ItemActions id={item.id} actions={actions} />
          <PartialRefunds id={item.id} refundableCents={item.refundable_cents} refunds={partial_refunds} />
        </section>
        {trip && <ItemTrip trip={trip} />}
        <section aria-labelledby="bi-booking">
          <h2 id="bi-booking">{t('bookingItem.booking')}</h2>
          <Facts
            rows={[
              [t('bookings.reference'), booking.reference],
              [
                t('bookingItem.bookingStatus'),
                t(`bookingItem.bookingStatuses.${bookingStatus}`, { defaultValue: bookingStatus }),
              ],
              [
                t('bookings.method'),
                t(`sales.methods.${booking.payment_method}`, { defaultValue: booking.payment_method }),
              ],
              [t('bookings.total'), money(booking.total_cents)],
              [t('bookingItem.paidAt'), booking.paid_at ? when(booking.paid_at) : '—'],
              [t('bookingItem.promoCode'), booking.promo_code ?? '—'],
              [t('bookingItem.pointsUsed'), booking.points_used],
              [
                t('bookingItem.createdBy'),
                t(booking.created_by_staff ? 'bookingItem.byStaff' : 'bookingItem.byCustomer'),
              ],
            ]}
          />
          <h3>{t('bookingItem.items', { count: booking.items.length })}</h3>
          <ul>
            {booking.items.map((i) => (
              <li key={i.id}>
                {i.id === item.id ? (
                  i.service
                ) : (
                  <Link to={pathTo('super-admin.booking-item', { id: i.id })}>{i.service}</Link>
                )}{' '}
                — {status(i.status)}, {money(i.total_cents)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="bi-money">
          <h2 id="bi-money">{t('bookingItem.payments')}</h2>
          <SettlementTable settlement={settlement} items={booking.items} />
        </section>
        <section aria-labelledby="bi-people">
          <h2 id="bi-people">{t('bookings.customer')}</h2>
          <Facts
            rows={[
              [
                t('bookingItem.name'),
                <>
                  <CustomerLink id={customer.id} userType={customer.user_type}>
                    {customer.name}
                  </CustomerLink>
                  {customer.guest ? ` (${t('bookingItem.guest')})` : ''}
                </>,
              ],
              [t('bookingItem.email'), customer.email],
              [t('bookingItem.phone'), customer.phone ?? '—'],
            ]}
          />
          <h2>{t('bookings.partner')}</h2>
          <Facts
            rows={[
              [t('bookingItem.name'), partner.name],
              [t('bookingItem.email'), partner.email ?? '—'],
              [t('bookingItem.phone'), partner.phone ?? '—'],
            ]}
          />
        </section>
        <section aria-labelledby="bi-history">
          <h2 id="bi-history">{t('bookingItem.history')}</h2>
          <ol>
            {history.map((e, i) => (
              <li key={i}>
                {when(e.at)}:{' '}
                {t(`bookingItem.events.${e.kind === 'status' && e.by === 'expiry' ? 'expired' : e.kind}`, {
                  status: e.status ? status(e.status) : '',
                  by: e.by ?? '',
                })}
                {e.reason ? ` — ${e.reason}` : ''}
              </li>
            ))}
          </ol>
        </section>
      </Grid>
    </PageFrame>
  );
}
