// Editorial content: reviews, events (categories, venues, events) and restaurants.
import type { Storage } from '../../plugins/storage';
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue } from '../seed-data/types';
import { eq, sql } from 'drizzle-orm';
import { EVENTS_CATEGORY, EVENTS_COMPANY, eventSessions, eventTicketTypes } from '../seed-data/events';
import { RESTAURANTS_CATEGORY, RESTAURANTS_COMPANY, tableRules } from '../seed-data/restaurants';
import { addDays, byKey, lisbonTime, must, type Ids } from './util';

/** Reviews (natural key: service + author + day + stars). */
export async function seedReviews(tx: Tx, catalogue: SeedCatalogue, serviceIds: Ids, anchor: Date): Promise<void> {
  for (const r of catalogue.reviews) {
    const importKey = `seed:${r.service}:${r.author_first_name}:${r.author_last_name}:${r.days_ago}:${r.stars}`;
    const values = {
      serviceId: must(serviceIds, r.service, 'service').id,
      authorFirstName: r.author_first_name,
      authorLastName: r.author_last_name,
      authorCountry: r.author_country,
      stars: r.stars,
      language: r.language,
      text: r.text,
      status: 'published',
      source: 'seed',
      importKey,
      createdAt: addDays(anchor, -r.days_ago),
      // Only the seed's own replies: seeding again must not wipe a reply a partner wrote to a seeded review.
      ...(r.reply ? { replyText: r.reply.text, replyAt: addDays(anchor, -r.reply.days_ago) } : {}),
    };
    await tx.insert(t.reviews).values(values).onConflictDoUpdate({ target: t.reviews.importKey, set: values });
  }
}

export async function seedEvents(
  tx: Tx,
  storage: Storage,
  catalogue: SeedCatalogue,
  refs: { cityIds: Ids; companyIds: Ids; categoryIds: Ids },
  anchor: Date,
): Promise<void> {
  const { cityIds } = refs;
  for (const c of catalogue.bolCategories) {
    const values = { slug: c.slug, nameEn: c.name.en, namePt: c.name.pt };
    await tx.insert(t.bolCategories).values(values).onConflictDoUpdate({ target: t.bolCategories.slug, set: values });
  }
  const bolCategoryIds = byKey(
    await tx.select({ id: t.bolCategories.id, slug: t.bolCategories.slug }).from(t.bolCategories),
    (c) => c.slug,
  );
  for (const v of catalogue.bolVenues) {
    const values = {
      slug: v.slug,
      name: v.name,
      cityId: must(cityIds, v.city, 'city').id,
      address: v.address,
      capacity: v.capacity,
    };
    await tx.insert(t.bolVenues).values(values).onConflictDoUpdate({ target: t.bolVenues.slug, set: values });
  }
  const venueIds = byKey(
    await tx.select({ id: t.bolVenues.id, slug: t.bolVenues.slug }).from(t.bolVenues),
    (v) => v.slug,
  );
  for (const e of catalogue.bolEvents) {
    const key = `seed/events/${e.slug}.svg`;
    const values = {
      slug: e.slug,
      nameEn: e.name.en,
      namePt: e.name.pt,
      descriptionEn: e.description.en,
      descriptionPt: e.description.pt,
      categoryId: must(bolCategoryIds, e.category, 'event category').id,
      venueId: must(venueIds, e.venue, 'venue').id,
      startsAt: lisbonTime(addDays(anchor, e.starts_in_days), e.start_time),
      priceFromCents: e.price_from_cents,
      imageKey: key,
      imageUrl: storage.url(key),
      status: 'active',
    };
    const venue = must(
      byKey(catalogue.bolVenues, (v) => v.slug),
      e.venue,
      'venue',
    );
    const serviceId = await seedEventService(tx, e, venue, refs, { key, url: storage.url(key) }, anchor);
    const listed = { ...values, serviceId };
    await tx.insert(t.bolEvents).values(listed).onConflictDoUpdate({ target: t.bolEvents.slug, set: listed });
  }
}

/**
 * The service that sells an event's tickets (docs/adr/043), with its picture, ticket types and sessions; a session's
 * places are its day's capacity row (a sold-out one is booked full, its tickets sold at the box office).
 */
async function seedEventService(
  tx: Tx,
  e: SeedCatalogue['bolEvents'][number],
  venue: SeedCatalogue['bolVenues'][number],
  refs: { cityIds: Ids; companyIds: Ids; categoryIds: Ids },
  image: { key: string; url: string },
  anchor: Date,
): Promise<number> {
  const where = { en: `${venue.name}, ${venue.address}`, pt: `${venue.name}, ${venue.address}` };
  const values = {
    slug: e.slug,
    companyId: must(refs.companyIds, EVENTS_COMPANY, 'company').id,
    categoryId: must(refs.categoryIds, EVENTS_CATEGORY, 'category').id,
    cityId: must(refs.cityIds, venue.city, 'city').id,
    kind: 'event',
    nameEn: e.name.en,
    namePt: e.name.pt,
    shortDescriptionEn: e.description.en,
    shortDescriptionPt: e.description.pt,
    descriptionEn: e.description.en,
    descriptionPt: e.description.pt,
    highlights: [],
    meetingPoint: where,
    annotations: {
      calendar_price: false,
      free_cancellation: false,
      cancellation_policy: 0,
      notes: null,
      selected_language: null,
    },
    languages: ['pt'],
    priceType: 'per_person',
    // Tickets of one type per order.
    maxCapacity: 10,
    valueCents: e.price_from_cents,
    valueDiscountCents: 0,
    // No daily places: an event sells its sessions' places only.
    dailyCapacity: 0,
    startTimes: [e.start_time],
    durationMinutes: 120,
    status: 'active',
    createdAt: addDays(anchor, -30),
  };
  const [service] = await tx
    .insert(t.services)
    .values(values)
    .onConflictDoUpdate({ target: t.services.slug, set: values })
    .returning({ id: t.services.id });
  if (!service) throw new Error(`seed: event service ${e.slug} not written`);
  const picture = { serviceId: service.id, storageKey: image.key, url: image.url, alt: null, position: 0 };
  await tx
    .insert(t.serviceImages)
    .values(picture)
    .onConflictDoUpdate({ target: [t.serviceImages.serviceId, t.serviceImages.position], set: picture });
  for (const [position, tt] of eventTicketTypes(e).entries()) {
    const ticket = {
      serviceId: service.id,
      nameEn: tt.name.en,
      namePt: tt.name.pt,
      seating: tt.seating,
      priceCents: tt.price_cents,
      position,
    };
    await tx
      .insert(t.eventTicketTypes)
      .values(ticket)
      .onConflictDoUpdate({ target: [t.eventTicketTypes.serviceId, t.eventTicketTypes.position], set: ticket });
  }
  for (const session of eventSessions(e, venue.capacity)) {
    const date = addDays(anchor, session.in_days).toISOString().slice(0, 10);
    const row = { serviceId: service.id, date, startTime: session.time, capacity: session.capacity };
    await tx
      .insert(t.eventSessions)
      .values(row)
      .onConflictDoUpdate({ target: [t.eventSessions.serviceId, t.eventSessions.date], set: row });
    // Never below what is already booked on a database seeded again.
    await tx.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked)
          values (${service.id}, ${date}::date, ${session.capacity}, ${session.sold_out ? session.capacity : 0})
          on conflict (service_id, date) do update set capacity = greatest(excluded.capacity, service_daily_capacity.booked),
            booked = greatest(excluded.booked, service_daily_capacity.booked)`,
    );
  }
  return service.id;
}

export async function seedRestaurants(
  tx: Tx,
  storage: Storage,
  catalogue: SeedCatalogue,
  refs: { cityIds: Ids; companyIds: Ids; categoryIds: Ids },
  anchor: Date,
): Promise<void> {
  for (const r of catalogue.restaurants) {
    const key = `seed/restaurants/${r.slug}.svg`;
    const serviceId = await seedRestaurantService(tx, r, refs, { key, url: storage.url(key) }, anchor);
    const values = {
      slug: r.slug,
      name: r.name,
      cityId: must(refs.cityIds, r.city, 'city').id,
      country: r.country,
      address: r.address,
      cuisineEn: r.cuisine.en,
      cuisinePt: r.cuisine.pt,
      descriptionEn: r.description.en,
      descriptionPt: r.description.pt,
      priceLevel: r.price_level,
      ratingTenths: Math.round(r.rating * 10),
      phone: r.phone,
      imageKey: key,
      imageUrl: storage.url(key),
      serviceId,
    };
    await tx.insert(t.restaurants).values(values).onConflictDoUpdate({ target: t.restaurants.slug, set: values });
  }
}

/**
 * The service that takes a restaurant's table requests (docs/adr/044), at the restaurant's own slug, with its picture,
 * booking rules and opening hours. The deposit per person is its price and the largest party its max capacity.
 */
async function seedRestaurantService(
  tx: Tx,
  r: SeedCatalogue['restaurants'][number],
  refs: { cityIds: Ids; companyIds: Ids; categoryIds: Ids },
  image: { key: string; url: string },
  anchor: Date,
): Promise<number> {
  const rules = tableRules(r);
  const where = { en: `${r.name}, ${r.address}`, pt: `${r.name}, ${r.address}` };
  const values = {
    slug: r.slug,
    companyId: must(refs.companyIds, RESTAURANTS_COMPANY, 'company').id,
    categoryId: must(refs.categoryIds, RESTAURANTS_CATEGORY, 'category').id,
    cityId: must(refs.cityIds, r.city, 'city').id,
    kind: 'restaurant',
    nameEn: r.name,
    namePt: r.name,
    shortDescriptionEn: `${r.cuisine.en}. ${r.description.en}`,
    shortDescriptionPt: `${r.cuisine.pt}. ${r.description.pt}`,
    descriptionEn: r.description.en,
    descriptionPt: r.description.pt,
    highlights: [],
    meetingPoint: where,
    annotations: {
      calendar_price: false,
      free_cancellation: true,
      cancellation_policy: 24,
      notes: null,
      selected_language: null,
    },
    languages: ['pt', 'en'],
    priceType: 'per_person',
    maxCapacity: rules.max_party,
    valueCents: rules.deposit_cents,
    valueDiscountCents: 0,
    // No daily places: a table takes covers in its time's slot (restaurant_booking_rules).
    dailyCapacity: 0,
    startTimes: [],
    durationMinutes: 120,
    status: 'active',
    createdAt: addDays(anchor, -30),
  };
  const [service] = await tx
    .insert(t.services)
    .values(values)
    .onConflictDoUpdate({ target: t.services.slug, set: values })
    .returning({ id: t.services.id });
  if (!service) throw new Error(`seed: restaurant service ${r.slug} not written`);
  const picture = { serviceId: service.id, storageKey: image.key, url: image.url, alt: null, position: 0 };
  await tx
    .insert(t.serviceImages)
    .values(picture)
    .onConflictDoUpdate({ target: [t.serviceImages.serviceId, t.serviceImages.position], set: picture });
  const booking = {
    serviceId: service.id,
    slotMinutes: rules.slot_minutes,
    coversPerSlot: rules.covers_per_slot,
    confirmation: rules.confirmation,
  };
  await tx
    .insert(t.restaurantBookingRules)
    .values(booking)
    .onConflictDoUpdate({ target: t.restaurantBookingRules.serviceId, set: booking });
  await tx.delete(t.restaurantOpeningHours).where(eq(t.restaurantOpeningHours.serviceId, service.id));
  await tx.insert(t.restaurantOpeningHours).values(rules.hours.map((h) => ({ serviceId: service.id, ...h })));
  return service.id;
}
