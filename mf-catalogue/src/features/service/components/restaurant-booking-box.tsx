// The booking box of a restaurant page (docs/adr/044): a table request — a day, a time of the restaurant's opening
// hours on the 5-minute grid (a time whose slot is full is shown and cannot be chosen), the party size and a note for
// the restaurant (allergies, an occasion). The table goes to the cart as one line, with a deposit per person or free,
// and is paid like any service; the restaurant then confirms it, or it is confirmed at once where the restaurant says so.
import { useId, useState, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { RestaurantTime, ServiceDetail } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { Button, DateField, ErrorState, Spinner, TextAreaField } from '@mp/shared/ui';
import { showAddedToCart } from '../../../lib/added-to-cart';
import { useRestaurantTables } from '../api/get-restaurant-tables';
import { checkTickets } from '../api/check-tickets';
import { LOW_PLACES } from '../api/check-slot';
import { tableCartItem } from '../restaurant-cart';
import { Stepper, StepperRow } from './party-steppers';

/** The longest note the API takes (restaurants/slots.ts). */
const NOTE_MAX = 500;

const Box = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  align-self: start;
  min-width: 0;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const TimeField = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  select {
    width: 100%;
    min-height: 44px;
    font: inherit;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export function RestaurantBookingBox({ service, ref }: { service: ServiceDetail; ref?: Ref<HTMLElement> }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const pathTo = usePathTo();
  const timeId = useId();
  const [date, setDate] = useState<string | null>(null);
  const [chosenTime, setChosenTime] = useState<string | null>(null);
  const [party, setParty] = useState(2);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const tables = useRestaurantTables(service.slug, date);
  const data = tables.data;

  const times: RestaurantTime[] = data?.times ?? [];
  const time = times.find((x) => x.time === chosenTime && !x.full) ?? times.find((x) => !x.full);
  const max = data?.max_party ?? 1;
  const people = Math.min(party, max);
  const instant = data?.confirmation === 'instant';

  const timeLabel = (x: RestaurantTime) =>
    x.full
      ? t('restaurant.timeFull', { time: x.time })
      : x.covers_left <= LOW_PLACES
        ? t('restaurant.timeFew', { time: x.time, count: x.covers_left })
        : x.time;

  const add = async () => {
    if (!data || !time) return;
    if (note.length > NOTE_MAX) {
      setProblem(t('restaurant.noteTooLong', { max: NOTE_MAX }));
      return;
    }
    const item = tableCartItem(service, data, { date: data.date, time: time.time, party: people, note });
    setAdding(true);
    const refused = await checkTickets([item]).catch(() => t('restaurant.checkFailed'));
    setAdding(false);
    if (refused) {
      setProblem(refused);
      void tables.refetch();
      return;
    }
    cartStore.getState().addItem(item);
    setProblem(null);
    showAddedToCart(t('restaurant.added', { count: people, name: service.name }), {
      label: t('service.viewCart'),
      href: pathTo('cart'),
    });
  };

  return (
    <Box aria-labelledby="booking-heading" ref={ref} tabIndex={-1} data-testid="booking-box">
      <h2 id="booking-heading">{t('restaurant.heading')}</h2>
      {tables.isError ? (
        <ErrorState message={t('restaurant.error')} onRetry={() => void tables.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {data.address && (
            <p data-testid="restaurant-address">{[data.address, data.city].filter(Boolean).join(', ')}</p>
          )}
          <p data-testid="restaurant-terms">
            {data.deposit_cents > 0
              ? t('restaurant.deposit', { price: formatMoney(data.deposit_cents, locale) })
              : t('restaurant.free')}{' '}
            {instant ? t('restaurant.instant') : t('restaurant.partner')}
          </p>
          <DateField
            label={t('restaurant.date')}
            value={date ?? data.date}
            onChange={(iso) => {
              if (!iso) return;
              setDate(iso);
              setChosenTime(null);
              setProblem(null);
            }}
          />
          {times.length === 0 ? (
            <p role="status" data-testid="restaurant-closed">
              {t('restaurant.noTimes')}
            </p>
          ) : (
            <TimeField>
              <label htmlFor={timeId}>{t('restaurant.time')}</label>
              <select
                id={timeId}
                value={time?.time ?? ''}
                onChange={(e) => {
                  setChosenTime(e.target.value);
                  setProblem(null);
                }}
              >
                {times.map((x) => (
                  <option key={x.time} value={x.time} disabled={x.full}>
                    {timeLabel(x)}
                  </option>
                ))}
              </select>
            </TimeField>
          )}
          <StepperRow>
            <div id="party-label">{t('restaurant.party')}</div>
            <Stepper role="group" aria-labelledby="party-label">
              <Button
                variant="secondary"
                disabled={people <= 1}
                onClick={() => setParty(people - 1)}
                aria-label={t('restaurant.fewer')}
              >
                −
              </Button>
              <output aria-live="polite" aria-label={t('restaurant.people', { count: people })}>
                {people}
              </output>
              <Button
                variant="secondary"
                disabled={people >= max}
                onClick={() => setParty(people + 1)}
                aria-label={t('restaurant.more')}
              >
                +
              </Button>
            </Stepper>
          </StepperRow>
          <TextAreaField
            label={t('restaurant.note')}
            hint={t('restaurant.noteHint')}
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
          />
          <p aria-live="polite" data-testid="live-price">
            <strong>
              {data.deposit_cents > 0
                ? t('restaurant.total', {
                    count: people,
                    price: formatMoney(data.deposit_cents * people, locale),
                  })
                : t('restaurant.totalFree', { count: people })}
            </strong>
          </p>
          {problem && (
            <Problem role="alert" data-testid="restaurant-problem">
              {problem}
            </Problem>
          )}
          <Button block onClick={() => void add()} busy={adding} disabled={!time || adding}>
            {instant ? t('restaurant.book') : t('restaurant.request')}
          </Button>
        </>
      )}
    </Box>
  );
}
