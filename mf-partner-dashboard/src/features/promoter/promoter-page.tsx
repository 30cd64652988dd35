import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation, formatDate, formatMoney } from '@mp/shared/i18n';
import { formatPercent } from '@mp/shared/domain';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { toastStore, useLocale } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, Checkbox, EmptyState, ErrorState, PageFrame, Pager, SelectField, Spinner, Table } from '@mp/shared/ui';
import { applyServerErrors, fieldError, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { PartnerPromoRequestForm, type PartnerPromoRequest } from '@mp/shared/contracts';
import { useServices } from '../../shared/services/api/get-services';
import { usePromoRequests, useRequestPromoCode } from './api/promo-requests';

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  .services {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Status = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-weight: 600;
  background: ${({ theme, $status }) => ($status === 'assigned' ? theme.colors.success : $status === 'used' ? theme.colors.muted : theme.colors.surfaceAlt)};
  color: ${({ theme, $status }) => ($status === 'requested' ? theme.colors.text : theme.colors.primaryText)};
`;

const STATUSES = ['requested', 'assigned', 'used'] as const;

function RequestForm(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const services = useServices({ per_page: 100, sort: 'name' });
  const request = useRequestPromoCode();
  const form = useContractForm<PartnerPromoRequestForm>(PartnerPromoRequestForm, {
    defaultValues: { reason: '', wanted_discount_percent: '', service_ids: [] },
  });
  const chosen = form.watch('service_ids');
  const servicesError = fieldError(form, 'service_ids');
  const choices = (services.data?.data ?? []).filter((s) => s.status !== 'draft');
  const toggle = (id: string, on: boolean) =>
    form.setValue('service_ids', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <Section aria-labelledby="promo-request-title">
      <h2 id="promo-request-title">{t('promoter.formTitle')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          request.mutate(
            {
              reason: v.reason.trim(),
              wanted_discount_percent: Number(v.wanted_discount_percent),
              service_ids: v.service_ids.map(Number),
            },
            {
              onSuccess: () => {
                form.reset({ reason: '', wanted_discount_percent: '', service_ids: [] });
                toastStore.getState().show({ message: t('promoter.sent'), kind: 'success' });
              },
              onError: (e) => {
                const rest =
                  e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('promoter.failed')];
                if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
              },
            },
          ),
        )}
      >
        <FormTextAreaField
          form={form}
          name="reason"
          rows={3}
          label={t('promoter.reason')}
          hint={t('promoter.reasonHint')}
          required
        />
        <FormTextField
          form={form}
          name="wanted_discount_percent"
          type="number"
          label={t('promoter.discount')}
          hint={t('promoter.discountHint')}
          required
        />
        <fieldset
          aria-invalid={servicesError ? true : undefined}
          aria-describedby={servicesError ? 'promo-services-error' : undefined}
        >
          <legend>{t('promoter.services')}</legend>
          {services.isPending && <Spinner />}
          {services.error && <ErrorState onRetry={() => void services.refetch()} />}
          {services.data && choices.length === 0 && <p>{t('promoter.noServices')}</p>}
          <div className="services">
            {choices.map((s) => (
              <Checkbox
                key={s.id}
                label={s.name}
                checked={chosen.includes(String(s.id))}
                onChange={(e) => toggle(String(s.id), e.target.checked)}
              />
            ))}
          </div>
          {servicesError && (
            <p className="error" id="promo-services-error">
              {servicesError}
            </p>
          )}
        </fieldset>
        <Button type="submit" busy={request.isPending}>
          {t('promoter.send')}
        </Button>
      </form>
    </Section>
  );
}

/** /dashboard/promoter-area: ask the back office for a promo code for some services, and follow each request. */
export default function PromoterPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = STATUSES.find((s) => s === params.get('status'));
  const list = usePromoRequests({ page, per_page: 10, ...(status ? { status } : {}) });
  const set = (patch: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch))
        if (v === null) next.delete(k);
        else next.set(k, v);
      return next;
    });
  const code = (r: PartnerPromoRequest) =>
    r.promo_code
      ? t('promoter.codeValue', {
          code: r.promo_code.code,
          value:
            r.promo_code.kind === 'percent'
              ? formatPercent(r.promo_code.value, locale)
              : formatMoney(r.promo_code.value, locale),
          date: formatDate(r.promo_code.valid_to),
        })
      : '—';
  return (
    <PageFrame title={title}>
      <p>
        {t('promoter.intro')}{' '}
        <LinkButton href={to('dashboard.promoter-area-info')} variant="secondary">
          {t('promoter.howItWorks')}
        </LinkButton>
      </p>
      <RequestForm />
      <h2>{t('promoter.listTitle')}</h2>
      <SelectField
        label={t('promoter.filter')}
        value={status ?? ''}
        onChange={(e) => set({ status: e.target.value || null, page: null })}
        options={[
          { value: '', label: t('promoter.allStatuses') },
          ...STATUSES.map((s) => ({ value: s, label: t(`promoter.status.${s}`) })),
        ]}
      />
      {list.isPending && <Spinner />}
      {list.error && <ErrorState onRetry={() => void list.refetch()} />}
      {list.data && list.data.total === 0 && (
        <EmptyState title={t('promoter.empty')} description={t('promoter.emptyHint')} />
      )}
      {list.data && list.data.total > 0 && (
        <>
          <Table
            caption={t('promoter.listTitle')}
            rows={list.data.data}
            rowKey={(r) => r.id}
            columns={[
              { key: 'created', header: t('promoter.col.date'), render: (r) => formatDate(r.created_at) },
              {
                key: 'services',
                header: t('promoter.col.services'),
                render: (r) => r.services.map((s) => s.name).join(', '),
              },
              {
                key: 'discount',
                header: t('promoter.col.discount'),
                render: (r) => (r.wanted_discount_percent ? formatPercent(r.wanted_discount_percent, locale) : '—'),
              },
              { key: 'reason', header: t('promoter.col.reason'), render: (r) => r.reason ?? '' },
              {
                key: 'status',
                header: t('promoter.col.status'),
                render: (r) => <Status $status={r.status}>{t(`promoter.status.${r.status}`)}</Status>,
              },
              { key: 'code', header: t('promoter.col.code'), render: code },
            ]}
          />
          <Pager
            page={list.data.current_page}
            lastPage={list.data.last_page}
            onPageChange={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </PageFrame>
  );
}
