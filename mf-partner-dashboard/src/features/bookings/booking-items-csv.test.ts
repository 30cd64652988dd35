// The bookings CSV: one row per item with its reference, status, payment method and money (booked, what partial
// refunds gave back, commission and what is owed, zero unless kept), and times in Lisbon rather than UTC, in the
// partner's language.
import { addResources, i18n } from '@mp/shared/i18n';
import { toCsv } from '@mp/shared/dashboard';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { testBookingItem } from '../../test-support/booking-item';
import { csvColumns } from './booking-items-list';

addResources('partnerDashboard', { en, pt });

const accepted = testBookingItem(1, 'Sunset sail', {
  booking_item_status: 'confirmed',
  booking_date: '2026-07-01T09:30:00Z',
  created_at: '2026-06-20T23:15:00Z',
  value: 4000,
  discount: 500,
  sale: { payment_method: 'mbway', commission_cents: 450, net_cents: 2550, refunded_cents: 500 },
});
const declined = testBookingItem(2, 'Surf lesson', {
  booking_item_status: 'declined',
  booking_date: '2026-12-03T15:00:00Z',
  created_at: '2026-11-01T09:00:00Z',
  sale: { payment_method: 'card', commission_cents: 0, net_cents: 0, refunded_cents: 0 },
});

function csvOf(locale: 'en' | 'pt'): string[][] {
  const t = i18n.getFixedT(locale, 'partnerDashboard');
  const tc = i18n.getFixedT(locale, 'common');
  return toCsv([accepted, declined], csvColumns(t, tc))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(','));
}

it('writes the reference, status, payment method, booked, refunded, commission and net, with Lisbon times', () => {
  const [header, first, second] = csvOf('en');
  expect(header).toEqual([
    'Booking',
    'Service',
    'Customer',
    'Service date (Lisbon)',
    'People',
    'Status',
    'Payment method',
    'Booked (EUR)',
    'Refunded (EUR)',
    'Commission (EUR)',
    'Net to you (EUR)',
    'Received (Lisbon)',
  ]);
  expect(first).toEqual([
    'RT-1',
    'Sunset sail',
    'Rita Gomes',
    '2026-07-01 10:30',
    '2',
    'Accepted',
    'mbway',
    '35.00',
    '5.00',
    '4.50',
    '25.50',
    '2026-06-21 00:15',
  ]);
  expect(second).toEqual([
    'RT-2',
    'Surf lesson',
    'Rita Gomes',
    '2026-12-03 15:00',
    '2',
    'Declined',
    'card',
    '40.00',
    '0.00',
    '0.00',
    '0.00',
    '2026-11-01 09:00',
  ]);
});

it('names the columns and statuses in European Portuguese on a pt page', () => {
  const [header, first] = csvOf('pt');
  expect(header?.slice(5, 8)).toEqual(['Estado', 'Meio de pagamento', 'Reservado (EUR)']);
  expect(first?.[5]).toBe('Aceite');
});
