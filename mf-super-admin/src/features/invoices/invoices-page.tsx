import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@mp/shared/contracts';
import { downloadCsv, toCsv } from '@mp/shared/dashboard';
import { dateTimeFormat, formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, PageFrame, SelectField, Spinner, Table } from '@mp/shared/ui';
import { downloadInvoice } from './api/download-invoice';
import { useInvoices } from './api/get-invoices';
import { useUpdateInvoice } from './api/update-invoice';
import { useUploadInvoice } from './api/upload-invoice';
import { SavedViews } from '../../shared/saved-views/saved-views';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const FileCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  input[type='file'] {
    max-width: 14rem;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * The PDF of one invoice: download it (the server draws it, or serves the one uploaded in its place, ADR 046), or
 * upload (or replace) one to stand in for it; a refused file says why beside the field.
 */
function InvoiceFile({ invoice }: { invoice: Invoice }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const id = useId();
  const upload = useUploadInvoice();
  const [problem, setProblem] = useState('');
  return (
    <FileCell>
      <Button
        variant="secondary"
        aria-label={t('invoices.downloadOf', { number: invoice.number })}
        onClick={() => void downloadInvoice(invoice).then((ok) => setProblem(ok ? '' : t('invoices.downloadFailed')))}
      >
        {t('invoices.download')}
      </Button>
      <label htmlFor={id}>
        {invoice.file_name
          ? t('invoices.replaceOf', { number: invoice.number })
          : t('invoices.uploadOf', { number: invoice.number })}
      </label>
      <input
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        disabled={upload.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setProblem('');
          upload.mutate(
            { id: invoice.id, file },
            {
              onError: (error) =>
                setProblem(
                  error instanceof ApiError && error.status === 422
                    ? (error.errors.file?.[0] ?? t('invoices.uploadFailed'))
                    : t('invoices.uploadFailed'),
                ),
            },
          );
        }}
      />
      {upload.isPending && <span role="status">{t('invoices.uploading')}</span>}
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
    </FileCell>
  );
}

/** /super-admin/invoices: a month's invoices (one per partner), their PDFs and statuses. */
export default function InvoicesPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = {
    ...(Number(params.get('year')) ? { year: Number(params.get('year')) } : {}),
    ...(Number(params.get('month')) ? { month: Number(params.get('month')) } : {}),
  };
  const invoices = useInvoices(query);
  const setStatus = useUpdateInvoice();
  const [done, setDone] = useState('');
  const [statusError, setStatusError] = useState('');
  const data = invoices.data;
  const monthName = (m: number) =>
    dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, m - 1, 1)));
  const choose = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    if (data && !next.get('year')) next.set('year', String(data.year));
    if (data && !next.get('month')) next.set('month', String(data.month));
    for (const [k, v] of Object.entries(patch)) next.set(k, v);
    setParams(next);
  };
  const money = (cents: number) => formatMoney(cents, locale);
  const statusLabel = (s: InvoiceStatus) => t(`invoices.statuses.${s}`);
  const change = (invoice: Invoice, status: InvoiceStatus) => {
    setStatusError('');
    setStatus.mutate(
      { id: invoice.id, status },
      {
        onSuccess: (saved) =>
          setDone(t('invoices.statusSaved', { number: saved.number, status: statusLabel(saved.status) })),
        onError: (error) =>
          setStatusError(
            error instanceof ApiError && error.status === 422
              ? (error.errors.status?.[0] ?? t('invoices.statusFailed'))
              : t('invoices.statusFailed'),
          ),
      },
    );
  };
  const rows = data?.data ?? [];
  const total = rows.reduce((sum, r) => sum + r.amount_cents, 0);
  const period = data ? `${monthName(data.month)} ${data.year}` : '';
  return (
    <PageFrame title={title}>
      <Toolbar>
        <SelectField
          label={t('invoices.year')}
          value={String(data?.year ?? query.year ?? '')}
          options={(data?.years ?? (query.year ? [query.year] : [])).map((y) => ({
            value: String(y),
            label: String(y),
          }))}
          onChange={(e) => choose({ year: e.target.value })}
        />
        <SelectField
          label={t('invoices.month')}
          value={String(data?.month ?? query.month ?? '')}
          options={MONTHS.map((m) => ({ value: String(m), label: monthName(m) }))}
          onChange={(e) => choose({ month: e.target.value })}
        />
        <Button
          variant="secondary"
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              `invoices-${data?.year ?? ''}-${String(data?.month ?? '').padStart(2, '0')}`,
              toCsv(rows, [
                { header: t('invoices.number'), value: (r) => r.number },
                { header: t('invoices.partner'), value: (r) => r.company.trade_name },
                { header: t('invoices.items'), value: (r) => r.items },
                { header: t('invoices.gross'), value: (r) => r.gross_cents / 100 },
                { header: t('invoices.commission'), value: (r) => r.commission_cents / 100 },
                { header: t('invoices.amount'), value: (r) => r.amount_cents / 100 },
                { header: t('invoices.status'), value: (r) => r.status },
              ]),
            )
          }
        >
          {t('invoices.exportCsv')}
        </Button>
        <SavedViews list="invoices" />
      </Toolbar>
      <div role="status" aria-live="polite">
        {done}
      </div>
      {statusError && <Problem role="alert">{statusError}</Problem>}
      {invoices.isPending ? (
        <Spinner label={t('invoices.loading')} />
      ) : invoices.error ? (
        invoices.error instanceof ApiError && invoices.error.status === 422 ? (
          // A month that cannot be invoiced (not over yet, not started): the server's reason, nothing to retry.
          <EmptyState
            title={
              invoices.error.errors.month?.[0] ??
              Object.values(invoices.error.errors)[0]?.[0] ??
              t('invoices.loadFailed')
            }
          />
        ) : (
          <ErrorState message={t('invoices.loadFailed')} onRetry={() => void invoices.refetch()} />
        )
      ) : rows.length === 0 ? (
        <EmptyState title={t('invoices.empty', { period })} />
      ) : (
        <>
          <Table
            caption={t('invoices.caption', { period })}
            columns={[
              { key: 'number', header: t('invoices.number'), render: (r: Invoice) => r.number },
              { key: 'partner', header: t('invoices.partner'), render: (r: Invoice) => r.company.trade_name },
              { key: 'items', header: t('invoices.items'), render: (r: Invoice) => r.items },
              { key: 'gross', header: t('invoices.gross'), render: (r: Invoice) => money(r.gross_cents) },
              {
                key: 'commission',
                header: t('invoices.commission'),
                render: (r: Invoice) => money(r.commission_cents),
              },
              { key: 'amount', header: t('invoices.amount'), render: (r: Invoice) => money(r.amount_cents) },
              {
                key: 'status',
                header: t('invoices.status'),
                render: (r: Invoice) => (
                  <select
                    aria-label={t('invoices.statusOf', { number: r.number })}
                    value={r.status}
                    disabled={setStatus.isPending}
                    onChange={(e) => change(r, e.target.value as InvoiceStatus)}
                    style={{ minHeight: 44, font: 'inherit' }}
                  >
                    {INVOICE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {statusLabel(s)}
                      </option>
                    ))}
                  </select>
                ),
              },
              { key: 'file', header: t('invoices.file'), render: (r: Invoice) => <InvoiceFile invoice={r} /> },
            ]}
            rows={rows}
            rowKey={(r) => r.id}
          />
          <p>{t('invoices.total', { amount: money(total), count: rows.length })}</p>
        </>
      )}
    </PageFrame>
  );
}
