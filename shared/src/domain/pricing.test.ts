import {
  ageBandPrice,
  cartTotal,
  centsToFixed,
  eurosToCents,
  giftCardPrice,
  groupPrice,
  isAgePrice,
  partyBands,
  seatExtras,
  servicePrice,
  transferPrice,
  type ChildBand,
  type PricedService,
} from './pricing';

const tour: PricedService = {
  value_cents: 2500,
  value_discount_cents: 0,
  priceType: 'per_person',
  maxCapacity: 4,
  extraPrices: [
    { maxCapacity: 6, value_cents: 2200 },
    { maxCapacity: 10, value_cents: 2000 },
    { maxCapacity: 8, value_cents: 1000 },
  ],
};

describe('service price', () => {
  it('per_person multiplies the unit price by the quantity', () => {
    expect(servicePrice(tour, 3)).toEqual({
      unit_cents: 2500,
      total_cents: 7500,
      total_gross_cents: 7500,
      discount_cents: 0,
      discounted: false,
    });
  });

  it('spec §5: quantity above maxCapacity takes the first sufficient extra price tier', () => {
    expect(servicePrice(tour, 5)?.unit_cents).toBe(2200);
    // 7 fits the second tier (10) and the third (8): the FIRST in list order wins.
    expect(servicePrice(tour, 7)?.unit_cents).toBe(2000);
    expect(servicePrice(tour, 7)?.total_cents).toBe(14000);
  });

  it('spec §5: a quantity above every tier is not bookable', () => {
    expect(servicePrice(tour, 11)).toBeNull();
    expect(servicePrice(tour, 0)).toBeNull();
  });

  it('value_discount above 0 is the charged unit price; the gross keeps value', () => {
    const price = servicePrice({ ...tour, value_discount_cents: 2000 }, 2);
    expect(price).toEqual({
      unit_cents: 2000,
      total_cents: 4000,
      total_gross_cents: 5000,
      discount_cents: 1000,
      discounted: true,
    });
  });

  it('per_group charges the group price once, whatever the quantity', () => {
    const boat: PricedService = { ...tour, priceType: 'per_group', value_cents: 30000 };
    expect(servicePrice(boat, 4)?.total_cents).toBe(30000);
    expect(servicePrice(boat, 6)?.total_cents).toBe(2200);
  });

  it('spec §9: group price uses total, or total_gross when discounted', () => {
    expect(groupPrice({ total_cents: 4000, total_gross_cents: 5000, discounted: true })).toBe(5000);
    expect(groupPrice({ total_cents: 5000, total_gross_cents: 5000, discounted: false })).toBe(5000);
  });
});

describe('transfer, gift card and cart prices', () => {
  const vehicle = { value_cents: 6000, roundback_value_cents: 11000 };
  const seats = [
    { quantity: 1, value_cents: 500 },
    { quantity: 2, value_cents: 400, value_discount_cents: 300 },
    { quantity: 0, value_cents: 900 },
  ];

  it('spec §9: seats use value_discount when above 0', () => {
    expect(seatExtras(seats)).toBe(500 + 2 * 300);
    expect(seatExtras([{ quantity: 1, value_cents: 400, value_discount_cents: 0 }])).toBe(400);
  });

  it('spec §9: transfer one way = value plus seat extras', () => {
    expect(transferPrice(vehicle, seats, false)).toBe(6000 + 1100);
  });

  it('spec §9: round trip = roundback_value plus twice the seat extras', () => {
    expect(transferPrice(vehicle, seats, true)).toBe(11000 + 2200);
  });

  it('spec §9: gift card price = its value', () => {
    expect(giftCardPrice({ value_cents: 5000 })).toBe(5000);
  });

  it('spec §9: cart total = sum minus discounts, fixed to 2 decimals', () => {
    const total = cartTotal([
      { total_cents: 7550, discount_cents: 1000 },
      { total_cents: 1999, discount_cents: 0 },
    ]);
    expect(total).toBe(8549);
    expect(centsToFixed(total)).toBe('85.49');
    expect(cartTotal([])).toBe(0);
  });

  it('converts euros to cents without float drift', () => {
    expect(eurosToCents('19.99')).toBe(1999);
    expect(eurosToCents('0,10')).toBe(10);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
  });
});

describe('age bands (docs/adr/023)', () => {
  const child: ChildBand = { value_cents: 1200, age_start: 4, age_end: 12, alone: false };

  it('adults pay the adult price and children the child price', () => {
    const price = ageBandPrice(tour, child, { adults: 2, children: 1 });
    expect(price).toMatchObject({
      adults: 2,
      children: 1,
      adult_unit_cents: 2500,
      child_unit_cents: 1200,
      total_cents: 6200,
      total_gross_cents: 6200,
      discount_cents: 0,
    });
  });

  it('the whole party picks the tier: 4 adults and 1 child is a party of 5', () => {
    const price = ageBandPrice(tour, child, { adults: 4, children: 1 });
    expect(isAgePrice(price) && price.adult_unit_cents).toBe(2200);
    expect(isAgePrice(price) && price.total_cents).toBe(4 * 2200 + 1200);
  });

  it('the service discount lowers the adult price; a child never pays more than an adult', () => {
    const sale: PricedService = { ...tour, value_discount_cents: 1000 };
    const price = ageBandPrice(sale, child, { adults: 1, children: 2 });
    expect(price).toMatchObject({
      adult_unit_cents: 1000,
      child_unit_cents: 1000,
      total_cents: 3000,
      total_gross_cents: 2500 + 2 * 1200,
      discount_cents: 1500 + 2 * 200,
    });
  });

  it('a tier cheaper than the child price caps the child price', () => {
    const price = ageBandPrice(tour, { ...child, value_cents: 2400 }, { adults: 5, children: 2 });
    expect(price).toMatchObject({ adult_unit_cents: 2000, child_unit_cents: 2000, total_cents: 14000 });
  });

  it('refuses negative counts, an empty party, children alone and a party above every tier', () => {
    expect(ageBandPrice(tour, child, { adults: -1, children: 1 })).toEqual({ field: 'adults', reason: 'negative' });
    expect(ageBandPrice(tour, child, { adults: 1, children: -1 })).toEqual({ field: 'children', reason: 'negative' });
    expect(ageBandPrice(tour, child, { adults: 0, children: 0 })).toEqual({ field: 'adults', reason: 'empty' });
    expect(ageBandPrice(tour, child, { adults: 0, children: 2 })).toEqual({ field: 'adults', reason: 'childrenAlone' });
    expect(ageBandPrice(tour, child, { adults: 8, children: 3 })).toEqual({ field: 'quantity', reason: 'tooLarge' });
  });

  it('children alone are priced when the partner allows them', () => {
    expect(ageBandPrice(tour, { ...child, alone: true }, { adults: 0, children: 2 })).toMatchObject({
      total_cents: 2400,
    });
  });

  it('a service without a child band, or priced per group, refuses children', () => {
    expect(ageBandPrice(tour, null, { adults: 1, children: 1 })).toEqual({ field: 'children', reason: 'noChildBand' });
    expect(ageBandPrice({ ...tour, priceType: 'per_group' }, child, { adults: 1, children: 1 })).toEqual({
      field: 'children',
      reason: 'noChildBand',
    });
  });

  it('adults alone price as the plain quantity does', () => {
    const price = ageBandPrice(tour, null, { adults: 3, children: 0 });
    expect(price).toMatchObject(servicePrice(tour, 3) ?? {});
  });
});

describe('party bands', () => {
  it('lists the bands with someone in them, adults first', () => {
    expect(partyBands({ adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 })).toEqual([
      { band: 'adults', count: 2, unit_cents: 4500 },
      { band: 'children', count: 1, unit_cents: 2500 },
    ]);
    expect(
      partyBands({ adults: 0, children: 2, adult_unit_cents: 4500, child_unit_cents: 2500 }).map((b) => b.band),
    ).toEqual(['children']);
  });
});
