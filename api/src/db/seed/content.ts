// Editorial content: reviews, events (categories, venues, events) and restaurants.
import type { Storage } from '../../plugins/storage';
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue } from '../seed-data/types';
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
  cityIds: Ids,
  anchor: Date,
): Promise<void> {
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
    await tx.insert(t.bolEvents).values(values).onConflictDoUpdate({ target: t.bolEvents.slug, set: values });
  }
}

export async function seedRestaurants(tx: Tx, storage: Storage, catalogue: SeedCatalogue, cityIds: Ids): Promise<void> {
  for (const r of catalogue.restaurants) {
    const key = `seed/restaurants/${r.slug}.svg`;
    const values = {
      slug: r.slug,
      name: r.name,
      cityId: must(cityIds, r.city, 'city').id,
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
    };
    await tx.insert(t.restaurants).values(values).onConflictDoUpdate({ target: t.restaurants.slug, set: values });
  }
}
