import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams, Link } from 'react-router';
import styled from 'styled-components';
import type { TransferOffer } from '@mp/shared/contracts';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { showAddedToCart } from '../../lib/added-to-cart';
import { Button, EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { ApiError } from '@mp/shared/api';
import { useHead } from '../../lib/head';
import { useHero } from '../../lib/hero';
import { ListingScreen } from '../../components/listing/listing-screen';
import { useTransferLocations, useTransferOffer, useTransferOffers } from './api/transfers-api';
import { QuoteForm } from './components/quote-form';
import { useDriverDetails } from '../../components/driver-details';
import { isAirportPickup, transferDetailsOf } from '@mp/shared/transfer-trip';
import {
  offerPrice,
  parseTransferQuery,
  REPLACE_PARAM,
  transferCartItem,
  transferQuery,
  transfersPagePath,
  tripOfTransfersPage,
  withReplace,
  type TransferForm,
} from './transfer-query';

const Offers = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(4)};
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 12px;
    align-items: center;
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 4px 0;
  }
`;

/** /transfers: the quote form, then the transfer services with the seat slider. */
export function TransfersPage({ title, route }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  useHead({ description: t('meta.transfers') });
  const initial = useMemo(() => tripOfTransfersPage(search), [search]);
  const hero = useHero(route.id);
  return (
    <PageFrame title={title} hero={hero}>
      <QuoteForm initial={initial} replace={search.get(REPLACE_PARAM)} />
      <h2>{t('transfers.services')}</h2>
      <ListingScreen kind="transfer" seatsFilter />
    </PageFrame>
  );
}

function tripIsComplete(form: TransferForm): boolean {
  return Boolean(form.pickupLocation && form.dropOffLocation && form.pickupDate && form.pickupTime);
}

function OfferSummary({ offer, form }: { offer: TransferOffer; form: TransferForm }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <>
      <p>
        {t('transfers.vehicle', {
          type: t(`transfers.car.${offer.car_type}`),
          seats: offer.seats,
          luggage: offer.luggage,
        })}
      </p>
      <p>
        {offer.company.trade_name}
        {offer.accessibility ? ` · ${t('transfers.accessible')}` : ''}
      </p>
      {offer.free_cancelation && offer.free_cancelation_policy > 0 && (
        <p>{t('service.freeCancellation', { hours: offer.free_cancelation_policy })}</p>
      )}
      <p>
        <strong data-testid="offer-price">{formatMoney(offerPrice(offer, form), locale)}</strong>{' '}
        {t(form.isRoundtrip ? 'transfers.roundTripPrice' : 'transfers.oneWayPrice')}
      </p>
    </>
  );
}

/** /transfers/offers?…: the vehicles for the trip, priced by spec §9. */
export function TransferOffersPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const to = usePathTo();
  const form = useMemo(() => parseTransferQuery(search), [search]);
  const query = useMemo(() => transferQuery(form), [form]);
  const complete = tripIsComplete(form);
  const offers = useTransferOffers(query, complete);
  useHead({ description: t('meta.transfers') });
  const qs = query.toString();
  // The cart line a "Change trip" replaces, kept through the offers to the chosen vehicle.
  const replace = search.get(REPLACE_PARAM);
  return (
    <PageFrame title={title}>
      <p>
        <Link to={withReplace(transfersPagePath(form, to('transfers')), replace)}>{t('transfers.changeSearch')}</Link>
      </p>
      <p role="status" aria-live="polite">
        {offers.data ? t('transfers.offersCount', { count: offers.data.total }) : ''}
      </p>
      {!complete ? (
        <EmptyState
          title={t('transfers.incomplete')}
          action={<Link to={to('transfers')}>{t('transfers.formTitle')}</Link>}
        />
      ) : offers.isError ? (
        <ErrorState
          message={
            offers.error instanceof ApiError && offers.error.status === 422
              ? t('transfers.invalidTrip')
              : t('listing.error')
          }
          onRetry={() => void offers.refetch()}
        />
      ) : !offers.data ? (
        <Spinner />
      ) : offers.data.data.length === 0 ? (
        <EmptyState
          title={t('transfers.noOffers')}
          description={t('transfers.noOffersText')}
          action={<Link to={`${to('transfers-quote-request')}?${qs}`}>{t('transfers.askQuote')}</Link>}
        />
      ) : (
        <Offers>
          {offers.data.data.map((offer) => (
            <li key={offer.id}>
              <div>
                <h2>{offer.name}</h2>
                <OfferSummary offer={offer} form={form} />
              </div>
              <Link
                to={`${to('transfers-offer', { id: offer.id })}?${withReplace(qs, replace)}`}
                aria-label={t('transfers.chooseOffer', { name: offer.name })}
              >
                {t('transfers.choose')}
              </Link>
            </li>
          ))}
        </Offers>
      )}
    </PageFrame>
  );
}

/** /transfers/offers/{id}?…: one vehicle for the trip, added to the cart with every purchase note (spec §3). */
export function TransferOfferPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const [search] = useSearchParams();
  const to = usePathTo();
  const form = useMemo(() => parseTransferQuery(search), [search]);
  const query = useMemo(() => transferQuery(form), [form]);
  const id = params.id ?? '';
  const replace = search.get(REPLACE_PARAM);
  const offer = useTransferOffer(id, query, tripIsComplete(form));
  const locations = useTransferLocations();
  useHead({ description: t('meta.transfers') });
  const pickup = locations.data?.find((l) => l.value === form.pickupLocation);
  const dropOff = locations.data?.find((l) => l.value === form.dropOffLocation);
  // Changing a trip (or booking the way back) keeps what was typed for the driver on the cart's last transfer.
  const [typed] = useState(() =>
    transferDetailsOf(
      cartStore
        .getState()
        .items.filter((i) => i.kind === 'transfer')
        .at(-1)?.notes,
    ),
  );
  const driver = useDriverDetails(isAirportPickup({ pickupMapsId: pickup?.maps_id ?? '' }), typed);

  const add = () => {
    if (!offer.data || !pickup || !dropOff) return;
    if (!driver.validate()) return;
    const item = transferCartItem(offer.data, form, pickup, dropOff, driver.notes());
    if (!item) return;
    // "Change trip": the line being changed goes, so the customer does not pay for both trips.
    if (replace && replace !== item.id) cartStore.getState().removeItem(replace);
    cartStore.getState().addItem(item);
    showAddedToCart(t('service.added', { name: item.name }), { label: t('service.viewCart'), href: to('cart') });
  };

  if (offer.isError) {
    return (
      <PageFrame title={title}>
        <ErrorState
          message={
            offer.error instanceof ApiError && offer.error.status === 404
              ? t('transfers.offerGone')
              : t('listing.error')
          }
        />
        <Link to={`${to('transfers-offers')}?${withReplace(query, replace)}`}>{t('transfers.backToOffers')}</Link>
      </PageFrame>
    );
  }
  if (!offer.data || !locations.data)
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  const o = offer.data;
  const extras = [
    ...(['babySeats', 'childSeats', 'boosterSeats'] as const)
      .filter((k) => form[k] > 0)
      .map((k) => `${t(`transfers.${k}`)}: ${form[k]}`),
    ...(form.language
      ? [
          `${t('transfers.language')}: ${t(`languages.${form.language}`, { defaultValue: form.language.toUpperCase() })}`,
        ]
      : []),
  ].join(' · ');
  return (
    <PageFrame title={o.name}>
      <p>
        {pickup?.name} → {dropOff?.name}
      </p>
      <p>
        {formatDate(form.pickupDate)} {form.pickupTime}
        {form.isRoundtrip
          ? ` · ${t('transfers.return')}: ${formatDate(form.returnPickupDate)} ${form.returnPickupTime}`
          : ''}
      </p>
      <p>
        {[
          t('transfers.passengers', { count: Number(form.numberOfPassengers) }),
          t('transfers.luggage', { count: Number(form.luggagePieces) }),
        ].join(' · ')}
      </p>
      {/* What the price includes besides the vehicle, and the driver's language. */}
      {extras && <p>{extras}</p>}
      <OfferSummary offer={o} form={form} />
      {o.service_id === null ? (
        <p role="alert">{t('transfers.notBookable')}</p>
      ) : (
        <>
          {driver.fields}
          <Button onClick={add}>{t('service.addToCart')}</Button>
        </>
      )}
      <p>
        <Link to={`${to('transfers-offers')}?${withReplace(query, replace)}`}>{t('transfers.backToOffers')}</Link>
      </p>
    </PageFrame>
  );
}
