import { renameServiceRuleErrors, serviceRuleErrors, type ServiceRuleInput } from './service-rules';

const tour: ServiceRuleInput = {
  value_cents: 4500,
  value_discount_cents: 0,
  price_type: 'per_person',
  max_capacity: 4,
  age_start: 4,
  age_end: 99,
  child_value_cents: 2500,
  child_age_end: 12,
  tiers: [{ maxCapacity: 8 }],
};

describe('the service price and age rule (docs/adr/023)', () => {
  it('a consistent service, with or without a child band, has no errors', () => {
    expect(serviceRuleErrors(tour)).toEqual({});
    expect(serviceRuleErrors({ ...tour, child_value_cents: null, child_age_end: null })).toEqual({});
    // The band may be a single age (the minimum) and a child may pay nothing.
    expect(serviceRuleErrors({ ...tour, child_value_cents: 0, child_age_end: 4 })).toEqual({});
  });

  it('a discount must be below the price; 0 means no discount', () => {
    expect(serviceRuleErrors({ ...tour, value_discount_cents: 4500 })).toEqual({
      value_discount: { key: 'discountBelowPrice' },
    });
    expect(serviceRuleErrors({ ...tour, value_discount_cents: 4499 })).toEqual({});
    expect(serviceRuleErrors({ ...tour, value_cents: 0, value_discount_cents: 0 })).toEqual({});
  });

  it('the maximum age is not below the minimum', () => {
    expect(
      serviceRuleErrors({ ...tour, age_start: 18, age_end: 17, child_value_cents: null, child_age_end: null }),
    ).toEqual({ age_end: { key: 'ageRange' } });
    expect(
      serviceRuleErrors({ ...tour, age_start: 18, age_end: 18, child_value_cents: null, child_age_end: null }),
    ).toEqual({});
  });

  it('a half-set band names the half that is missing', () => {
    expect(serviceRuleErrors({ ...tour, child_age_end: null })).toEqual({ child_age_end: { key: 'childAgeRequired' } });
    expect(serviceRuleErrors({ ...tour, child_value_cents: null })).toEqual({
      child_value: { key: 'childPriceRequired' },
    });
  });

  it('a child price needs a per-person price', () => {
    expect(serviceRuleErrors({ ...tour, price_type: 'per_group' })).toEqual({
      child_value: { key: 'childPricePerPerson' },
    });
    expect(
      serviceRuleErrors({ ...tour, price_type: 'per_group', child_value_cents: null, child_age_end: null }),
    ).toEqual({});
  });

  it('children are aged from the minimum age to one below the maximum', () => {
    const outside = { child_age_end: { key: 'childAgeRange', params: { min: 4, max: 98 } } };
    expect(serviceRuleErrors({ ...tour, child_age_end: 3 })).toEqual(outside);
    expect(serviceRuleErrors({ ...tour, child_age_end: 99 })).toEqual(outside);
    expect(serviceRuleErrors({ ...tour, child_age_end: 98 })).toEqual({});
    // Raising the minimum age above the band's limit (an edit of the ages alone) is refused on the band.
    expect(serviceRuleErrors({ ...tour, age_start: 14 })).toEqual({
      child_age_end: { key: 'childAgeRange', params: { min: 14, max: 98 } },
    });
  });

  it('tiers are for groups larger than the base price covers, each for its own size', () => {
    expect(serviceRuleErrors({ ...tour, tiers: [{ maxCapacity: 4 }, { maxCapacity: 6 }, { maxCapacity: 3 }] })).toEqual(
      {
        'tiers.0': { key: 'tierAboveCapacity', params: { max: 4 } },
        'tiers.2': { key: 'tierAboveCapacity', params: { max: 4 } },
      },
    );
    expect(serviceRuleErrors({ ...tour, tiers: [{ maxCapacity: 6 }, { maxCapacity: 6 }] })).toEqual({
      tiers: { key: 'tierDuplicate' },
    });
  });

  it('a larger group never pays more per person than a smaller one, on a per-person price', () => {
    // Up to 6 people at €45 each, 7–8 at €48 each: 7 people would pay more per head than 6.
    const tiers = [{ maxCapacity: 8, value_cents: 4800 }];
    expect(serviceRuleErrors({ ...tour, max_capacity: 6, tiers })).toEqual({
      'tiers.0': { key: 'tierPricePerPerson', params: { size: 8 } },
    });
    // The base price as charged: €45 discounted to €39.50 makes a €42 tier dearer per person too.
    const discounted = { ...tour, max_capacity: 6, value_discount_cents: 3950 };
    expect(serviceRuleErrors({ ...discounted, tiers: [{ maxCapacity: 8, value_cents: 4200 }] })).toEqual({
      'tiers.0': { key: 'tierPricePerPerson', params: { size: 8 } },
    });
    // Tiers compare with the next smaller group, whatever order they were given in.
    expect(
      serviceRuleErrors({
        ...tour,
        tiers: [
          { maxCapacity: 12, value_cents: 4100 },
          { maxCapacity: 8, value_cents: 4000 },
          { maxCapacity: 16, value_cents: 3500 },
        ],
      }),
    ).toEqual({ 'tiers.0': { key: 'tierPricePerPerson', params: { size: 12 } } });
    expect(
      serviceRuleErrors({
        ...tour,
        tiers: [
          { maxCapacity: 8, value_cents: 4500 },
          { maxCapacity: 12, value_cents: 4000 },
        ],
      }),
    ).toEqual({});
    // A group price may rise with the group; tiers without prices are checked for their sizes only.
    expect(
      serviceRuleErrors({ ...tour, price_type: 'per_group', child_value_cents: null, child_age_end: null, tiers }),
    ).toEqual({});
    expect(serviceRuleErrors({ ...tour, max_capacity: 6, tiers: [{ maxCapacity: 8 }] })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(
      Object.keys(
        serviceRuleErrors({
          ...tour,
          value_discount_cents: 5000,
          age_start: 20,
          age_end: 10,
          tiers: [{ maxCapacity: 2 }],
        }),
      ).sort(),
    ).toEqual(['age_end', 'child_age_end', 'tiers.0', 'value_discount']);
  });

  it('renames the fields to the caller’s, dropping those it has no name for', () => {
    const errors = serviceRuleErrors({
      ...tour,
      value_discount_cents: 5000,
      child_age_end: null,
      tiers: [{ maxCapacity: 2 }, { maxCapacity: 2 }],
    });
    expect(
      renameServiceRuleErrors(errors, {
        value_discount: 'value_discount_cents',
        child_age_end: 'child_age_end',
        tier: (i) => `extraPrices.${i}.maxCapacity`,
      }),
    ).toEqual({
      value_discount_cents: { key: 'discountBelowPrice' },
      child_age_end: { key: 'childAgeRequired' },
      'extraPrices.0.maxCapacity': { key: 'tierAboveCapacity', params: { max: 4 } },
      'extraPrices.1.maxCapacity': { key: 'tierAboveCapacity', params: { max: 4 } },
    });
  });
});
