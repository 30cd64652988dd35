import { cancellationTerms, earliestTerms, formatCancellationDeadline } from './cancellation';

// 29 Nov 2026, 04:00 in Lisbon (UTC+0 in winter).
const now = Date.parse('2026-11-29T04:00:00Z');

describe('one cancellation rule for every screen', () => {
  it('the S-Class example: 31 h ahead with a 48 h policy is non-refundable, not "free until" a past time', () => {
    const startsAt = new Date(now + 31 * 3_600_000);
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 48 }, startsAt, now)).toEqual({
      kind: 'non_refundable',
    });
  });

  it('while the window is open: free until start − policy hours, written in Lisbon time', () => {
    const terms = cancellationTerms(
      { free_cancellation: 1, cancellation_policy: 48 },
      { date: '2026-12-03', time: '09:30' },
      now,
    );
    expect(terms).toEqual({ kind: 'free_until', until: new Date('2026-12-01T09:30:00Z') });
    expect(formatCancellationDeadline((terms as { until: Date }).until)).toBe('01/12/2026, 09:30');
    // Summer time: 15 Jul 10:00 Lisbon is 09:00 UTC; 24 h before is 14 Jul 10:00 Lisbon.
    const summer = cancellationTerms(
      { free_cancellation: true, cancellation_policy: 24 },
      { date: '2027-07-15', time: '10:00' },
      now,
    );
    expect(summer).toEqual({ kind: 'free_until', until: new Date('2027-07-14T09:00:00Z') });
    expect(formatCancellationDeadline((summer as { until: Date }).until)).toBe('14/07/2027, 10:00');
  });

  it('no policy (either value 0) is non-refundable; no start says nothing', () => {
    const far = new Date(now + 30 * 86_400_000);
    expect(cancellationTerms({ free_cancellation: 0, cancellation_policy: 48 }, far, now)).toEqual({
      kind: 'non_refundable',
    });
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 0 }, far, now)).toEqual({
      kind: 'non_refundable',
    });
    expect(
      cancellationTerms({ free_cancellation: 1, cancellation_policy: 48 }, { date: null, time: null }, now),
    ).toBeNull();
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 48 }, null, now)).toBeNull();
  });

  it('the deadline itself is already too late', () => {
    const startsAt = new Date(now + 48 * 3_600_000);
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 48 }, startsAt, now)).toEqual({
      kind: 'non_refundable',
    });
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 48 }, startsAt, now - 1)).toEqual({
      kind: 'free_until',
      until: new Date(now),
    });
  });

  it('an order is free to cancel until its earliest deadline, and non-refundable if any line is', () => {
    const a = { kind: 'free_until' as const, until: new Date('2026-12-05T10:00:00Z') };
    const b = { kind: 'free_until' as const, until: new Date('2026-12-02T10:00:00Z') };
    expect(earliestTerms([a, null, b])).toEqual(b);
    expect(earliestTerms([a, { kind: 'non_refundable' }])).toEqual({ kind: 'non_refundable' });
    expect(earliestTerms([null])).toBeNull();
  });

  it('a line that costs nothing (a table without a deposit) is free to cancel, whatever the policy or the hour', () => {
    const soon = new Date(now + 3 * 3_600_000);
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 24, charged_cents: 0 }, soon, now)).toEqual({
      kind: 'nothing_paid',
    });
    expect(cancellationTerms({ free_cancellation: 0, cancellation_policy: 0, charged_cents: 0 }, soon, now)).toEqual({
      kind: 'nothing_paid',
    });
    // A line with a price, or with no price said, follows the policy.
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 24, charged_cents: 1 }, soon, now)).toEqual({
      kind: 'non_refundable',
    });
    expect(cancellationTerms({ free_cancellation: 1, cancellation_policy: 24 }, soon, now)).toEqual({
      kind: 'non_refundable',
    });
    expect(cancellationTerms({ charged_cents: 0 }, null, now)).toBeNull();
  });

  it('lines that cost nothing bind no deadline of the order; an order of only such lines costs nothing to cancel', () => {
    const free = { kind: 'nothing_paid' as const };
    const a = { kind: 'free_until' as const, until: new Date('2026-12-05T10:00:00Z') };
    expect(earliestTerms([free, a])).toEqual(a);
    expect(earliestTerms([a, free])).toEqual(a);
    expect(earliestTerms([free, null, free])).toEqual(free);
    expect(earliestTerms([free, { kind: 'non_refundable' }])).toEqual({ kind: 'non_refundable' });
  });
});
