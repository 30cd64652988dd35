import {
  canCancelFree,
  formatDateEnGb,
  mbwayRemaining,
  shouldReloadAfterChunkError,
  showCancellationText,
  timeOptions,
} from './time';

describe('time rules', () => {
  const start = Date.parse('2026-12-01T10:00:00Z');

  it('spec §4: free cancellation applies only while start minus policy hours is in the future', () => {
    expect(canCancelFree(start, 24, Date.parse('2026-11-30T09:59:00Z'))).toBe(true);
    expect(canCancelFree(start, 24, Date.parse('2026-11-30T10:00:00Z'))).toBe(false);
    expect(canCancelFree('2026-12-01T10:00:00Z', 24, Date.parse('2026-11-30T11:00:00Z'))).toBe(false);
    expect(canCancelFree('not a date', 24, 0)).toBe(false);
  });

  it('spec §5: cancellation text shows only if free_cancellation and cancellation_policy are both above 0', () => {
    expect(showCancellationText(1, 24)).toBe(true);
    expect(showCancellationText(0, 24)).toBe(false);
    expect(showCancellationText(1, 0)).toBe(false);
    expect(showCancellationText(null, undefined)).toBe(false);
  });

  it('spec §4: the MB WAY countdown starts at 300 s and counts down from the stored start', () => {
    expect(mbwayRemaining(null, 0)).toBe(300);
    expect(mbwayRemaining(1_000_000, 1_000_000)).toBe(300);
    expect(mbwayRemaining(1_000_000, 1_000_000 + 61_500)).toBe(239);
    expect(mbwayRemaining(1_000_000, 1_000_000 + 400_000)).toBe(0);
  });

  it('spec §9: time options every 5 minutes from 00:00 to 23:55', () => {
    const options = timeOptions();
    expect(options).toHaveLength(288);
    expect(options[0]).toBe('00:00');
    expect(options[1]).toBe('00:05');
    expect(options.at(-1)).toBe('23:55');
  });

  it('spec §9: dates shown in en-GB format, a calendar day never shifted by time zone', () => {
    expect(formatDateEnGb('2026-03-09')).toBe('09/03/2026');
    expect(formatDateEnGb('2026-07-31T23:30:00Z')).toBe('01/08/2026'); // already 1 August in Lisbon (UTC+1)
    expect(formatDateEnGb(new Date('2026-01-15T12:00:00Z'))).toBe('15/01/2026');
    expect(formatDateEnGb('garbage')).toBe('');
  });

  it('spec §9: after a chunk error the page reloads once, guarded by a 10 000 ms window', () => {
    expect(shouldReloadAfterChunkError(null, 5_000)).toBe(true);
    expect(shouldReloadAfterChunkError(100_000, 105_000)).toBe(false);
    expect(shouldReloadAfterChunkError(100_000, 110_000)).toBe(false);
    expect(shouldReloadAfterChunkError(100_000, 110_001)).toBe(true);
  });
});
