// Services with their gallery pictures and extra price tiers.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Storage } from '../../plugins/storage';
import type { Tx } from '../client';
import * as t from '../schema';
import { MEETING_POSITIONS } from '../seed-data/meeting-positions';
import type { SeedCatalogue, SeedService } from '../seed-data/types';
import { addDays, byKey, GALLERY_IMAGES, must, type Ids } from './util';

interface ServiceRefs {
  companyIds: Ids;
  categoryIds: Ids;
  cityIds: Ids;
}

function serviceValues(s: SeedService, refs: ServiceRefs, anchor: Date) {
  return {
    slug: s.slug,
    companyId: must(refs.companyIds, s.company, 'company').id,
    categoryId: must(refs.categoryIds, s.category, 'category').id,
    cityId: must(refs.cityIds, s.city, 'city').id,
    kind: s.kind,
    nameEn: s.name.en,
    namePt: s.name.pt,
    shortDescriptionEn: s.short_description.en,
    shortDescriptionPt: s.short_description.pt,
    descriptionEn: s.description.en,
    descriptionPt: s.description.pt,
    highlights: s.highlights,
    meetingPoint: s.meeting_point,
    meetingLat: MEETING_POSITIONS[s.slug]?.lat ?? null,
    meetingLng: MEETING_POSITIONS[s.slug]?.lng ?? null,
    annotations: {
      calendar_price: false,
      free_cancellation: s.free_cancellation,
      cancellation_policy: s.cancellation_policy_hours,
      notes: null,
      selected_language: s.languages[0] ?? null,
    },
    languages: s.languages,
    priceType: s.price_type,
    maxCapacity: s.max_capacity,
    valueCents: s.value_cents,
    valueDiscountCents: s.value_discount_cents,
    dailyCapacity: s.daily_capacity,
    startTimes: s.start_times,
    durationMinutes: s.duration_minutes,
    ageStart: s.age_start,
    ageEnd: s.age_end,
    childValueCents: s.child_band?.value_cents ?? null,
    childAgeEnd: s.child_band?.age_end ?? null,
    childrenAlone: s.child_band?.alone ?? false,
    status: s.status,
    sponsored: s.sponsored,
    weeklyDeal: s.weekly_deal,
    promoted: s.sponsored,
    giftCardValuesCents: s.gift_card_values_cents ?? null,
    ...(s.confirmation ? { confirmation: s.confirmation } : {}),
    createdAt: addDays(anchor, -s.created_days_ago),
  };
}

async function seedGallery(tx: Tx, storage: Storage, serviceId: number, slug: string): Promise<void> {
  for (let i = 0; i < GALLERY_IMAGES; i += 1) {
    const key = `seed/services/${slug}/${i + 1}.svg`;
    // No alt of its own: the API names the picture after the service in the request's language.
    const image = { serviceId, storageKey: key, url: storage.url(key), alt: null, position: i };
    await tx
      .insert(t.serviceImages)
      .values(image)
      .onConflictDoUpdate({ target: [t.serviceImages.serviceId, t.serviceImages.position], set: image });
  }
}

/** The service's tiers become exactly the seeded ones (a tier no longer seeded is deleted). */
async function seedExtraPrices(tx: Tx, serviceId: number, s: SeedService): Promise<void> {
  const capacities = s.extra_prices.map((p) => p.max_capacity);
  await tx
    .delete(t.serviceExtraPrices)
    .where(
      capacities.length
        ? and(eq(t.serviceExtraPrices.serviceId, serviceId), notInArray(t.serviceExtraPrices.maxCapacity, capacities))
        : eq(t.serviceExtraPrices.serviceId, serviceId),
    );
  for (const tier of s.extra_prices) {
    await tx
      .insert(t.serviceExtraPrices)
      .values({ serviceId, maxCapacity: tier.max_capacity, valueCents: tier.value_cents })
      .onConflictDoUpdate({
        target: [t.serviceExtraPrices.serviceId, t.serviceExtraPrices.maxCapacity],
        set: { valueCents: tier.value_cents },
      });
  }
}

/** Upserts every service with its gallery and tiers; returns the services by slug. */
export async function seedServices(
  tx: Tx,
  storage: Storage,
  catalogue: SeedCatalogue,
  refs: ServiceRefs,
  anchor: Date,
): Promise<Ids> {
  for (const s of catalogue.services) {
    const values = serviceValues(s, refs, anchor);
    const [row] = await tx
      .insert(t.services)
      .values(values)
      .onConflictDoUpdate({ target: t.services.slug, set: values })
      .returning({ id: t.services.id });
    if (!row) throw new Error('seed: service upsert returned nothing');
    await seedGallery(tx, storage, row.id, s.slug);
    await seedExtraPrices(tx, row.id, s);
  }
  return byKey(await tx.select({ id: t.services.id, slug: t.services.slug }).from(t.services), (s) => s.slug);
}
