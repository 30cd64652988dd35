import { logSafeUrl } from './log-safe-url';

const token = 'Q2hhbmdlZCBhZnRlciB0aGUgbGVhayBvZiB0aGUgbG9ncw';

describe('logSafeUrl', () => {
  it('hides the secret of a calendar feed, keeping its extension', () => {
    expect(logSafeUrl(`/api/calendar-feeds/${token}.ics`)).toBe('/api/calendar-feeds/[redacted].ics');
  });

  it('hides the secret of an answer link and keeps the query', () => {
    expect(logSafeUrl(`/api/booking-items/answer/${token}?action=accept`)).toBe(
      '/api/booking-items/answer/[redacted]?action=accept',
    );
  });

  it('hides the secret of a transfer offer link', () => {
    expect(logSafeUrl(`/api/transfer-offers/${token}`)).toBe('/api/transfer-offers/[redacted]');
  });

  it('leaves every other address as it is', () => {
    for (const url of ['/api/services?page=2', '/api/bookings/12/payment-status?reference=MP-1', '/pt/experiences']) {
      expect(logSafeUrl(url)).toBe(url);
    }
  });
});
