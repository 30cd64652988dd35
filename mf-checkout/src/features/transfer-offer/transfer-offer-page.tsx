// /transfer-offer?token=: the priced offer our staff mailed in answer to a transfer quote request. The customer books
// it: the line goes into the cart with the link's token, the server prices it from the offer row (never from this
// page) and the normal checkout follows. A booked or expired offer answers 410 with the server's own words.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorNotice, PageFrame, Spinner } from '@mp/shared/ui';
import { useTransferOffer } from './api/get-transfer-offer';
import { OfferBooking } from './components/offer-booking';

export default function TransferOfferPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const offer = useTransferOffer(token, locale);

  const loaded = offer.data;
  return (
    <PageFrame title={title}>
      {!token && <EmptyState title={t('transferOffer.noToken')} />}
      {token && offer.isPending && <Spinner label={t('transferOffer.loading')} />}
      {offer.isError && <ErrorNotice role="alert">{t('transferOffer.unavailable')}</ErrorNotice>}
      {loaded && 'refused' in loaded && (
        <ErrorNotice role="alert">{loaded.refused ?? t('transferOffer.unavailable')}</ErrorNotice>
      )}
      {loaded && 'offer' in loaded && <OfferBooking offer={loaded.offer} token={token} />}
    </PageFrame>
  );
}
