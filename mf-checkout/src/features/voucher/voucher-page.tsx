// /booking/{reference}: the voucher of a booking, item by item (components/voucher-item-card.tsx). Printable: "Print or
// save as PDF" is the browser's print dialog with the print stylesheet (actions hidden, one item per block); a booking
// with nothing left to use offers no calendar file. The calendar file comes from the API. A guest booking links its
// "Manage booking" page (cancel without an account). Below the items, what the booking cost and how it was paid,
// refunds included, as the API adds it up.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useAuth } from '@mp/shared/stores';
import { Button, EmptyState, ErrorNotice, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { itemEnded, useVoucher } from './api/get-voucher';
import { useDownloadVoucherIcs } from './api/get-voucher-ics';
import { voucherTokenFromHash } from './api/keys';
import { VoucherItemCard } from './components/voucher-item-card';
import { Actions, EndedBanner } from './components/voucher-layout';
import { VoucherAmountLines } from './components/voucher-amounts';

export default function VoucherPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const loggedIn = useAuth((s) => Boolean(s.user?.api_token));
  const reference = (params.reference ?? '').trim();
  const [token] = useState(() => voucherTokenFromHash(window.location.hash));
  const voucher = useVoucher(reference, token, loggedIn);
  const ics = useDownloadVoucherIcs(reference, token);

  if (voucher.isError || reference === '') {
    const notFound = reference === '' || (voucher.error as { status?: number } | null)?.status === 404;
    return (
      <PageFrame title={title}>
        {notFound ? (
          <EmptyState
            title={t('voucher.notFound')}
            action={
              <LinkButton href={to(loggedIn ? 'user-panel.bookings' : 'home')}>
                {loggedIn ? t('complete.toBookings') : t('complete.home')}
              </LinkButton>
            }
          />
        ) : (
          <ErrorState onRetry={() => void voucher.refetch()} />
        )}
      </PageFrame>
    );
  }
  if (!voucher.data) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }
  const allEnded = voucher.data.items.every(itemEnded);
  return (
    <PageFrame title={title}>
      {allEnded && (
        <EndedBanner role="status" data-testid="voucher-cancelled">
          {t('voucher.bookingCancelled')}
        </EndedBanner>
      )}
      <p>
        <strong>{t('complete.reference')}:</strong>{' '}
        <span data-testid="voucher-reference">{voucher.data.reference}</span>
        {voucher.data.customer && (
          <>
            <br />
            <strong>{t('voucher.traveller')}:</strong> {voucher.data.customer}
          </>
        )}
      </p>
      {!allEnded && <p>{t('voucher.showQr')}</p>}
      <Actions>
        <Button type="button" onClick={() => window.print()}>
          {t('voucher.print')}
        </Button>
        {!allEnded && (
          <Button type="button" variant="secondary" onClick={() => ics.mutate()} data-testid="voucher-ics">
            {t('voucher.addToCalendar')}
          </Button>
        )}
        {voucher.data.manage_token && !allEnded && (
          <LinkButton
            href={`${to('booking-manage')}#token=${encodeURIComponent(voucher.data.manage_token)}`}
            variant="secondary"
            data-testid="voucher-manage"
          >
            {t('manage.manageLink')}
          </LinkButton>
        )}
        {loggedIn && (
          <LinkButton href={to('user-panel.bookings')} variant="secondary">
            {t('complete.toBookings')}
          </LinkButton>
        )}
      </Actions>
      {ics.isError && <ErrorNotice role="alert">{t('voucher.icsFailed')}</ErrorNotice>}
      {voucher.data.items.map((item) => (
        <VoucherItemCard key={item.id} item={item} />
      ))}
      {voucher.data.amounts && <VoucherAmountLines amounts={voucher.data.amounts} />}
    </PageFrame>
  );
}
