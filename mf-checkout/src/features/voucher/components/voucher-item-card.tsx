// One item of the voucher: the Lisbon date and start time, the people or tickets, the meeting point and what to bring
// as the partner states them, the cancellation terms in the one shared wording, the status in the common wording and a
// QR code the partner checks. A cancelled or declined item says so in a banner and has no QR code.
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { placeLabel } from '@mp/shared/domain';
import { cancellationText, formatDate, useTranslation } from '@mp/shared/i18n';
import { MapLink, RefundLines, Spinner } from '@mp/shared/ui';
import { itemEnded, type VoucherItem } from '../api/get-voucher';
import { EndedBanner } from './voucher-layout';

const QrCode = lazy(() => import('../../../shared/qr-code'));

const Item = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  break-inside: avoid;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  @media print {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Code = styled.figure`
  margin: 0;
  text-align: center;
  figcaption {
    font-family: monospace;
    font-size: 0.8rem;
    overflow-wrap: anywhere;
    max-width: 160px;
  }
`;
/** One ticket per person (docs/adr/043), each printable on its own, beside the item's QR code that admits them all. */
const Tickets = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  li {
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    break-inside: avoid;
  }
  strong {
    display: block;
  }
`;

const TripLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function VoucherItemCard({ item }: { item: VoucherItem }): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const ended = itemEnded(item);
  // The server gives the deadline only while it is ahead; a page left open past it reads non-refundable too. An item
  // that cost nothing reads so (free to cancel), never non-refundable.
  const until = item.free_cancellation_until ? new Date(item.free_cancellation_until) : null;
  const terms = item.nothing_paid
    ? { kind: 'nothing_paid' as const }
    : until && until.getTime() > Date.now()
      ? { kind: 'free_until' as const, until }
      : { kind: 'non_refundable' as const };
  const when = item.start_time
    ? t('voucher.dateAt', { date: formatDate(`${item.date}T12:00:00Z`), time: item.start_time })
    : formatDate(`${item.date}T12:00:00Z`);
  const tickets = item.tickets ?? [];
  return (
    <Item aria-labelledby={`voucher-item-${item.id}`} data-testid="voucher-item">
      <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
        <h2 id={`voucher-item-${item.id}`}>{item.service}</h2>
        {ended && (
          <EndedBanner data-testid="voucher-ended">
            {t(item.status === 'declined' ? 'voucher.declinedBanner' : 'voucher.cancelledBanner')}
          </EndedBanner>
        )}
        <Facts>
          <dt>{t('voucher.partner')}</dt>
          <dd>{item.partner}</dd>
          <dt>{t('voucher.when')}</dt>
          <dd data-testid="voucher-when">{when}</dd>
          {item.trip && item.trip.length > 0 ? (
            <>
              <dt>{t('voucher.trip')}</dt>
              <dd>
                <TripLines data-testid="voucher-trip">
                  {item.trip.map((line) => (
                    <li key={line.key} data-testid={`trip-${line.key}`}>
                      {line.text}
                    </li>
                  ))}
                </TripLines>
              </dd>
            </>
          ) : tickets.length > 0 ? (
            <>
              <dt>{t('voucher.tickets')}</dt>
              <dd data-testid="voucher-people">{t('summary.tickets', { count: tickets.length })}</dd>
            </>
          ) : (
            <>
              <dt>{t('voucher.people')}</dt>
              <dd data-testid="voucher-people">{item.party ?? t('summary.people', { count: item.quantity })}</dd>
            </>
          )}
          <dt>{t(`voucher.${placeLabel(item.kind ?? (tickets.length > 0 ? 'event' : null))}`)}</dt>
          <dd data-testid="voucher-meeting">
            {item.meeting_point ?? t('voucher.meetingFromPartner')}
            {item.meeting_point && item.meeting_position && (
              <>
                {' · '}
                <MapLink point={item.meeting_position} place={item.meeting_point} />
              </>
            )}
          </dd>
          {item.notes && (
            <>
              <dt>{t('voucher.notes')}</dt>
              <dd>{item.notes}</dd>
            </>
          )}
          {!ended && (
            <>
              <dt>{t('voucher.cancellation')}</dt>
              <dd data-testid="voucher-cancellation">{cancellationText(tc, terms)}</dd>
            </>
          )}
          <dt>{t('voucher.status')}</dt>
          <dd data-testid="voucher-status">{item.status_text}</dd>
          {ended && item.decline_reason && (
            <>
              <dt>{t('voucher.declineReason')}</dt>
              <dd data-testid="voucher-reason">{item.decline_reason}</dd>
            </>
          )}
          {ended && item.refund && item.refund.length > 0 && (
            <>
              <dt>{t('voucher.refundedTo')}</dt>
              <dd data-testid="voucher-refund">
                <RefundLines lines={item.refund} label={t('voucher.refundedTo')} />
              </dd>
            </>
          )}
        </Facts>
        {tickets.length > 0 && (
          <Tickets aria-label={t('voucher.ticketsOf', { service: item.service })} data-testid="voucher-tickets">
            {tickets.map((ticket) => (
              <li key={ticket.number} data-testid="voucher-ticket">
                <strong>{ticket.label}</strong>
                {ticket.ticket_type} · {ticket.seating_text}
                <br />
                {when}
                {item.meeting_point && (
                  <>
                    <br />
                    {item.meeting_point}
                  </>
                )}
              </li>
            ))}
          </Tickets>
        )}
      </div>
      {!ended && item.qr_code && (
        <Code>
          <Suspense fallback={<Spinner />}>
            <QrCode
              value={item.qr_code}
              label={t('voucher.qrLabel', { service: item.service })}
              testId="voucher-qr"
              pixels={160}
            />
          </Suspense>
          <figcaption>{item.qr_code}</figcaption>
        </Code>
      )}
    </Item>
  );
}
