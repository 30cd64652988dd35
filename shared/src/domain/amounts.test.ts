import { bookingAmounts } from './amounts';

describe('the amount breakdown of a booking', () => {
  it('two lines with a service discount, a promo code, points and a gift card: each on its own line, adding up', () => {
    // Two lines of 70,00 €; the promo code took 10,00 € (5,00 € from each line's stored discount) and 1 000 points 10,00 €.
    const amounts = bookingAmounts({
      lines: [
        { gross_cents: 7000, discount_cents: 700 },
        { gross_cents: 7000, discount_cents: 700 },
      ],
      promo_cents: 1000,
      points_used: 400,
      total_cents: 14000 - 400 - 1000 - 400,
      gift_card_cents: 2000,
      method_cents: 14000 - 400 - 1000 - 400 - 2000,
    });
    expect(amounts).toMatchObject({
      line_cents: [7000, 7000],
      subtotal_cents: 14000,
      discount_cents: 400,
      promo_cents: 1000,
      points_cents: 400,
      total_cents: 12200,
      gift_card_cents: 2000,
      method_cents: 10200,
      adds_up: true,
    });
  });

  it('lines whose price after the service discount is known show it, and no separate discount row', () => {
    // 2 adults × 59 + 1 child × 35 = 153 of a gross 165, and a promo code of 10 spread over the line's stored discount.
    const amounts = bookingAmounts({
      lines: [{ gross_cents: 16500, discount_cents: 2200, price_cents: 15300 }],
      promo_cents: 1000,
      points_used: 0,
      total_cents: 14300,
      gift_card_cents: 0,
      method_cents: 14300,
    });
    expect(amounts).toMatchObject({
      line_cents: [15300],
      subtotal_cents: 15300,
      discount_cents: 0,
      promo_cents: 1000,
      total_cents: 14300,
      adds_up: true,
    });
    // A line price that does not account for the stored discounts is not trusted: gross lines and a discount row.
    const off = bookingAmounts({
      lines: [{ gross_cents: 16500, discount_cents: 2200, price_cents: 15000 }],
      promo_cents: 1000,
      points_used: 0,
      total_cents: 14300,
      gift_card_cents: 0,
      method_cents: 14300,
    });
    expect(off).toMatchObject({ line_cents: [16500], discount_cents: 1200, adds_up: true });
  });

  it('a plain card payment: the subtotal is the total, paid in full by the method', () => {
    expect(
      bookingAmounts({
        lines: [{ gross_cents: 4000, discount_cents: 0 }],
        promo_cents: 0,
        points_used: 0,
        total_cents: 4000,
        gift_card_cents: 0,
        method_cents: 4000,
      }),
    ).toMatchObject({
      subtotal_cents: 4000,
      discount_cents: 0,
      points_cents: 0,
      adds_up: true,
    });
  });

  it('says when the stored figures do not add up (a payment missing from the breakdown)', () => {
    expect(
      bookingAmounts({
        lines: [{ gross_cents: 12600, discount_cents: 0 }],
        promo_cents: 0,
        points_used: 0,
        total_cents: 11600,
        gift_card_cents: 0,
        method_cents: 11600,
      }).adds_up,
    ).toBe(false);
    expect(
      bookingAmounts({
        lines: [{ gross_cents: 4000, discount_cents: 0 }],
        promo_cents: 0,
        points_used: 0,
        total_cents: 4000,
        gift_card_cents: 0,
        method_cents: 3000,
      }).adds_up,
    ).toBe(false);
  });
});
