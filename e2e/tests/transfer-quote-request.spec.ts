// A trip no vehicle can carry (more passengers than any vehicle has seats) → /transfers/offers
// shows no offer and offers /transfers-quote-request → the trip comes along, the visitor adds contact details and
// sends it → staff see it: GET /api/super/transfer-quote-requests as admin@demo.pt returns it with those details.
// en is one way; pt is a round trip with seats and luggage, so the return leg is checked too.
import { catalogue } from '../../api/src/db/seed-data/index';
import { lisbonInstant } from '../../api/src/lib/lisbon-time';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import { apiT, cat, catalogueRegion, getAs, labelled, mailTo, uniqueEmail } from './account-support';

/** One more passenger than the biggest demo vehicle seats: no offer can exist for the trip. */
const TOO_MANY = Math.max(...catalogue.vehicles.map((v) => v.seats)) + 1;

function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const town = (name: string) => {
  const found = catalogue.transferLocations.find((l) => l.name === name);
  if (!found) throw new Error(`no transfer town ${name}`);
  return found;
};

interface QuoteRequest {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  pickup_location: string;
  drop_off_location: string;
  pickup_at: string;
  is_roundtrip: boolean;
  return_pickup_at: string | null;
  passengers: number;
  baby_seats: number;
  child_seats: number;
  booster_seats: number;
  luggage_pieces: number;
  notes: string | null;
  status: string;
}

const TRIPS = [
  { locale: 'en', from: 'Porto', to: 'Braga', days: 40, time: '07:35', roundTrip: null, childSeats: 0, luggage: 0 },
  {
    locale: 'pt',
    from: 'Lisboa',
    to: 'Évora',
    days: 41,
    time: '09:10',
    roundTrip: { days: 44, time: '18:45' },
    childSeats: 2,
    luggage: 12,
  },
] as const satisfies readonly { locale: Locale; [k: string]: unknown }[];

for (const trip of TRIPS) {
  const { locale } = trip;
  test(`${locale}: no vehicle for ${TOO_MANY} passengers → quote request with the trip → staff see it`, async ({
    page,
  }) => {
    const date = dayAhead(trip.days);
    const from = town(trip.from);
    const to = town(trip.to);
    await page.goto(localizePath('/transfers', locale));
    const form = catalogueRegion(page);
    for (const [label, place] of [
      ['transfers.pickup', from],
      ['transfers.dropOff', to],
    ] as const) {
      const box = form.getByRole('combobox', { name: cat(locale, label), exact: true });
      await box.fill(place.name);
      await form.getByRole('option', { name: `${place.name} (${place.district})`, exact: true }).click();
      await expect(box).toHaveValue(place.name);
    }
    await labelled(form, cat(locale, 'transfers.date')).fill(date);
    await labelled(form, cat(locale, 'transfers.time')).fill(trip.time);
    if (trip.roundTrip) {
      await form.getByLabel(cat(locale, 'transfers.roundTrip')).check();
      await labelled(form, cat(locale, 'transfers.returnDate')).fill(dayAhead(trip.roundTrip.days));
      await labelled(form, cat(locale, 'transfers.returnTime')).fill(trip.roundTrip.time);
    }
    await labelled(form, cat(locale, 'transfers.passengers')).fill(String(TOO_MANY));
    await labelled(form, cat(locale, 'transfers.childSeats')).fill(String(trip.childSeats));
    await labelled(form, cat(locale, 'transfers.luggage')).fill(String(trip.luggage));
    await form.getByRole('button', { name: cat(locale, 'transfers.search') }).click();

    // No offer: the page says so and offers the quote request for this very trip.
    await expect(page).toHaveURL(
      new RegExp(`${localizePath('/transfers/offers', locale)}\\?.*numberOfPassengers=${TOO_MANY}`),
    );
    const offers = catalogueRegion(page);
    await expect(offers.getByText(cat(locale, 'transfers.noOffers'), { exact: true })).toBeVisible();
    await expect(offers.getByRole('link', { name: new RegExp(`^${cat(locale, 'transfers.choose')} `) })).toHaveCount(0);
    await offers.getByRole('link', { name: cat(locale, 'transfers.askQuote') }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/transfers-quote-request', locale)}\\?`));

    const request = catalogueRegion(page);
    await expect(request.getByRole('combobox', { name: cat(locale, 'transfers.pickup'), exact: true })).toHaveValue(
      from.name,
    );
    await expect(request.getByRole('combobox', { name: cat(locale, 'transfers.dropOff'), exact: true })).toHaveValue(
      to.name,
    );
    // Day first, the site's way, whatever the device's own date format.
    await expect(labelled(request, cat(locale, 'transfers.date'))).toHaveValue(date.split('-').reverse().join('/'));
    await expect(labelled(request, cat(locale, 'transfers.time'))).toHaveValue(trip.time);
    await expect(labelled(request, cat(locale, 'transfers.passengers'))).toHaveValue(String(TOO_MANY));
    if (trip.roundTrip)
      await expect(labelled(request, cat(locale, 'transfers.returnTime'))).toHaveValue(trip.roundTrip.time);

    const email = uniqueEmail(`quote-${locale}`);
    const contact = { first: 'Tomás', last: `Orçamento ${locale}`, notes: `Three surfboards (${locale})` };
    await labelled(request, cat(locale, 'register.fields.first_name')).fill(contact.first);
    await labelled(request, cat(locale, 'register.fields.last_name')).fill(contact.last);
    await labelled(request, cat(locale, 'register.fields.email')).fill(email);
    await labelled(request, cat(locale, 'register.fields.phone')).fill('+351 912 555 444');
    await labelled(request, cat(locale, 'quote.notes')).fill(contact.notes);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/transfers-quote-request');
    await request.getByRole('button', { name: cat(locale, 'quote.submit') }).click();
    expect((await sent).status()).toBe(201);
    await expect(request.getByRole('status')).toHaveText(cat(locale, 'quote.sent'));

    // Staff see it with what was submitted; the requester got the acknowledgement in their language.
    const list = await getAs<{ data: QuoteRequest[] }>(
      page.request,
      'SUPER',
      '/api/super/transfer-quote-requests?status=open&per_page=100',
    );
    const stored = list.data.find((q) => q.email === email);
    expect(stored, `the quote request of ${email}`).toMatchObject({
      first_name: contact.first,
      last_name: contact.last,
      phone: '351912555444',
      pickup_location: `${from.name} (${from.maps_id})`,
      drop_off_location: `${to.name} (${to.maps_id})`,
      pickup_at: lisbonInstant(date, trip.time).toISOString(),
      is_roundtrip: trip.roundTrip !== null,
      return_pickup_at: trip.roundTrip
        ? lisbonInstant(dayAhead(trip.roundTrip.days), trip.roundTrip.time).toISOString()
        : null,
      passengers: TOO_MANY,
      baby_seats: 0,
      child_seats: trip.childSeats,
      booster_seats: 0,
      luggage_pieces: trip.luggage,
      notes: contact.notes,
      status: 'open',
    });
    await mailTo(page.request, email, apiT(locale, 'transfers.quoteMailSubject'));
  });
}
