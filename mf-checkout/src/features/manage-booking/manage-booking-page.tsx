// /manage-booking#token=…: a guest's booking, opened from the signed "Manage booking" link of the confirmation mail or
// the voucher (no account). Each item with its day, people, status and cancellation terms, and a Cancel button whose
// dialog says first what comes back (or that nothing does, past the free-cancellation window); the result is announced.
// Each item also lets the guest message its partner and read the replies (components/partner-messages.tsx).
import { useState, type ReactNode } from 'react';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useCancelManagedItem } from './api/cancel-managed-item';
import { useManagedBooking } from './api/get-managed-booking';
import { manageTokenFromHash } from './api/keys';
import { CancelDialog } from './components/cancel-dialog';
import { ItemRow, Items } from './components/item-row';

export default function ManageBookingPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [token] = useState(() => manageTokenFromHash(window.location.hash));
  const booking = useManagedBooking(token);
  const cancel = useCancelManagedItem();
  const [confirming, setConfirming] = useState<ClientBookingItem | null>(null);

  if (token === null) {
    return (
      <PageFrame title={title}>
        <EmptyState title={t('manage.noToken')} />
      </PageFrame>
    );
  }
  if (booking.isError) {
    // A forged or expired link says why (the API's message, in the page's language); anything else can be retried.
    const error = booking.error as { status?: number; body?: { message?: string } } | null;
    return (
      <PageFrame title={title}>
        {error?.status === 403 || error?.status === 404 ? (
          <EmptyState title={error.body?.message ?? t('manage.noToken')} />
        ) : (
          <ErrorState message={t('manage.failed')} onRetry={() => void booking.refetch()} />
        )}
      </PageFrame>
    );
  }
  if (!booking.data) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }

  const charged = (item: ClientBookingItem) => formatMoney(item.value - item.discount, locale);
  const done = cancel.isSuccess ? cancel.variables : null;
  const doneItem = done ? booking.data.items.find((i) => i.id === done.itemId) : undefined;
  return (
    <PageFrame title={title}>
      <p data-testid="manage-reference">{t('manage.intro', { reference: booking.data.reference })}</p>
      <div role="status" aria-live="polite" data-testid="manage-result">
        {done &&
          doneItem &&
          (done.withoutRefund
            ? t('manage.cancelledNoRefund', { service: doneItem.service.service_name })
            : doneItem.free_cancellation.nothing_paid
              ? t('manage.cancelledFree', { service: doneItem.service.service_name })
              : t('manage.cancelled', { service: doneItem.service.service_name, amount: charged(doneItem) }))}
        {cancel.isError && t('manage.cancelFailed')}
      </div>
      {booking.data.payment.refunded_cents > 0 && (
        <p data-testid="manage-refunded">
          {t('manage.refunded', { amount: formatMoney(booking.data.payment.refunded_cents, locale) })}
        </p>
      )}
      <Items>
        {booking.data.items.map((item) => (
          <ItemRow key={item.id} token={token} item={item} onCancel={setConfirming} />
        ))}
      </Items>
      <CancelDialog token={token} item={confirming} cancel={cancel} onClose={() => setConfirming(null)} />
    </PageFrame>
  );
}
