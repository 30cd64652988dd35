import {
  changeTripQuery,
  isAirportPickup,
  isFlightNumber,
  isLeadPhone,
  transferDetailsErrors,
  transferDetailsNotes,
  transferTripLines,
  transferTripOf,
} from './index';

const notes = {
  pickupLocation: 'Lisbon Airport',
  dropOffLocation: 'Sintra',
  pickupDate: '2027-03-10',
  pickupTime: '10:05',
  isRoundtrip: true,
  returnPickupDate: '2027-03-14',
  returnPickupTime: '18:30',
  numberOfPassengers: 3,
  babySeats: 1,
  childSeats: 0,
  boosterSeats: 0,
  luggagePieces: 4,
  pickupMapsId: 'pt-lisboa-poi-lisbon-airport',
  vehicleName: 'E-Class',
  carType: 'executive',
  flightNumber: 'tp 1234',
  dropOffAddress: 'Rua Visconde de Monserrate 2',
  leadPhone: '+351 912 345 678',
};

describe('transfer trip (notes read and checked one way everywhere)', () => {
  it('reads the route, both legs, seats, luggage, vehicle and driver details from the notes', () => {
    const trip = transferTripOf({ kind: 'transfer', quantity: 3, notes });
    expect(trip).toMatchObject({
      from: 'Lisbon Airport',
      to: 'Sintra',
      outbound: { date: '2027-03-10', time: '10:05' },
      return: { date: '2027-03-14', time: '18:30' },
      passengers: 3,
      babySeats: 1,
      luggage: 4,
      vehicleName: 'E-Class',
      carType: 'executive',
      airportPickup: true,
      details: {
        flightNumber: 'TP1234',
        pickupAddress: '',
        dropOffAddress: 'Rua Visconde de Monserrate 2',
        leadPhone: '+351 912 345 678',
      },
    });
  });

  it('a one-way trip has no return leg; anything but a transfer has no trip', () => {
    expect(
      transferTripOf({ kind: 'transfer', quantity: 2, notes: { ...notes, isRoundtrip: false } })?.return,
    ).toBeNull();
    expect(transferTripOf({ kind: 'experience', quantity: 2, notes })).toBeNull();
  });

  it('a fixed-price run takes its date, time and passengers from the line; its category tells an airport run', () => {
    const trip = transferTripOf(
      { kind: 'transfer', quantity: 5, date: '2027-03-10', time: null, notes: {} },
      'airport-transfers',
    );
    expect(trip).toMatchObject({
      from: null,
      outbound: { date: '2027-03-10', time: null },
      passengers: 5,
      airportPickup: true,
    });
    expect(isAirportPickup({}, 'private-transfers')).toBe(false);
    expect(isAirportPickup({ pickupMapsId: 'pt-lisboa-lisboa' })).toBe(false);
  });

  it('flight numbers and phones have a shape', () => {
    for (const ok of ['TP1234', 'tp 1234', 'U2 8350', 'FR8350A', 'EZY1'.slice(1)])
      expect(isFlightNumber(ok)).toBe(true);
    for (const bad of ['', '1234', '12345', 'TAP', 'TP12345', 'T']) expect(isFlightNumber(bad)).toBe(false);
    for (const ok of ['+351 912 345 678', '912345678', '+44 (20) 7946-0958']) expect(isLeadPhone(ok)).toBe(true);
    for (const bad of ['91234', 'call me', '+0 123 456 789', '+351 912 345 678 999 99'])
      expect(isLeadPhone(bad)).toBe(false);
  });

  it('an airport pickup needs a flight number and where to go; any other pickup its address; every one a phone', () => {
    const empty = { flightNumber: '', pickupAddress: '', dropOffAddress: '', leadPhone: '' };
    expect(transferDetailsErrors(empty, true)).toEqual({
      flightNumber: 'required',
      dropOffAddress: 'required',
      leadPhone: 'required',
    });
    expect(transferDetailsErrors(empty, false)).toEqual({ pickupAddress: 'required', leadPhone: 'required' });
    expect(transferDetailsErrors(empty, true, { complete: false })).toEqual({});
    expect(
      transferDetailsErrors({ ...empty, flightNumber: 'TAP', leadPhone: 'abc' }, true, { complete: false }),
    ).toEqual({ flightNumber: 'flightNumber', leadPhone: 'phone' });
    expect(
      transferDetailsErrors(
        { flightNumber: 'TP1234', pickupAddress: '', dropOffAddress: 'Hotel Avenida', leadPhone: '912345678' },
        true,
      ),
    ).toEqual({});
    expect(transferDetailsErrors({ ...empty, pickupAddress: 'x'.repeat(201), leadPhone: '912345678' }, false)).toEqual({
      pickupAddress: 'tooLong',
    });
  });

  it('notes keep only what was typed, the flight number normalised', () => {
    expect(
      transferDetailsNotes({
        flightNumber: ' tp 1234 ',
        pickupAddress: '',
        dropOffAddress: ' Hotel ',
        leadPhone: '912345678',
      }),
    ).toEqual({
      flightNumber: 'TP1234',
      dropOffAddress: 'Hotel',
      leadPhone: '912345678',
    });
  });
});

describe('transfer trip lines', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it('route, both legs, people, vehicle class and each detail given, in that order', () => {
    const trip = transferTripOf({ kind: 'transfer', quantity: 3, notes });
    if (!trip) throw new Error('no trip');
    const lines = transferTripLines(trip, t, 'p.', (d) => d.split('-').reverse().join('/'));
    expect(lines.map((l) => l.key)).toEqual([
      'route',
      'outbound',
      'return',
      'people',
      'vehicle',
      'flightNumber',
      'dropOffAddress',
      'leadPhone',
    ]);
    expect(lines[1]?.text).toBe('p.outbound{"when":"10/03/2027 10:05"}');
    expect(lines[3]?.text).toBe('p.passengers{"count":3} · p.babySeats{"count":1} · p.luggage{"count":4}');
    expect(lines[4]?.text).toBe('p.vehicleClass{"name":"E-Class","type":"p.carType.executive"}');
  });
});

describe('changeTripQuery', () => {
  it('answers the quote form query: points of interest by slug, towns by maps id, no driver details', () => {
    const q = changeTripQuery({ ...notes, pointOfInterest: 'lisbon-airport', dropOffMapsId: 'pt-lisboa-sintra' });
    expect(q?.get('pickupLocation')).toBe('lisbon-airport');
    expect(q?.get('dropOffLocation')).toBe('pt-lisboa-sintra');
    expect(q?.get('returnPickupTime')).toBe('18:30');
    expect(q?.get('numberOfPassengers')).toBe('3');
    expect(q?.has('flightNumber')).toBe(false);
    expect(q?.has('leadPhone')).toBe(false);
    expect(changeTripQuery({})).toBeNull();
  });
});
