// The sessions of an event's offer: a date, a start time on the 5-minute grid and the places of each, what is sold on
// its day, and a remove button that a session with sales keeps disabled, saying why.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { Button, TextField } from '@mp/shared/ui';
import { EVENT_OFFER_LIMITS } from '@mp/shared/contracts';
import type { SessionDraft } from './event-offer-draft';
import { OfferList, Row, RowError, RowFields, SoldNote } from './event-offer-rows';

export function EventSessionRows(props: {
  sessions: readonly SessionDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (sessions: SessionDraft[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}): ReactNode {
  const { sessions, errors, onChange, onAdd, onRemove } = props;
  const { t } = useTranslation('partnerDashboard');
  const set = (index: number, field: 'date' | 'time' | 'capacity', value: string) =>
    onChange(sessions.map((s, i) => (i === index ? { ...s, [field]: value } : s)));
  const listError = errors.sessions;
  return (
    <OfferList aria-describedby={listError ? 'event-sessions-error' : undefined}>
      <legend>{t('eventOffer.sessions')}</legend>
      {sessions.length === 0 && <p>{t('eventOffer.noSessions')}</p>}
      {sessions.map((s, index) => {
        const at = `sessions.${index}`;
        const label = t('eventOffer.session', { number: index + 1 });
        return (
          <Row key={s.key} role="group" aria-label={label}>
            <RowFields>
              <TextField
                id={`event-${at}.date`}
                type="date"
                label={t('eventOffer.date')}
                value={s.date}
                error={errors[`${at}.date`]}
                onChange={(e) => set(index, 'date', e.target.value)}
              />
              <TextField
                id={`event-${at}.time`}
                type="time"
                step={EVENT_OFFER_LIMITS.minuteStep * 60}
                label={t('eventOffer.time')}
                value={s.time}
                error={errors[`${at}.time`]}
                onChange={(e) => set(index, 'time', e.target.value)}
              />
              <TextField
                id={`event-${at}.capacity`}
                type="number"
                inputMode="numeric"
                min={Math.max(EVENT_OFFER_LIMITS.capacity.min, s.sold)}
                max={EVENT_OFFER_LIMITS.capacity.max}
                label={t('eventOffer.capacity')}
                value={s.capacity}
                error={errors[`${at}.capacity`]}
                onChange={(e) => set(index, 'capacity', e.target.value)}
              />
            </RowFields>
            {s.sold > 0 && (
              <SoldNote id={`event-${at}-sold`}>
                {t('eventOffer.placesSold', { count: s.sold })} {t('eventOffer.soldSessionKept')}
              </SoldNote>
            )}
            {errors[at] && <RowError>{errors[at]}</RowError>}
            <div>
              <Button
                type="button"
                variant="secondary"
                disabled={s.sold > 0}
                aria-label={t('eventOffer.removeSession', { number: index + 1 })}
                aria-describedby={s.sold > 0 ? `event-${at}-sold` : undefined}
                onClick={() => onRemove(index)}
              >
                {t('eventOffer.remove')}
              </Button>
            </div>
          </Row>
        );
      })}
      {listError && <RowError id="event-sessions-error">{listError}</RowError>}
      <div>
        <Button type="button" variant="secondary" id="event-add-session" onClick={onAdd}>
          {t('eventOffer.addSession')}
        </Button>
      </div>
    </OfferList>
  );
}
