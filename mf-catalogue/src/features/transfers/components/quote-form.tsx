import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import type { TransferLocation } from '@mp/shared/contracts';
import { Button, Checkbox, DateField, ErrorState, SelectField, TextField } from '@mp/shared/ui';
import { CountField } from '../../../components/count-field';
import { useFocusFirstError } from '../../../lib/form-errors';
import { usePathTo } from '@mp/shared/remote';
import { useTransferLocations } from '../api/transfers-api';
import {
  TIME_STEP_SECONDS,
  transferQuery,
  validateTransferForm,
  withReplace,
  type TransferForm,
  type TransferFormErrors,
} from '../transfer-query';
import { LocationCombobox } from './location-combobox';

const NO_PLACES: TransferLocation[] = [];

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
const Form = styled.form`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

export const TRANSFER_LANGUAGES = ['pt', 'en', 'es', 'fr', 'de'] as const;

/**
 * The transfer quote form: submits to /transfers/offers?… with the trip in the query string, so the offers can be
 * shared, reloaded and reached again with back/forward.
 */
export function QuoteForm({ initial, replace }: { initial: TransferForm; replace?: string | null }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locations = useTransferLocations();
  const to = usePathTo();
  const navigate = useNavigate();
  const [form, setForm] = useState<TransferForm>(initial);
  const [errors, setErrors] = useState<TransferFormErrors>({});
  const { formRef, focusFirst } = useFocusFirstError();
  const known = useMemo(() => new Set((locations.data ?? []).map((l) => l.value)), [locations.data]);

  const set = <K extends keyof TransferForm>(key: K, value: TransferForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _drop, ...rest }) => rest as TransferFormErrors);
  };
  const count = (
    key: 'numberOfPassengers' | 'babySeats' | 'childSeats' | 'boosterSeats' | 'luggagePieces',
    min: number,
  ) => ({
    min,
    value: form[key],
    onValue: (n: number) => set(key, n),
    error: errors[key] ? t(errors[key]) : undefined,
  });
  const err = (key: keyof TransferForm) => (errors[key] ? t(errors[key]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTransferForm(form, known);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst();
      return;
    }
    navigate(`${to('transfers-offers')}?${withReplace(transferQuery(form), replace)}`);
    // The offers open at their top: on a phone the search button is far down the form, so they would open out of sight.
    window.scrollTo(0, 0);
  };

  if (locations.isError)
    return <ErrorState message={t('transfers.locationsError')} onRetry={() => void locations.refetch()} />;
  // The form is drawn at once, at its full height, while the places load (nothing below it moves when they
  // arrive); the place fields and the search wait for them.
  const places = locations.data ?? NO_PLACES;
  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-labelledby="quote-heading">
      <h2 id="quote-heading">{t('transfers.formTitle')}</h2>
      <Grid>
        <LocationCombobox
          label={t('transfers.pickup')}
          locations={places}
          disabled={!locations.data}
          value={form.pickupLocation}
          onChange={(v) => set('pickupLocation', v)}
          error={err('pickupLocation')}
        />
        <LocationCombobox
          label={t('transfers.dropOff')}
          locations={places}
          disabled={!locations.data}
          value={form.dropOffLocation}
          onChange={(v) => set('dropOffLocation', v)}
          error={err('dropOffLocation')}
        />
        <DateField
          label={t('transfers.date')}
          value={form.pickupDate}
          onChange={(iso) => set('pickupDate', iso)}
          error={err('pickupDate')}
          required
        />
        <TextField
          label={t('transfers.time')}
          type="time"
          step={TIME_STEP_SECONDS}
          hint={t('transfers.timeHint')}
          value={form.pickupTime}
          onChange={(e) => set('pickupTime', e.target.value)}
          error={err('pickupTime')}
          required
        />
      </Grid>
      <Checkbox
        label={t('transfers.roundTrip')}
        checked={form.isRoundtrip}
        onChange={(e) => set('isRoundtrip', e.target.checked)}
      />
      {form.isRoundtrip && (
        <Grid>
          <DateField
            label={t('transfers.returnDate')}
            value={form.returnPickupDate}
            onChange={(iso) => set('returnPickupDate', iso)}
            error={err('returnPickupDate')}
            required
          />
          <TextField
            label={t('transfers.returnTime')}
            type="time"
            step={TIME_STEP_SECONDS}
            hint={t('transfers.timeHint')}
            value={form.returnPickupTime}
            onChange={(e) => set('returnPickupTime', e.target.value)}
            error={err('returnPickupTime')}
            required
          />
        </Grid>
      )}
      <fieldset>
        <legend>{t('transfers.travellers')}</legend>
        <Grid>
          <CountField label={t('transfers.passengers')} {...count('numberOfPassengers', 1)} />
          <CountField label={t('transfers.babySeats')} {...count('babySeats', 0)} />
          <CountField label={t('transfers.childSeats')} {...count('childSeats', 0)} />
          <CountField label={t('transfers.boosterSeats')} {...count('boosterSeats', 0)} />
          <CountField label={t('transfers.luggage')} {...count('luggagePieces', 0)} />
          <SelectField
            label={t('transfers.language')}
            placeholder={t('transfers.anyLanguage')}
            options={TRANSFER_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            value={form.language}
            onChange={(e) => set('language', e.target.value)}
          />
        </Grid>
      </fieldset>
      <Button type="submit" busy={!locations.data}>
        {t('transfers.search')}
      </Button>
    </Form>
  );
}
