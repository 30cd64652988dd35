import { useState, type ReactNode } from 'react';
import type { SuperPromoCode, SuperPromoRequest } from '@mp/shared/contracts';
import { formatPercent } from '@mp/shared/domain';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState, SelectField, Spinner } from '@mp/shared/ui';
import { usePromoCodes } from '../api/get-promo-codes';
import { usePromoRequests } from '../api/get-promo-requests';
import { useSetRequestStatus } from '../api/set-request-status';

/**
 * Partners' open requests with what they asked for (their company, the services, the discount they would like, why,
 * when): give one of the codes that can be given now, or mark an assigned one used.
 */
export function PromoRequests(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const requests = usePromoRequests({ page: 1, per_page: 50 });
  // The API picks the codes that can be given now (active, not expired, uses left, nobody has them, never redeemed):
  // filtering a page here would miss codes past it and could not see expiry or uses held by unpaid bookings.
  const free = usePromoCodes({ page: 1, per_page: 100, available: 'true', sort: 'code' });
  const open = (requests.data?.data ?? []).filter((r) => r.status !== 'used');
  const available = free.data?.data ?? [];
  return (
    <section aria-labelledby="promo-requests-heading">
      <h2 id="promo-requests-heading">{t('promo.requestsTitle')}</h2>
      {requests.isPending ? (
        <Spinner />
      ) : open.length === 0 ? (
        <EmptyState title={t('promo.requestsEmpty')} />
      ) : (
        <table>
          <caption>{t('promo.requestsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('promo.requester')}</th>
              <th scope="col">{t('promo.requestServices')}</th>
              <th scope="col">{t('promo.wantedDiscount')}</th>
              <th scope="col">{t('promo.reason')}</th>
              <th scope="col">{t('promo.requestedOn')}</th>
              <th scope="col">{t('promo.status')}</th>
              <th scope="col">{t('promo.requestCode')}</th>
            </tr>
          </thead>
          <tbody>
            {open.map((r) => (
              <RequestRow key={r.id} request={r} codes={available} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function RequestRow({ request, codes }: { request: SuperPromoRequest; codes: readonly SuperPromoCode[] }): ReactNode {
  const locale = useLocale();
  const { t } = useTranslation('superAdmin');
  const [codeId, setCodeId] = useState('');
  const save = useSetRequestStatus();
  const error =
    save.error && 'errors' in save.error
      ? Object.values((save.error as { errors: Record<string, string[]> }).errors)[0]?.[0]
      : undefined;
  return (
    <tr>
      <td>
        {request.requester.name} ({request.requester.email})
        {request.company && (
          <>
            <br />
            {request.company.name}
          </>
        )}
      </td>
      <td>{request.services.length > 0 ? request.services.map((s) => s.name).join(', ') : t('promo.allServices')}</td>
      <td>{request.wanted_discount_percent === null ? '' : formatPercent(request.wanted_discount_percent, locale)}</td>
      <td>{request.reason ?? ''}</td>
      <td>{formatDate(request.created_at)}</td>
      <td>{t(`promo.statuses.${request.status}`)}</td>
      <td>
        {request.status === 'requested' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ id: request.id, status: 'assigned', promo_code_id: Number(codeId) || undefined });
            }}
          >
            <SelectField
              label={t('promo.giveCode', { name: request.requester.name })}
              value={codeId}
              placeholder={t('promo.chooseCode')}
              options={codes.map((c) => ({ value: String(c.id), label: c.code }))}
              onChange={(e) => setCodeId(e.target.value)}
              error={error}
            />
            <Button type="submit" disabled={save.isPending}>
              {t('promo.assign')}
            </Button>
          </form>
        ) : (
          <>
            {request.promo_code?.code}{' '}
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() => save.mutate({ id: request.id, status: 'used' })}
            >
              {t('promo.markUsed')}
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}
