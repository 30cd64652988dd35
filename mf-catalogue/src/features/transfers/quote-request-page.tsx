import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { Button, Checkbox, DateField, ErrorState, PageFrame, Spinner, TextField } from '@mp/shared/ui';
import { useFieldErrors, useFocusFirstError } from '../../lib/form-errors';
import { useHead } from '../../lib/head';
import { useTransferLocations } from './api/transfers-api';
import { LocationCombobox } from './components/location-combobox';
import { parseTransferQuery, TIME_STEP_SECONDS, type TransferForm } from './transfer-query';
import { CountField } from '../../components/count-field';

/** /transfers-quote-request: when no offer exists, ask staff for a quote (POST /api/transfers-quote-request). */
export function TransferQuoteRequestPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.quoteRequest') });
  const [search] = useSearchParams();
  const locations = useTransferLocations();
  const [trip, setTrip] = useState<TransferForm>(() => parseTransferQuery(search));
  const [contact, setContact] = useState({ first_name: '', last_name: '', email: '', phone: '', notes: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const { setErrors, clear, message } = useFieldErrors();
  // The first field in error takes the focus once the server's errors have rendered (so it is read with its error).
  const { formRef, focusFirst } = useFocusFirstError();
  const setT = <K extends keyof TransferForm>(k: K, v: TransferForm[K]) => {
    setTrip((f) => ({ ...f, [k]: v }));
    clear(k);
  };
  const setC = (k: keyof typeof contact, v: string) => {
    setContact((c) => ({ ...c, [k]: v }));
    clear(k);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.post('/transfers-quote-request', {
      ...contact,
      ...trip,
      isRoundtrip: trip.isRoundtrip ? 1 : 0,
      returnPickupDate: trip.isRoundtrip ? trip.returnPickupDate : null,
      returnPickupTime: trip.isRoundtrip ? trip.returnPickupTime : null,
      language: trip.language || undefined,
    });
    setBusy(false);
    if (result.ok) setSent(true);
    else if (result.status === 422) {
      setErrors(result.errors);
      focusFirst();
    }
  };
  if (sent)
    return (
      <PageFrame title={title}>
        <p role="status">{t('quote.sent')}</p>
      </PageFrame>
    );
  if (locations.isError)
    return (
      <PageFrame title={title}>
        <ErrorState onRetry={() => void locations.refetch()} />
      </PageFrame>
    );
  if (!locations.data)
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  const count = (
    k: 'numberOfPassengers' | 'babySeats' | 'childSeats' | 'boosterSeats' | 'luggagePieces',
    min: number,
  ) => ({
    min,
    value: trip[k],
    error: message(k),
    onValue: (n: number) => setT(k, n),
  });
  return (
    <PageFrame title={title}>
      <p>{t('quote.intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <h2>{t('quote.contact')}</h2>
        <TextField
          label={t('register.fields.first_name')}
          required
          value={contact.first_name}
          error={message('first_name')}
          onChange={(e) => setC('first_name', e.target.value)}
        />
        <TextField
          label={t('register.fields.last_name')}
          required
          value={contact.last_name}
          error={message('last_name')}
          onChange={(e) => setC('last_name', e.target.value)}
        />
        <TextField
          label={t('register.fields.email')}
          type="email"
          required
          value={contact.email}
          error={message('email')}
          onChange={(e) => setC('email', e.target.value)}
        />
        <TextField
          label={t('register.fields.phone')}
          type="tel"
          value={contact.phone}
          error={message('phone')}
          onChange={(e) => setC('phone', e.target.value)}
        />
        <h2>{t('quote.trip')}</h2>
        <LocationCombobox
          label={t('transfers.pickup')}
          locations={locations.data}
          value={trip.pickupLocation}
          onChange={(v) => setT('pickupLocation', v)}
          error={message('pickupLocation')}
        />
        <LocationCombobox
          label={t('transfers.dropOff')}
          locations={locations.data}
          value={trip.dropOffLocation}
          onChange={(v) => setT('dropOffLocation', v)}
          error={message('dropOffLocation')}
        />
        <DateField
          label={t('transfers.date')}
          required
          value={trip.pickupDate}
          error={message('pickupDate')}
          onChange={(iso) => setT('pickupDate', iso)}
        />
        <TextField
          label={t('transfers.time')}
          type="time"
          step={TIME_STEP_SECONDS}
          hint={t('transfers.timeHint')}
          required
          value={trip.pickupTime}
          error={message('pickupTime')}
          onChange={(e) => setT('pickupTime', e.target.value)}
        />
        <Checkbox
          label={t('transfers.roundTrip')}
          checked={trip.isRoundtrip}
          onChange={(e) => setT('isRoundtrip', e.target.checked)}
        />
        {trip.isRoundtrip && (
          <>
            <DateField
              label={t('transfers.returnDate')}
              value={trip.returnPickupDate}
              error={message('returnPickupDate')}
              onChange={(iso) => setT('returnPickupDate', iso)}
            />
            <TextField
              label={t('transfers.returnTime')}
              type="time"
              step={TIME_STEP_SECONDS}
              hint={t('transfers.timeHint')}
              value={trip.returnPickupTime}
              error={message('returnPickupTime')}
              onChange={(e) => setT('returnPickupTime', e.target.value)}
            />
          </>
        )}
        <CountField label={t('transfers.passengers')} {...count('numberOfPassengers', 1)} />
        <CountField label={t('transfers.babySeats')} {...count('babySeats', 0)} />
        <CountField label={t('transfers.childSeats')} {...count('childSeats', 0)} />
        <CountField label={t('transfers.boosterSeats')} {...count('boosterSeats', 0)} />
        <CountField label={t('transfers.luggage')} {...count('luggagePieces', 0)} />
        <TextField
          label={t('quote.notes')}
          value={contact.notes}
          error={message('notes')}
          onChange={(e) => setC('notes', e.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('quote.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}
