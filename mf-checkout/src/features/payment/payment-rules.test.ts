import {
  bookingContent,
  bookingFailure,
  clearsCartOnBooking,
  cvcValid,
  expiryValid,
  formatCardNumber,
  formatCountdown,
  formatExpiry,
} from './payment-rules';

describe('payment rules', () => {
  it('spec §4: the cart clears at booking for MB WAY, crypto and gift card, but not for card and PayPal', () => {
    expect(clearsCartOnBooking('mbway')).toBe(true);
    expect(clearsCartOnBooking('crypto')).toBe(true);
    expect(clearsCartOnBooking('gift_card')).toBe(true);
    expect(clearsCartOnBooking('card')).toBe(false);
    expect(clearsCartOnBooking('paypal')).toBe(false);
  });

  it('spec §8: a booking with field errors maps to the toast + fields, anything else to the change-method alert', () => {
    expect(bookingFailure({ ok: false, status: 422, body: {}, errors: { card_number: ['Declined'] } })).toEqual({
      kind: 'fields',
      errors: { card_number: ['Declined'] },
    });
    expect(bookingFailure({ ok: false, status: 422, body: {}, errors: {} })).toEqual({ kind: 'alert' });
    expect(bookingFailure({ ok: false, status: 503, body: { message: 'x' }, errors: {} })).toEqual({ kind: 'alert' });
    expect(bookingFailure({ ok: false, status: 0, body: null, errors: {} })).toEqual({ kind: 'alert' });
  });

  it('spec §7/§8: an answer without status true is "no status", not a booking', () => {
    expect(bookingContent({ status: true, content: { reference: 'R1' } })).toEqual({ reference: 'R1' });
    expect(bookingContent({ status: false, content: { reference: 'R1' } })).toBeNull();
    expect(bookingContent({ content: { reference: 'R1' } })).toBeNull();
    expect(bookingContent('ok')).toBeNull();
  });

  it('formats the MB WAY countdown as mm:ss and never below zero', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-4)).toBe('00:00');
  });

  it('spec §5: card input keeps digits only, shown in groups of 4; expiry and CVC are checked', () => {
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(expiryValid('12/30', new Date('2026-11-21'))).toBe(true);
    expect(expiryValid('10/26', new Date('2026-11-21'))).toBe(false);
    expect(expiryValid('13/30', new Date('2026-11-21'))).toBe(false);
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('12')).toBe(false);
  });
});
