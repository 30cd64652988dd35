// The booking box of an event page (docs/adr/043): choose a session (a sold-out one is shown, and cannot be chosen),
// then how many tickets of each type, seated or general admission; the tickets go to the cart as one line per type and
// are paid like any service.
import { useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { EventSession, ServiceDetail } from '@mp/shared/contracts';
import { formatCalendarDay, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import { showAddedToCart } from '../../../lib/added-to-cart';
import { useEventOffer } from '../api/get-event-offer';
import { checkTickets } from '../api/check-tickets';
import { LOW_PLACES } from '../api/check-slot';
import { ticketCartItems, ticketTotalCents, type TicketCounts } from '../event-cart';
import { Stepper, StepperRow } from './party-steppers';

const Box = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  align-self: start;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  fieldset {
    border: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;
const Session = styled.label<{ $soldOut: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.muted : theme.colors.text)};
  cursor: ${({ $soldOut }) => ($soldOut ? 'not-allowed' : 'pointer')};
  input {
    width: 20px;
    height: 20px;
  }
  small {
    margin-left: auto;
    font-weight: 600;
  }
`;
const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** A session as the page says it: its day in the page's language and its Lisbon start ("Sat, 5 Dec 2026 · 21:30"). */
function sessionText(s: EventSession, locale: string): string {
  return `${formatCalendarDay(s.date, locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })} · ${s.time}`;
}

export function EventBookingBox({ service, ref }: { service: ServiceDetail; ref?: Ref<HTMLElement> }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const pathTo = usePathTo();
  const offer = useEventOffer(service.slug);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [counts, setCounts] = useState<TicketCounts>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const max = service.maxCapacity;

  const sessions = offer.data?.sessions ?? [];
  const types = offer.data?.ticket_types ?? [];
  const session = sessions.find((s) => s.date === chosenDate && !s.sold_out) ?? sessions.find((s) => !s.sold_out);
  const tickets = types.reduce((n, tt) => n + (counts[tt.id] ?? 0), 0);
  const total = ticketTotalCents(types, counts);

  const add = async () => {
    if (!session) return;
    if (tickets === 0) {
      setProblem(t('event.chooseTickets'));
      return;
    }
    const items = ticketCartItems(service, session, types, counts, cartStore.getState().items);
    setAdding(true);
    const refused = await checkTickets(items).catch(() => t('event.checkFailed'));
    setAdding(false);
    if (refused) {
      setProblem(refused);
      void offer.refetch();
      return;
    }
    for (const item of items) cartStore.getState().addItem(item);
    setCounts({});
    setProblem(null);
    showAddedToCart(t('event.added', { count: tickets, name: service.name }), {
      label: t('service.viewCart'),
      href: pathTo('cart'),
    });
  };

  return (
    <Box aria-labelledby="booking-heading" ref={ref} tabIndex={-1} data-testid="booking-box">
      <h2 id="booking-heading">{t('event.tickets')}</h2>
      {offer.isError ? (
        <ErrorState message={t('event.error')} onRetry={() => void offer.refetch()} />
      ) : !offer.data ? (
        <Spinner />
      ) : sessions.length === 0 ? (
        <p>{t('event.noSessions')}</p>
      ) : (
        <>
          {offer.data.venue && (
            <p data-testid="event-venue">
              {offer.data.venue.name}, {offer.data.venue.city}
            </p>
          )}
          <fieldset>
            <legend>{t('event.session')}</legend>
            {sessions.map((s) => (
              <Session key={s.date} $soldOut={s.sold_out} data-testid="event-session">
                <input
                  type="radio"
                  name="event-session"
                  value={s.date}
                  checked={session?.date === s.date}
                  disabled={s.sold_out}
                  onChange={() => {
                    setChosenDate(s.date);
                    setProblem(null);
                  }}
                />
                {sessionText(s, locale)}
                {s.sold_out ? (
                  <small>{t('event.soldOut')}</small>
                ) : s.places_left <= LOW_PLACES ? (
                  <small>{t('service.placesLeft', { count: s.places_left })}</small>
                ) : null}
              </Session>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('event.ticketTypes')}</legend>
            {types.map((tt) => {
              const n = counts[tt.id] ?? 0;
              const set = (next: number) => {
                setCounts({ ...counts, [tt.id]: next });
                setProblem(null);
              };
              return (
                <StepperRow key={tt.id} data-testid="ticket-type">
                  <div id={`ticket-${tt.id}-label`}>
                    {tt.name}
                    <small>
                      {t(`event.seating.${tt.seating}`)} · {formatMoney(tt.price_cents, locale)}
                    </small>
                  </div>
                  <Stepper role="group" aria-labelledby={`ticket-${tt.id}-label`}>
                    <Button
                      variant="secondary"
                      disabled={n <= 0}
                      onClick={() => set(n - 1)}
                      aria-label={t('event.removeTicket', { name: tt.name })}
                    >
                      −
                    </Button>
                    <output aria-live="polite" aria-label={t('event.ticketCount', { count: n, name: tt.name })}>
                      {n}
                    </output>
                    <Button
                      variant="secondary"
                      disabled={n >= max || !session}
                      onClick={() => set(n + 1)}
                      aria-label={t('event.addTicket', { name: tt.name })}
                    >
                      +
                    </Button>
                  </Stepper>
                </StepperRow>
              );
            })}
          </fieldset>
          <p aria-live="polite" data-testid="live-price">
            {tickets > 0 ? (
              <strong>{t('event.total', { count: tickets, price: formatMoney(total, locale) })}</strong>
            ) : (
              t('event.chooseTickets')
            )}
          </p>
          {problem && (
            <Problem role="alert" data-testid="event-problem">
              {problem}
            </Problem>
          )}
          <Button block onClick={() => void add()} busy={adding} disabled={!session || adding}>
            {t('service.addToCart')}
          </Button>
        </>
      )}
    </Box>
  );
}
