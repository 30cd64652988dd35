import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { TransferQuoteAnswerForm, type TransferQuoteRequest } from '@mp/shared/contracts';
import {
  applyServerErrors,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useContractForm,
} from '@mp/shared/dashboard';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, Modal } from '@mp/shared/ui';
import { useAnswerQuoteRequest, useQuotePartners } from '../api/answer-quote-request';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Values = TransferQuoteAnswerForm;

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * Answer a transfer quote request with a priced offer: a partner, one of its active vehicles, the price and until
 * when it holds. The customer is mailed a link to book it; the API's 422 lands on the fields.
 */
export function AnswerQuote({ request }: { request: TransferQuoteRequest }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const partners = useQuotePartners(open, request.id);
  const answer = useAnswerQuoteRequest();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useContractForm<Values>(TransferQuoteAnswerForm, {
    defaultValues: { company_id: '', vehicle_id: '', price: '', valid_until: inDays(3), message: '' },
  });
  const companyId = form.watch('company_id');
  const vehicles = partners.data?.find((p) => String(p.id) === companyId)?.vehicles ?? [];
  const vehicleId = form.watch('vehicle_id');
  const suggested = vehicles.find((v) => String(v.id) === vehicleId)?.suggested_price_cents ?? null;
  // The vehicle's routed price for this trip, the price the storefront would charge, fills the price; staff may change it.
  useEffect(() => {
    if (suggested !== null)
      form.setValue('price', (suggested / 100).toFixed(2).replace('.', locale === 'pt' ? ',' : '.'));
  }, [suggested, form, locale]);
  const name = `${request.first_name} ${request.last_name}`;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const offer = await answer.mutateAsync({
        id: request.id,
        company_id: Number(values.company_id),
        vehicle_id: Number(values.vehicle_id),
        price_cents: Math.round(Number(values.price.replace(',', '.')) * 100),
        valid_until: new Date(values.valid_until).toISOString(),
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
      });
      toastStore.getState().show({
        message: t('quotes.answer.sent', { name, price: formatMoney(offer.price_cents, locale) }),
        kind: 'success',
      });
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        const errors = { ...e.errors, ...(e.errors.price_cents ? { price: e.errors.price_cents } : {}) };
        const rest = applyServerErrors(form, errors).filter((m) => m !== e.errors.price_cents?.[0]);
        setProblem(rest[0] ?? null);
      } else setProblem(t('quotes.answer.failed'));
    }
  });

  if (request.status === 'closed') return null;
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t(request.status === 'quoted' ? 'quotes.answer.againFor' : 'quotes.answer.openFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t(request.status === 'quoted' ? 'quotes.answer.again' : 'quotes.answer.open')}
      </Button>
      <Modal open={open} title={t('quotes.answer.title', { name })} onClose={() => setOpen(false)}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p>
            {t(request.is_roundtrip ? 'quotes.roundTrip' : 'quotes.oneWay', {
              from: request.pickup_location,
              to: request.drop_off_location,
            })}
          </p>
          <FormSelectField
            form={form}
            name="company_id"
            label={t('quotes.answer.partner')}
            required
            placeholder={partners.isPending ? t('quotes.answer.loadingPartners') : t('quotes.answer.choose')}
            options={(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.trade_name }))}
          />
          <FormSelectField
            form={form}
            name="vehicle_id"
            label={t('quotes.answer.vehicle')}
            required
            placeholder={t('quotes.answer.choose')}
            options={vehicles.map((v) => ({
              value: String(v.id),
              label: t('quotes.answer.vehicleOption', { name: v.name, seats: v.seats, luggage: v.luggage }),
            }))}
          />
          <FormTextField
            form={form}
            name="price"
            label={t('quotes.answer.price')}
            hint={
              suggested !== null
                ? t('quotes.answer.suggestedPrice', { price: formatMoney(suggested, locale) })
                : t('quotes.answer.priceHint')
            }
            required
          />
          <FormTextField
            form={form}
            name="valid_until"
            type="datetime-local"
            label={t('quotes.answer.validUntil')}
            required
          />
          <FormTextAreaField form={form} name="message" label={t('quotes.answer.message')} rows={3} />
          {problem && <p role="alert">{problem}</p>}
          <Actions>
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" busy={answer.isPending}>
              {t('quotes.answer.send')}
            </Button>
          </Actions>
        </form>
      </Modal>
    </>
  );
}
