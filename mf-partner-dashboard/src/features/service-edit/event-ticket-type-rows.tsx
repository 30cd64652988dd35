// The ticket types of an event's offer: names in both languages, seated or general admission, a price typed in euros,
// the tickets sold, and a remove button that a sold type keeps disabled, saying why (it can still be renamed and
// repriced; a new price applies to new sales only).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button, TextField } from '@mp/shared/ui';
import type { TicketTypeDraft } from './event-offer-draft';
import { OfferList, Row, RowError, RowFields, SoldNote } from './event-offer-rows';

const Seating = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

type TextKey = 'name_en' | 'name_pt' | 'price';

export function EventTicketTypeRows(props: {
  ticketTypes: readonly TicketTypeDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (ticketTypes: TicketTypeDraft[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}): ReactNode {
  const { ticketTypes, errors, onChange, onAdd, onRemove } = props;
  const { t } = useTranslation('partnerDashboard');
  const set = (index: number, change: Partial<Pick<TicketTypeDraft, TextKey | 'seating'>>) =>
    onChange(ticketTypes.map((tt, i) => (i === index ? { ...tt, ...change } : tt)));
  const listError = errors.ticket_types;
  return (
    <OfferList aria-describedby={listError ? 'event-ticket_types-error' : undefined}>
      <legend>{t('eventOffer.ticketTypes')}</legend>
      {ticketTypes.map((tt, index) => {
        const at = `ticket_types.${index}`;
        const seatingError = errors[`${at}.seating`];
        return (
          <Row key={tt.key} role="group" aria-label={t('eventOffer.ticketType', { number: index + 1 })}>
            <RowFields>
              <TextField
                id={`event-${at}.name_en`}
                label={t('eventOffer.nameEn')}
                lang="en"
                maxLength={120}
                value={tt.name_en}
                error={errors[`${at}.name_en`]}
                onChange={(e) => set(index, { name_en: e.target.value })}
              />
              <TextField
                id={`event-${at}.name_pt`}
                label={t('eventOffer.namePt')}
                lang="pt-PT"
                maxLength={120}
                value={tt.name_pt}
                error={errors[`${at}.name_pt`]}
                onChange={(e) => set(index, { name_pt: e.target.value })}
              />
            </RowFields>
            <Seating aria-describedby={seatingError ? `event-${at}-seating-error` : undefined}>
              <legend>{t('eventOffer.seating')}</legend>
              {(['seated', 'general'] as const).map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`event-${tt.key}-seating`}
                    id={value === 'seated' ? `event-${at}.seating` : undefined}
                    value={value}
                    checked={tt.seating === value}
                    onChange={() => set(index, { seating: value })}
                  />
                  {t(`eventOffer.seatingOf.${value}`)}
                </label>
              ))}
              {seatingError && <RowError id={`event-${at}-seating-error`}>{seatingError}</RowError>}
            </Seating>
            <TextField
              id={`event-${at}.price_cents`}
              inputMode="decimal"
              label={t('eventOffer.price')}
              hint={t('eventOffer.priceHint')}
              value={tt.price}
              error={errors[`${at}.price_cents`]}
              onChange={(e) => set(index, { price: e.target.value })}
            />
            {tt.sold > 0 && (
              <SoldNote id={`event-${at}-sold`}>
                {t('eventOffer.ticketsSold', { count: tt.sold })} {t('eventOffer.soldTicketTypeKept')}
              </SoldNote>
            )}
            {errors[at] && <RowError>{errors[at]}</RowError>}
            <div>
              <Button
                type="button"
                variant="secondary"
                disabled={tt.sold > 0}
                aria-label={t('eventOffer.removeTicketType', { number: index + 1 })}
                aria-describedby={tt.sold > 0 ? `event-${at}-sold` : undefined}
                onClick={() => onRemove(index)}
              >
                {t('eventOffer.remove')}
              </Button>
            </div>
          </Row>
        );
      })}
      {listError && <RowError id="event-ticket_types-error">{listError}</RowError>}
      <div>
        <Button type="button" variant="secondary" id="event-add-ticket-type" onClick={onAdd}>
          {t('eventOffer.addTicketType')}
        </Button>
      </div>
    </OfferList>
  );
}
