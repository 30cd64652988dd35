// The offer and its booking: what the driver needs is asked as for any transfer (flight number for an airport pickup,
// addresses, lead passenger phone), with the shared fields and checks; the server checks them again.
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { TransferQuoteOffer } from '@mp/shared/contracts';
import { firstError, type FieldErrors } from '@mp/shared/domain';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorNotice } from '@mp/shared/ui';
import { useDriverDetails } from '@mp/shared/transfer-trip/ui';
import { useBookTransferOffer } from '../api/book-transfer-offer';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0 0 1.5rem;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The server's word on the offer line (its own error, then one of its fields), else the first error given. */
function lineError(errors: FieldErrors, index: number): string | undefined {
  const field = `items.${index}`;
  const ofField = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]?.[0];
  return firstError(errors, field) ?? ofField ?? Object.values(errors)[0]?.[0];
}

export function OfferBooking({ offer, token }: { offer: TransferQuoteOffer; token: string }): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const to = usePathTo();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<{ errors: FieldErrors; index: number } | null>(null);
  const driver = useDriverDetails(offer.airport_pickup);
  const booking = useBookTransferOffer();

  const when = (iso: string) => formatInstant(iso, locale, { dateStyle: 'long', timeStyle: 'short' });

  async function book(): Promise<void> {
    setRefusal(null);
    if (!driver.validate()) return;
    const { result, index } = await booking.mutateAsync({ offer, token, driverNotes: driver.notes() });
    if (result.ok) {
      navigate(to('cart'));
      return;
    }
    // A driver detail the server refused goes on its field; anything else is said above the button.
    if (driver.showServerErrors(result.errors, `items.${index}.`) && !firstError(result.errors, `items.${index}`))
      return;
    setRefusal({ errors: result.errors, index });
  }

  return (
    <section aria-labelledby="transfer-offer-heading">
      <h2 id="transfer-offer-heading">
        {t('transferOffer.heading', { from: offer.pickup_location, to: offer.drop_off_location })}
      </h2>
      <Facts>
        <dt>{t('transferOffer.pickup')}</dt>
        <dd>{when(offer.pickup_at)}</dd>
        <dt>{t('transferOffer.vehicle')}</dt>
        <dd>{`${offer.vehicle.name} · ${offer.company.trade_name}`}</dd>
        <dt>{t('transferOffer.passengers')}</dt>
        <dd>{offer.passengers}</dd>
        {offer.message && (
          <>
            <dt>{t('transferOffer.message')}</dt>
            <dd>{offer.message}</dd>
          </>
        )}
        <dt>{t('transferOffer.price')}</dt>
        <dd data-testid="offer-price">{formatMoney(offer.price_cents, locale)}</dd>
        <dt>{t('transferOffer.validUntil')}</dt>
        <dd>{when(offer.valid_until)}</dd>
      </Facts>
      {driver.fields}
      {refusal && Object.keys(refusal.errors).length > 0 && (
        <ErrorNotice role="alert">{lineError(refusal.errors, refusal.index)}</ErrorNotice>
      )}
      <Button disabled={booking.isPending} onClick={() => void book()}>
        {booking.isPending ? t('transferOffer.booking') : t('transferOffer.book')}
      </Button>
    </section>
  );
}
