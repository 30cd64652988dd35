// A partner company's calendar feed: a secret address (one per company, revocable) that Google or Apple Calendar
// subscribes to, listing the company's confirmed booking items. The secret is shown once when made; only its SHA-256
// is stored, so a reset or turning the feed off makes the old address answer 404. The calendar file is written by
// ical-generator (docs/adr/041): escaping, line folding and dates as RFC 5545 wants them.
import ical, { ICalEventStatus } from 'ical-generator';
import type { Locale } from '@mp/shared/contracts';
import { lisbonDayOf } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { translator } from '../../i18n';
import { readerLocale } from '../bookings/reader-locale';
import { companyOfFeed, deleteFeed, feedItems, feedOfCompany, saveFeed, type FeedItemRow } from './repository';

const DAY = 86_400_000;
/** What the feed lists: from a month back (the recent past stays visible) to a bit more than a year ahead. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 400;
/** A service without a duration in its snapshot shows as an hour. */
const DEFAULT_MINUTES = 60;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar-feeds/${token}.ics`;

/** RFC 5545 text: ical-generator escapes an event's texts but writes the calendar's NAME and X-WR-CALNAME as given,
 * so a trade name with a comma or a semicolon would be cut there by a calendar application. */
function calendarText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

export async function feedState(db: Db, companyId: number): Promise<{ active: boolean; created_at: string | null }> {
  const feed = await feedOfCompany(db, companyId);
  return { active: Boolean(feed), created_at: feed ? iso(feed.created_at) : null };
}

/** Makes the company's feed address, or a new one in place of the old (which stops working). Answered only now. */
export async function createFeed(
  db: Db,
  input: { companyId: number; userId: number; publicUrl: string },
): Promise<{ url: string; created_at: string }> {
  const token = newOpaqueToken();
  const feed = await saveFeed(db, input.companyId, sha256(token), input.userId);
  return { url: feedUrl(input.publicUrl, token), created_at: iso(feed.created_at) };
}

export async function revokeFeed(db: Db, companyId: number): Promise<{ active: false; created_at: null }> {
  await deleteFeed(db, companyId);
  return { active: false, created_at: null };
}

function serviceName(r: FeedItemRow, locale: Locale): string {
  const s = r.unserialized_service;
  return (locale === 'pt' ? (s.name_pt ?? r.name_pt ?? s.name_en) : (s.name_en ?? r.name_en ?? s.name_pt)) ?? '';
}

/** The meeting point the item's snapshot kept, else the service's, in the reader's language. */
function meetingPoint(r: FeedItemRow, locale: Locale): string | null {
  const kept = r.unserialized_service.meeting_point;
  const place = (kept && typeof kept === 'object' ? (kept as { en?: string; pt?: string }) : null) ?? r.meeting_point;
  const text = (place ? (locale === 'pt' ? place.pt : place.en) : '')?.trim();
  return text || null;
}

/**
 * The calendar file of the feed whose secret is `token`, or null when no feed has it (unknown, reset or turned off).
 * Each item is one event whose UID stays the same across fetches, so a calendar updates it instead of duplicating it.
 */
export async function feedCalendar(
  db: Db,
  input: { token: string; publicUrl: string; now?: Date },
): Promise<string | null> {
  const company = await companyOfFeed(db, sha256(input.token));
  if (!company) return null;
  const now = input.now ?? new Date();
  const locale = readerLocale({ account: company.language }, 'pt');
  const t = translator(locale);
  const host = new URL(input.publicUrl).host;
  const dashboard = `${input.publicUrl}${locale === 'pt' ? '/pt' : ''}/dashboard/calendar-and-bookings`;
  const items = await feedItems(
    db,
    company.company_id,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY),
    new Date(now.getTime() + FEED_FUTURE_DAYS * DAY),
  );
  const calendar = ical({
    name: calendarText(t('calendarFeeds.calendarName', { company: company.trade_name })),
    prodId: { company: 'Roteiro', product: 'Partner calendar feed', language: locale.toUpperCase() },
    ttl: 60 * 60,
  });
  for (const r of items) {
    const start = new Date(r.booking_date);
    const minutes =
      Number(r.unserialized_service.duration) > 0 ? Number(r.unserialized_service.duration) : DEFAULT_MINUTES;
    const customer = [r.first_name, r.last_name].filter((n) => n && n.trim()).join(' ');
    const party =
      r.adults !== null && r.children !== null && r.children > 0
        ? t('calendarFeeds.adultsChildren', { adults: r.adults, children: r.children })
        : t('calendarFeeds.people', { count: r.quantity });
    const link = `${dashboard}?view=calendar&mode=week&date=${lisbonDayOf(start.getTime())}`;
    calendar.createEvent({
      id: `booking-item-${r.id}@${host}`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      stamp: now,
      summary: `${serviceName(r, locale)} × ${r.quantity}${customer ? ` — ${customer}` : ''}`,
      description: [
        t('calendarFeeds.reference', { reference: r.reference }),
        party,
        ...(r.phone ? [t('calendarFeeds.phone', { phone: r.phone })] : []),
        ...(r.notes ? [t('calendarFeeds.notes', { notes: r.notes })] : []),
        t('calendarFeeds.dashboard', { link }),
      ].join('\n'),
      location: meetingPoint(r, locale),
      status: ICalEventStatus.CONFIRMED,
      url: link,
    });
  }
  return calendar.toString();
}
