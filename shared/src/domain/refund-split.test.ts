import { refundSplit, type RefundSource } from './refund-split';

const sum = (parts: { cents: number }[]) => parts.reduce((a, p) => a + p.cents, 0);

describe('refundSplit: where a refunded item goes back', () => {
  // Two items of €63 and €37 (€100), paid with 2,000 points, €30 of gift card and €50 by PayPal.
  const sources: RefundSource[] = [
    { key: 'payment:1', method: 'paypal', leftCents: 5000 },
    { key: 'gift_card:7', method: 'gift_card', leftCents: 3000 },
    { key: 'points', method: 'points', leftCents: 2000 },
  ];

  it('gives an item back over every method that paid the booking, in proportion, adding up to its charge', () => {
    const parts = refundSplit(6300, sources, 10000);
    expect(parts).toEqual([
      { key: 'payment:1', method: 'paypal', cents: 3150 },
      { key: 'gift_card:7', method: 'gift_card', cents: 1890 },
      { key: 'points', method: 'points', cents: 1260 },
    ]);
  });

  it('gives the last item exactly what is left of each method', () => {
    const left: RefundSource[] = [
      { key: 'payment:1', method: 'paypal', leftCents: 5000 - 3150 },
      { key: 'gift_card:7', method: 'gift_card', leftCents: 3000 - 1890 },
      { key: 'points', method: 'points', leftCents: 2000 - 1260 },
    ];
    expect(refundSplit(3700, left, 3700)).toEqual([
      { key: 'payment:1', method: 'paypal', cents: 1850 },
      { key: 'gift_card:7', method: 'gift_card', cents: 1110 },
      { key: 'points', method: 'points', cents: 740 },
    ]);
  });

  it('rounds to whole cents without losing or adding one', () => {
    const odd: RefundSource[] = [
      { key: 'payment:1', method: 'card', leftCents: 1001 },
      { key: 'gift_card:2', method: 'gift_card', leftCents: 1001 },
      { key: 'points', method: 'points', leftCents: 1001 },
    ];
    const parts = refundSplit(1000, odd, 3003);
    expect(sum(parts)).toBe(1000);
    for (const p of parts) expect([333, 334]).toContain(p.cents);
  });

  it("keeps a partner's own gift card on that partner's items, so the other partner's item is refunded in money", () => {
    // Item A (€50, partner 1) paid by partner 1's gift card; item B (€50, partner 2) by card.
    const limited: RefundSource[] = [
      { key: 'payment:1', method: 'card', leftCents: 5000 },
      { key: 'gift_card:3', method: 'gift_card', leftCents: 5000, companyId: 1 },
    ];
    expect(refundSplit(5000, limited, 5000, 2)).toEqual([{ key: 'payment:1', method: 'card', cents: 5000 }]);
    expect(refundSplit(5000, limited, 5000, 1)).toEqual([{ key: 'gift_card:3', method: 'gift_card', cents: 5000 }]);
  });

  it('gives back nothing for an item nobody paid (a staff gift)', () => {
    expect(refundSplit(4500, [], 4500)).toEqual([]);
  });

  it('never gives a method more than is left of it', () => {
    const parts = refundSplit(
      6000,
      [
        { key: 'payment:1', method: 'mbway', leftCents: 1000 },
        { key: 'points', method: 'points', leftCents: 2000 },
      ],
      6000,
    );
    expect(parts).toEqual([
      { key: 'payment:1', method: 'mbway', cents: 1000 },
      { key: 'points', method: 'points', cents: 2000 },
    ]);
  });
});
