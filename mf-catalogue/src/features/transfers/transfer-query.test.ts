import type { TransferLocation } from '@mp/shared/contracts';
import {
  EMPTY_TRANSFER_FORM,
  offerPrice,
  parseTransferQuery,
  transferCartItem,
  transferNotes,
  transferQuery,
  transfersPagePath,
  tripOfTransfersPage,
  validateTransferForm,
} from './transfer-query';
import { OFFER } from './offer-fixture';

const airport: TransferLocation = {
  value: 'lisbon-airport',
  type: 'point_of_interest',
  name: 'Lisbon Airport',
  city: 'Lisboa',
  district: 'Lisboa',
  country: 'pt',
  maps_id: 'ChIJ-airport',
  slug: 'lisbon-airport',
  lat: 38.77,
  lng: -9.13,
};
const cascais: TransferLocation = {
  value: 'ChIJ-cascais',
  type: 'town',
  name: 'Cascais',
  city: 'Cascais',
  district: 'Lisboa',
  country: 'pt',
  maps_id: 'ChIJ-cascais',
  slug: null,
  lat: 38.69,
  lng: -9.42,
};

const offer = OFFER;

const form = {
  ...EMPTY_TRANSFER_FORM,
  pickupLocation: 'lisbon-airport',
  dropOffLocation: 'ChIJ-cascais',
  pickupDate: '2030-06-01',
  pickupTime: '10:05',
  numberOfPassengers: 4,
  babySeats: 1,
  childSeats: 1,
  luggagePieces: 3,
  language: 'en',
};

describe('transfer quote (spec §3 purchase notes, §5 fixed list, §9 pricing)', () => {
  it('seats default to 0 and the form round-trips through the query string with 1/0 booleans', () => {
    const empty = parseTransferQuery(new URLSearchParams(''));
    expect([empty.babySeats, empty.childSeats, empty.boosterSeats]).toEqual([0, 0, 0]);
    const round = { ...form, isRoundtrip: true, returnPickupDate: '2030-06-08', returnPickupTime: '18:30' };
    const query = transferQuery(round);
    expect(query.get('isRoundtrip')).toBe('1');
    expect(parseTransferQuery(query)).toEqual(round);
    expect(transferQuery(form).has('returnPickupDate')).toBe(false);
  });

  it("/transfers gets the trip in one `trip` parameter, so its language never becomes the listing's language filter", () => {
    const url = new URL(transfersPagePath({ ...form, language: 'de' }), 'http://x');
    expect([...url.searchParams.keys()]).toEqual(['trip']);
    expect(tripOfTransfersPage(url.searchParams)).toEqual({ ...form, language: 'de' });
    expect(tripOfTransfersPage(new URLSearchParams('city=lisboa'))).toEqual(EMPTY_TRANSFER_FORM);
  });

  it('only places from the list are accepted, and a return cannot precede the pickup', () => {
    const known = new Set(['lisbon-airport', 'ChIJ-cascais']);
    expect(validateTransferForm(form, known)).toEqual({});
    expect(validateTransferForm(form, known, '2030-06-02')).toEqual({ pickupDate: 'transfers.errors.pastDate' });
    expect(validateTransferForm({ ...form, pickupLocation: 'Somewhere' }, known)).toHaveProperty('pickupLocation');
    expect(
      validateTransferForm(
        { ...form, isRoundtrip: true, returnPickupDate: '2030-05-01', returnPickupTime: '10:00' },
        known,
      ),
    ).toHaveProperty('returnPickupDate');
    // Back the same day: only after the pickup time.
    expect(
      validateTransferForm(
        { ...form, isRoundtrip: true, returnPickupDate: form.pickupDate, returnPickupTime: '09:00' },
        known,
      ),
    ).toEqual({ returnPickupTime: 'transfers.errors.returnBefore' });
    expect(
      validateTransferForm(
        { ...form, isRoundtrip: true, returnPickupDate: form.pickupDate, returnPickupTime: '18:00' },
        known,
      ),
    ).toEqual({});
  });

  it('a time is HH:MM in 5-minute steps (spec §9), typed or picked', () => {
    const known = new Set(['lisbon-airport', 'ChIJ-cascais']);
    expect(validateTransferForm({ ...form, pickupTime: '10:07' }, known)).toEqual({
      pickupTime: 'transfers.errors.timeStep',
    });
    expect(validateTransferForm({ ...form, pickupTime: '24:00' }, known)).toEqual({
      pickupTime: 'transfers.errors.timeStep',
    });
    expect(validateTransferForm({ ...form, pickupTime: '23:55' }, known)).toEqual({});
    expect(
      validateTransferForm(
        { ...form, isRoundtrip: true, returnPickupDate: '2030-06-08', returnPickupTime: '7:30' },
        known,
      ),
    ).toEqual({ returnPickupTime: 'transfers.errors.timeStep' });
  });

  it('shows the price the API gave the trip, one way or round trip, not a flat value worked out here', () => {
    expect(offerPrice(offer, form)).toBe(6900);
    expect(offerPrice(offer, { ...form, isRoundtrip: true })).toBe(12_800);
    // Priced by distance (docs/adr/052): Lisbon Airport → Sines at €1.60 a km, whatever the vehicle's flat value.
    const routed = {
      ...offer,
      one_way_price_cents: 19_520,
      round_trip_price_cents: 39_040,
      price_rule: 'per_km' as const,
    };
    expect(offerPrice(routed, form)).toBe(19_520);
    expect(transferCartItem(routed, form, airport, cascais)?.total_cents).toBe(19_520);
  });

  it('the cart item carries every spec §3 transfer note, including maps ids and districts of both ends', () => {
    const notes = transferNotes(
      { ...form, isRoundtrip: true, returnPickupDate: '2030-06-08', returnPickupTime: '18:30' },
      airport,
      cascais,
    );
    expect(Object.keys(notes).sort()).toEqual(
      [
        'pickupLocation',
        'dropOffLocation',
        'pickupDate',
        'pickupTime',
        'isRoundtrip',
        'numberOfPassengers',
        'babySeats',
        'childSeats',
        'boosterSeats',
        'luggagePieces',
        'language',
        'returnPickupDate',
        'returnPickupTime',
        'pointOfInterest',
        'pickupMapsId',
        'pickupDistrict',
        'dropOffMapsId',
        'dropOffDistrict',
      ].sort(),
    );
    expect(notes).toMatchObject({
      pickupLocation: 'Lisbon Airport',
      pointOfInterest: 'lisbon-airport',
      pickupMapsId: 'ChIJ-airport',
      dropOffDistrict: 'Lisboa',
      returnPickupTime: '18:30',
      isRoundtrip: true,
    });
    const item = transferCartItem(offer, form, airport, cascais)!;
    expect(item).toMatchObject({
      kind: 'transfer',
      service_id: 40,
      vehicle_id: 5,
      total_cents: 6900,
      discount_cents: 0,
      date: '2030-06-01',
      time: '10:05',
      quantity: 4,
    });
    expect(transferCartItem({ ...offer, service_id: null }, form, airport, cascais)).toBeNull();
    // The vehicle class and the driver details ride on the line, so the partner's booking shows them.
    const withDetails = transferCartItem(offer, form, airport, cascais, {
      flightNumber: 'TP1234',
      leadPhone: '+351912345678',
    })!;
    expect(withDetails.notes).toMatchObject({
      vehicleName: offer.name,
      carType: offer.car_type,
      flightNumber: 'TP1234',
      leadPhone: '+351912345678',
    });
  });

  it('the same trip in the same vehicle is one cart line (chosen again, it replaces); another trip is a line of its own', () => {
    const first = transferCartItem(offer, form, airport, cascais)!;
    expect(transferCartItem(offer, { ...form, babySeats: 0 }, airport, cascais)!.id).toBe(first.id);
    const back = transferCartItem(
      offer,
      { ...form, pickupLocation: 'ChIJ-cascais', dropOffLocation: 'lisbon-airport', pickupDate: '2030-06-08' },
      cascais,
      airport,
    )!;
    expect(back.id).not.toBe(first.id);
    expect(transferCartItem(offer, { ...form, pickupTime: '18:00' }, airport, cascais)!.id).not.toBe(first.id);
    expect(first.id.length).toBeLessThanOrEqual(100);
  });
});
