import { useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { AvailabilityDay, ServiceDetail } from '@mp/shared/contracts';
import {
  ageBandPrice,
  cancellationTerms,
  isAgePrice,
  partyBands,
  servicePrice,
  showCancellationText,
  placeLabel,
  type PlaceLabel,
} from '@mp/shared/domain';
import { isAirportPickup } from '@mp/shared/transfer-trip';
import { cancellationText, formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { showAddedToCart } from '../../lib/added-to-cart';
import { Button, DateField, ErrorState, MapLink, PageFrame, SelectField, Spinner, TextField } from '@mp/shared/ui';
import { ResponsivePicture } from '@mp/shared/ui';
import { useService, useSuggested } from '../../lib/catalogue-api';
import { useHead } from '../../lib/head';
import { CardGrid, CardSkeletons, confirmedAtOnce, ServiceCardItem } from '../../components/service-card';
import { Stars } from '../../components/stars';
import { WhenNear } from '../../components/when-near';
import { NotFoundScreen } from '../../components/not-found';
import { GiftCardBox } from '../../components/gift-card-box';
import { maxQuantity, serviceCartItem, serviceJsonLd, serviceSlotId, withSameSlot } from './service-cart';
import { todayIso } from '../../lib/dates';
import { useDriverDetails } from '../../components/driver-details';
import { checkSlot, LOW_PLACES, slotQueryKey, useSlotCheck, type SlotChoice } from './api/check-slot';
import { AvailabilityCalendar } from './components/availability-calendar';
import { BookingBar, BOX_BESIDE_MIN_PX } from './components/booking-bar';
import { ageRangeText } from './age-range';
import { PartySteppers, type PartyCounts } from './components/party-steppers';
import { ReviewReply } from './components/review-reply';
import { EventBookingBox } from './components/event-booking-box';
import { RestaurantBookingBox } from './components/restaurant-booking-box';
import { displayPrice } from '../../components/price';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${BOX_BESIDE_MIN_PX}px) {
    grid-template-columns: 1fr 340px;
  }
  section {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
  h2 {
    font-size: 1.3rem;
  }
`;
/** A gallery cell's width per breakpoint (two columns on a phone, ~4 beside the booking box on a desktop). */
/** The catalogue's own word for each kind of place (placeLabel of @mp/shared/domain). */
const PLACE_KEYS: Record<PlaceLabel, string> = {
  address: 'restaurant.address',
  venue: 'event.venue',
  meetingPoint: 'service.meetingPoint',
};

const GALLERY_SIZES = '(max-width: 599px) 50vw, (max-width: 899px) 33vw, 220px';
const Gallery = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: 8px;
    display: block;
  }
`;
const Box = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  align-self: start;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
/** Keeps the phone's fixed booking bar from covering the end of the page (phones only, always there: no shift). */
const BarRoom = styled.div`
  height: 0;
  /* Wherever the bar shows: below the width where the box sits beside the description. */
  @media (max-width: ${BOX_BESIDE_MIN_PX - 0.02}px) {
    height: 80px;
  }
`;
const Availability = styled.p<{ $tone: 'danger' | 'warning' }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
/** Only a review left from a real booking carries it (imported and staff-written ones do not). */
const VerifiedMark = styled.small`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** "Instant confirmation" under the name, as the listing's card badge says it. */
const InstantMark = styled.p`
  display: inline-block;
  margin: 0;
  border-radius: 999px;
  padding: 2px 10px;
  font-size: 0.85rem;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export function durationText(minutes: number, t: (k: string, o: { count: number }) => string): string {
  if (minutes <= 0) return t('service.flexible', { count: 0 });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? t('service.hours', { count: h }) : '', m ? t('service.minutes', { count: m }) : '']
    .filter(Boolean)
    .join(' ');
}

/** The cancellation terms of the chosen date, time and price, as the cart line will have them. */
function chosenTerms(service: ServiceDetail, choice: SlotChoice, chargedCents: number) {
  const policy = {
    free_cancellation: service.annotations.free_cancellation ? 1 : 0,
    cancellation_policy: service.annotations.cancellation_policy,
    charged_cents: chargedCents,
  };
  return cancellationTerms(policy, { date: choice.date, time: choice.time }) ?? { kind: 'non_refundable' as const };
}

function BookingBox({ service, ref }: { service: ServiceDetail; ref?: Ref<HTMLElement> }): ReactNode {
  const { t } = useTranslation('catalogue');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const pathTo = usePathTo();
  const [date, setDate] = useState('');
  const [time, setTime] = useState(service.start_times[0] ?? '');
  // The day chosen on the calendar: its start times are the ones still bookable that day (weekly times, cut-off).
  const [day, setDay] = useState<AvailabilityDay | null>(null);
  const dayTimes = day && day.date === date && day.times.length > 0 ? day.times.map((s) => s.time) : null;
  const timeOptions = dayTimes ?? service.start_times;
  // The typed text is kept as is (clamping each keystroke would turn "1" then "6" into 12); the number is parsed.
  const [quantityText, setQuantityText] = useState('1');
  const parsed = Number(quantityText);
  const quantity = Number.isInteger(parsed) && parsed >= 1 ? parsed : 0;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const max = maxQuantity(service);
  // docs/adr/023: a service with a child band asks adults and children apart and prices each band.
  const band = service.child_band ?? null;
  const [party, setParty] = useState<PartyCounts>({ adults: 1, children: 0 });
  const banded = band
    ? ageBandPrice(
        service,
        { value_cents: band.price_cents, age_start: band.age_start, age_end: band.age_end, alone: band.alone },
        party,
      )
    : null;
  const partyError =
    banded && !isAgePrice(banded) && banded.reason === 'childrenAlone' ? t('party.childrenAlone') : null;
  const bandPrice = banded && isAgePrice(banded) ? banded : null;
  const people = band ? party.adults + party.children : quantity;
  const price = band ? bandPrice : quantity > 0 ? servicePrice(service, quantity) : null;
  const unit = service.priceType === 'per_group' ? 'service.perGroup' : 'service.perPerson';
  const queryClient = useQueryClient();
  const choice: SlotChoice | null =
    date && date >= todayIso() && price && (service.start_times.length === 0 || time)
      ? { serviceId: service.id, date, time: time || null, quantity: people, ...(band ? party : {}) }
      : null;
  const slot = useSlotCheck(choice);
  const slotError = slot.data?.error ?? null;
  const placesLeft = slot.data?.places_left ?? null;
  const [adding, setAdding] = useState(false);
  // A fixed-price run asks what the driver needs, as a vehicle trip does: either way a driver meets the passenger.
  const isTransfer = service.kind === 'transfer';
  const driver = useDriverDetails(isAirportPickup(null, service.category.slug));

  const add = async () => {
    const next: Record<string, string> = {};
    if (!date) next.date = t('service.chooseDate');
    // The field's min does not stop a typed date.
    else if (date < todayIso()) next.date = t('service.pastDate');
    if (service.start_times.length > 0 && !time) next.time = t('service.chooseTime');
    setErrors(next);
    const driverOk = !isTransfer || driver.validate();
    if (Object.keys(next).length || !driverOk) return;
    // The same date and time already in the cart: the line becomes the whole party, priced and checked as one.
    const inCart = cartStore.getState().items.find((i) => i.id === serviceSlotId(service.id, date, time || null));
    const wanted = withSameSlot({ date, time: time || null, quantity: people, ...(band ? { party } : {}) }, inCart);
    const item = serviceCartItem(service, wanted);
    if (!item && inCart) {
      setErrors({ ...next, quantity: t('service.tooManyWithCart', { count: inCart.quantity, max }) });
      return;
    }
    if (!item || !choice) return;
    if (isTransfer) item.notes = { ...item.notes, ...driver.notes() };
    // Ask again at the moment of adding (places go while the page is open): a full date never reaches the cart.
    const whole: SlotChoice = {
      ...choice,
      quantity: wanted.quantity,
      ...(wanted.party ? { adults: wanted.party.adults, children: wanted.party.children } : {}),
    };
    setAdding(true);
    const fresh = await queryClient
      .fetchQuery({
        queryKey: slotQueryKey(whole, locale),
        queryFn: ({ signal }) => checkSlot(whole, signal),
        staleTime: 0,
      })
      .catch(() => null);
    setAdding(false);
    if (fresh?.error) return;
    cartStore.getState().addItem(item);
    showAddedToCart(t('service.added', { name: service.name }), { label: t('service.viewCart'), href: pathTo('cart') });
  };

  const chooseDay = (chosen: AvailabilityDay) => {
    setDay(chosen);
    setDate(chosen.date);
    setErrors(({ date: _d, ...rest }) => rest);
    const times = chosen.times.map((s) => s.time);
    if (times.length > 0 && !times.includes(time)) {
      setTime(times[0] ?? '');
      setErrors(({ time: _t, ...rest }) => rest);
    }
  };

  return (
    <Box aria-labelledby="booking-heading" ref={ref} tabIndex={-1} data-testid="booking-box">
      <h2 id="booking-heading">{t('service.book')}</h2>
      {/* docs/adr/049: a booking confirmed on payment says so before the date is chosen (a request says nothing). */}
      {confirmedAtOnce(service) && <p data-testid="confirmation-text">{t('service.instant')}</p>}
      <AvailabilityCalendar
        slug={service.slug}
        value={date}
        today={todayIso()}
        onChoose={chooseDay}
        priceUnit={service.priceType === 'per_group' ? 'group' : 'person'}
      />
      <DateField
        label={t('service.date')}
        value={date}
        required
        error={errors.date}
        onChange={(iso) => {
          setDate(iso);
          setErrors(({ date: _d, ...rest }) => rest);
        }}
      />
      <div aria-live="polite" data-testid="slot-availability">
        {slotError ? (
          <Availability $tone="danger">{slotError}</Availability>
        ) : placesLeft !== null && placesLeft <= LOW_PLACES ? (
          <Availability $tone="warning">{t('service.placesLeft', { count: placesLeft })}</Availability>
        ) : null}
      </div>
      {service.start_times.length > 0 && (
        <SelectField
          label={t('service.time')}
          value={time}
          options={timeOptions.map((s) => ({ value: s, label: s }))}
          error={errors.time}
          onChange={(e) => {
            setTime(e.target.value);
            setErrors(({ time: _t, ...rest }) => rest);
          }}
        />
      )}
      {band ? (
        <PartySteppers
          service={service}
          band={band}
          value={party}
          onChange={setParty}
          max={max}
          adultCents={
            bandPrice?.adult_unit_cents ??
            (service.value_discount_cents > 0 ? service.value_discount_cents : service.value_cents)
          }
          childCents={bandPrice?.child_unit_cents ?? band.price_cents}
          error={partyError ?? errors.quantity ?? null}
        />
      ) : (
        <TextField
          label={t(service.priceType === 'per_group' ? 'service.groupSize' : 'service.people')}
          type="number"
          min={1}
          max={max}
          value={quantityText}
          error={errors.quantity}
          onChange={(e) => {
            setQuantityText(e.target.value);
            setErrors(({ quantity: _q, ...rest }) => rest);
          }}
        />
      )}
      <p aria-live="polite" data-testid="live-price">
        {price ? (
          <>
            {price.discounted && <s>{formatMoney(price.total_gross_cents, locale)}</s>}{' '}
            <strong>{t('service.total', { price: formatMoney(price.total_cents, locale) })}</strong>
            <br />
            {bandPrice ? (
              <small data-testid="party-breakdown">
                {partyBands(bandPrice)
                  .map((b) =>
                    t('party.priced', {
                      people: t(`party.${b.band}Count`, { count: b.count }),
                      price: formatMoney(b.unit_cents, locale),
                    }),
                  )
                  .join(', ')}
              </small>
            ) : (
              <small>{t(unit, { price: formatMoney(price.unit_cents, locale) })}</small>
            )}
          </>
        ) : partyError ? null : (
          t('service.notBookable')
        )}
      </p>
      {choice && price && (
        // The one rule of the cart, Pay and the voucher, for the date, time and price chosen: its deadline,
        // "Non-refundable", or nothing to pay.
        <p data-testid="chosen-cancellation">
          <small>{cancellationText(tc, chosenTerms(service, choice, price.total_cents))}</small>
        </p>
      )}
      {isTransfer && driver.fields}
      <Button block onClick={() => void add()} busy={adding} disabled={!price || Boolean(slotError) || adding}>
        {t('service.addToCart')}
      </Button>
    </Box>
  );
}

/** Services like this one, from their own call once the section is near (ADR 008). */
function SuggestedCards({ slug }: { slug: string }): ReactNode {
  const suggested = useSuggested(slug);
  if (suggested.isError) return null;
  return (
    <CardGrid>
      {suggested.data ? (
        suggested.data.data.slice(0, 4).map((s) => <ServiceCardItem key={s.id} service={s} />)
      ) : (
        <CardSkeletons count={4} />
      )}
    </CardGrid>
  );
}

function ServiceView({ service }: { service: ServiceDetail }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const url = typeof window === 'undefined' ? '' : window.location.origin + window.location.pathname;
  const jsonLd = useMemo(() => serviceJsonLd(service, url), [service, url]);
  useHead({ description: service.short_description || service.description.slice(0, 160), jsonLd });
  const a = service.annotations;
  const to = usePathTo();
  const [cover, ...pictures] = service.images;
  const bookingBox = useRef<HTMLElement>(null);
  const pageEnd = useRef<HTMLDivElement>(null);
  const from = displayPrice(service);
  const meta = (
    <>
      {[service.city?.name, service.category.name].filter(Boolean).join(' · ')} ·{' '}
      <Link to={to('partner', { slug: service.company.slug })}>{service.company.trade_name}</Link>
    </>
  );
  // The cover opens the page above its name, exactly as the gateway draws it in the HTML (largest paint
  // without JavaScript, ADR 007); the other pictures follow in the gallery.
  return (
    <PageFrame
      title={service.name}
      hero={cover ? { image: cover.url, alt: cover.alt || service.name, lead: meta } : undefined}
    >
      {!cover && <p>{meta}</p>}
      {service.rating.count > 0 && <Stars value={service.rating.average} count={service.rating.count} />}
      {confirmedAtOnce(service) && <InstantMark data-testid="instant-badge">{t('card.instant')}</InstantMark>}
      <Layout>
        <div>
          {pictures.length > 0 && (
            <Gallery>
              {pictures.map((img) => (
                <ResponsivePicture
                  key={img.url}
                  src={img.url}
                  image={img.responsive}
                  alt={img.alt || service.name}
                  sizes={GALLERY_SIZES}
                  width={800}
                  height={600}
                />
              ))}
            </Gallery>
          )}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading">{t('service.about')}</h2>
            {service.description.split(/\n{2,}/).map((para, n) => (
              <p key={n}>{para}</p>
            ))}
          </section>
          {service.highlights.length > 0 && (
            <section aria-labelledby="highlights-heading">
              <h2 id="highlights-heading">{t('service.highlights')}</h2>
              <ul>
                {service.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading">{t('service.details')}</h2>
            <Facts>
              <dt>{t('service.languages')}</dt>
              <dd>{service.languages.map((l) => t(`languages.${l}`, { defaultValue: l.toUpperCase() })).join(', ')}</dd>
              {/* A gift card has no length, ages or group size of its own: the experience it is spent on has. */}
              {service.kind !== 'gift_card' && (
                <>
                  <dt>{t('service.duration')}</dt>
                  <dd>{durationText(service.duration, (k, o) => t(k, o))}</dd>
                  <dt>{t('service.ages')}</dt>
                  <dd>{ageRangeText(t, 'service', service.ageStart, service.ageEnd)}</dd>
                  {service.kind !== 'event' && service.kind !== 'restaurant' && (
                    <>
                      <dt>{t('service.capacity')}</dt>
                      <dd>{t('service.capacityText', { count: maxQuantity(service) })}</dd>
                    </>
                  )}
                </>
              )}
              {service.meeting_point && (
                <>
                  <dt>{t(PLACE_KEYS[placeLabel(service.kind)])}</dt>
                  <dd>
                    {service.meeting_point}
                    {service.meeting_position && (
                      <>
                        {' · '}
                        <MapLink point={service.meeting_position} place={service.meeting_point} />
                      </>
                    )}
                  </dd>
                </>
              )}
            </Facts>
            {showCancellationText(a.free_cancellation ? 1 : 0, a.cancellation_policy) && (
              <p data-testid="cancellation-text">{t('service.freeCancellation', { hours: a.cancellation_policy })}</p>
            )}
          </section>
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">{t('service.reviews', { count: service.rating.count })}</h2>
            {service.reviews.data.length === 0 ? (
              <p>{t('service.noReviews')}</p>
            ) : (
              <ul>
                {service.reviews.data.map((r) => (
                  <li key={r.id}>
                    <Stars value={r.stars} />{' '}
                    <strong>
                      {r.author_first_name} {r.author_last_name}
                    </strong>{' '}
                    · {formatDate(r.created_at)}
                    {r.verified && (
                      <>
                        {' '}
                        · <VerifiedMark>{t('service.verifiedBooking')}</VerifiedMark>
                      </>
                    )}
                    {r.language !== locale && (
                      <small>
                        {' '}
                        ·{' '}
                        {t('service.reviewIn', {
                          language: t(`languages.${r.language}`, { defaultValue: r.language.toUpperCase() }),
                        })}
                      </small>
                    )}
                    <p lang={r.language}>{r.text}</p>
                    {r.reply && <ReviewReply reply={r.reply} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {service.kind === 'gift_card' ? (
          <GiftCardBox service={service} />
        ) : service.kind === 'event' ? (
          <EventBookingBox service={service} ref={bookingBox} />
        ) : service.kind === 'restaurant' ? (
          <RestaurantBookingBox service={service} ref={bookingBox} />
        ) : (
          <BookingBox service={service} ref={bookingBox} />
        )}
      </Layout>
      <section aria-labelledby="suggested-heading">
        <h2 id="suggested-heading">{t('service.suggested')}</h2>
        <WhenNear minHeight={340}>
          <SuggestedCards slug={service.slug} />
        </WhenNear>
      </section>
      {service.kind !== 'gift_card' && (
        <>
          <BarRoom ref={pageEnd} />
          <BookingBar target={bookingBox} pageEnd={pageEnd} fromPrice={from ? formatMoney(from.cents, locale) : null} />
        </>
      )}
    </PageFrame>
  );
}

/** /{slug}: the service page; an unknown slug shows the 404 screen (the gateway also answers 404). */
export function ServicePage({ params }: RemotePageProps): ReactNode {
  const slug = params.slug ?? '';
  const { t } = useTranslation('catalogue');
  const query = useService(slug);
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundScreen />;
  if (query.isError) return <ErrorState message={t('service.error')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;
  return <ServiceView service={query.data} />;
}
