import { useCallback, useState, type ReactNode } from 'react';
import type { SuperService } from '@mp/shared/contracts';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { ApiError } from '@mp/shared/api';
import { ManualBookingFormInput } from '@mp/shared/contracts';
import { applyServerErrors, fieldError, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { usePathTo } from '@mp/shared/remote';
import { Button, DateField } from '@mp/shared/ui';
import { useCreateManualBooking } from '../api/create-manual-booking';
import { ServicePicker } from './service-picker';

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(5)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Alert = styled.div`
  border: 2px solid ${({ theme }) => theme.colors.danger};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export type ManualValues = ManualBookingFormInput;

/** Customer by e-mail, one service line, notes; GIFT: the customer pays nothing. Failure: the 422 map on the fields, spec §8's alert. */
export function ManualBookingForm(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pathTo = usePathTo();
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const form = useContractForm<ManualValues>(ManualBookingFormInput, {
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      phone: '',
      service_id: '',
      date: '',
      time: '',
      quantity: '1',
      adults: '1',
      children: '0',
      notes: '',
    },
  });
  const locale = useLocale();
  // A service with a child band is booked as adults and children, each at their price (docs/adr/023).
  const [band, setBand] = useState<SuperService['child_band']>(null);
  const onChosen = useCallback((service: SuperService | null) => setBand(service?.child_band ?? null), []);
  const create = useCreateManualBooking();
  const [failure, setFailure] = useState<string[] | null>(null);
  const submit = form.handleSubmit((v) => {
    setFailure(null);
    const party = band ? { adults: Number(v.adults), children: Number(v.children) } : null;
    const line = {
      id: `manual-${v.service_id}-${v.date}`,
      service_id: Number(v.service_id),
      date: v.date,
      time: v.time || null,
      ...(party ? { quantity: party.adults + party.children, ...party } : { quantity: Number(v.quantity) }),
    };
    create.mutate(
      {
        payment_method: 'gift',
        email: v.email,
        first_name: v.first_name,
        last_name: v.last_name,
        phone: v.phone || undefined,
        notes: v.notes || undefined,
        items: [line],
      },
      {
        onSuccess: (made) =>
          void navigate(`${pathTo('super-admin.booking-success')}?reference=${encodeURIComponent(made.reference)}`),
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.status === 422 ? [...new Set(applyServerErrors(form, error))] : [],
          ),
      },
    );
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-describedby="manual-gift">
      <p id="manual-gift">{t('manual.giftNote')}</p>
      {failure && (
        <Alert role="alert">
          <p>{common('app.changePaymentMethod')}</p>
          {failure.length > 0 && (
            <ul>
              {failure.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Fieldset>
        <legend>{t('manual.customer')}</legend>
        <FormTextField
          form={form}
          name="email"
          type="email"
          label={t('manual.email')}
          hint={t('manual.emailHint')}
          required
          autoComplete="off"
        />
        <FormTextField form={form} name="first_name" label={t('manual.firstName')} required />
        <FormTextField form={form} name="last_name" label={t('manual.lastName')} required />
        <FormTextField form={form} name="phone" type="tel" label={t('manual.phone')} />
      </Fieldset>
      <Fieldset>
        <legend>{t('manual.what')}</legend>
        <ServicePicker form={form} onChosen={onChosen} />
        <DateField
          label={t('manual.date')}
          required
          value={form.watch('date') ?? ''}
          error={fieldError(form, 'date')}
          focusRef={form.register('date').ref}
          onChange={(iso) => form.setValue('date', iso, { shouldValidate: form.formState.isSubmitted })}
        />
        <FormTextField form={form} name="time" type="time" label={t('manual.time')} hint={t('manual.timeHint')} />
        {band ? (
          <>
            <FormTextField
              form={form}
              name="adults"
              type="number"
              label={t('manual.adults')}
              hint={t('manual.adultsHint', { age: band.age_end + 1 })}
              required
            />
            <FormTextField
              form={form}
              name="children"
              type="number"
              label={t('manual.children')}
              hint={t('manual.childrenHint', {
                from: band.age_start,
                to: band.age_end,
                price: formatMoney(band.value_cents, locale),
              })}
              required
            />
          </>
        ) : (
          <FormTextField form={form} name="quantity" type="number" label={t('manual.quantity')} required />
        )}
      </Fieldset>
      <FormTextAreaField form={form} name="notes" label={t('manual.notes')} rows={3} />
      <Button type="submit" busy={create.isPending}>
        {t('manual.submit')}
      </Button>
    </form>
  );
}
