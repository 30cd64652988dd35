// /transfer-offer?token=: the priced offer our staff mailed in answer to a transfer quote request. The
// customer books it: the line goes into the cart with the link's token, the server prices it from the offer row (never
// from this page) and the normal checkout follows. A booked or expired offer answers 410 with the server's own words.
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { EnvelopeOf, TransferQuoteOffer } from '@mp/shared/contracts';
import { firstError, lisbonToday, type FieldErrors } from '@mp/shared/domain';
import { dateTimeFormat, formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { cartStore, useLocale, type CartItem } from '@mp/shared/stores';
import { Button, EmptyState, ErrorNotice, PageFrame, Spinner } from '@mp/shared/ui';
import { useDriverDetails } from '@mp/shared/transfer-trip/ui';
import { syncCart } from '../../shared/api/sync-cart';

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
type Loaded = { offer: TransferQuoteOffer } | { refused: string };

const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;

// The offer's pickup as the Lisbon wall-clock time of a cart line (HH:MM).
const lisbonTime = (instant: Date): string =>
  dateTimeFormat('en', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/**
 * The trip of the offer in the notes keys `transferTripOf` reads, so the cart, the order summary and the purchase
 * confirmation show route, pickup and vehicle (the server prices the line from the token, not from these).
 */
export function offerTripNotes(o: TransferQuoteOffer): Record<string, unknown> {
  const pickup = new Date(o.pickup_at);
  return {
    pickupLocation: o.pickup_location,
    dropOffLocation: o.drop_off_location,
    pickupDate: lisbonToday(pickup),
    pickupTime: lisbonTime(pickup),
    isRoundtrip: o.is_roundtrip,
    numberOfPassengers: o.passengers,
    vehicleName: o.vehicle.name,
    carType: o.vehicle.car_type,
  };
}

/** The server's word on the offer line (its own error, then one of its fields), else the first error given. */
function lineError(errors: FieldErrors, index: number): string | undefined {
  const field = `items.${index}`;
  const ofField = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1]?.[0];
  return firstError(errors, field) ?? ofField ?? Object.values(errors)[0]?.[0];
}

/**
 * The offer and its booking: what the driver needs is asked as for any transfer (flight number for
 * an airport pickup, addresses, lead passenger phone), with the shared fields and checks; the server checks them again.
 */
function OfferBooking({ offer, token }: { offer: TransferQuoteOffer; token: string }): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const to = usePathTo();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [offerIndex, setOfferIndex] = useState(0);
  const driver = useDriverDetails(offer.airport_pickup);

  const when = (iso: string) => formatInstant(iso, locale, { dateStyle: 'long', timeStyle: 'short' });

  async function book(o: TransferQuoteOffer): Promise<void> {
    setErrors({});
    if (!driver.validate()) return;
    setBusy(true);
    const trip = offerTripNotes(o);
    const line: CartItem & { vehicle_id: number } = {
      id: `transfer-offer-${o.id}`,
      service_id: o.service_id,
      vehicle_id: o.vehicle.id,
      service_slug: '',
      kind: 'transfer',
      name: `${o.company.trade_name} — ${o.vehicle.name}`,
      image_url: null,
      date: trip.pickupDate as string,
      time: trip.pickupTime as string,
      quantity: o.passengers,
      unit_price_cents: o.price_cents,
      total_cents: o.price_cents,
      discount_cents: 0,
      free_cancellation: 0,
      cancellation_policy: 0,
      notes: { ...trip, ...driver.notes(), transfer_offer_token: token },
    };
    const store = cartStore.getState();
    const items = [...store.items.filter((i) => i.id !== line.id), line];
    // The offer line goes last: the server's errors name it by that index (items.<index>, items.<index>.<field>).
    const index = items.length - 1;
    store.setItems(items);
    const result = await syncCart();
    setBusy(false);
    if (result.ok) {
      navigate(to('cart'));
      return;
    }
    // The offer line is the one the server refused: take it back out so the cart is not left with it.
    cartStore.getState().setItems(cartStore.getState().items.filter((i) => i.id !== line.id));
    // A driver detail the server refused goes on its field; anything else is said above the button.
    if (driver.showServerErrors(result.errors, `items.${index}.`) && !firstError(result.errors, `items.${index}`))
      return;
    setErrors(result.errors);
    setOfferIndex(index);
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
      {Object.keys(errors).length > 0 && <ErrorNotice role="alert">{lineError(errors, offerIndex)}</ErrorNotice>}
      <Button disabled={busy} onClick={() => void book(offer)}>
        {busy ? t('transferOffer.booking') : t('transferOffer.book')}
      </Button>
    </section>
  );
}

export default function TransferOfferPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';

  const offer = useQuery<Loaded>({
    queryKey: ['checkout', 'transfer-offer', token, locale],
    enabled: token.length > 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const result = await api.get<EnvelopeOf<TransferQuoteOffer>>(`transfer-offers/${encodeURIComponent(token)}`, {
        signal,
      });
      if (result.ok) return { offer: result.data.content };
      return { refused: messageOf(result.body) ?? t('transferOffer.unavailable') };
    },
  });

  const loaded = offer.data;
  return (
    <PageFrame title={title}>
      {!token && <EmptyState title={t('transferOffer.noToken')} />}
      {token && offer.isPending && <Spinner label={t('transferOffer.loading')} />}
      {offer.isError && <ErrorNotice role="alert">{t('transferOffer.unavailable')}</ErrorNotice>}
      {loaded && 'refused' in loaded && <ErrorNotice role="alert">{loaded.refused}</ErrorNotice>}
      {loaded && 'offer' in loaded && <OfferBooking offer={loaded.offer} token={token} />}
    </PageFrame>
  );
}
