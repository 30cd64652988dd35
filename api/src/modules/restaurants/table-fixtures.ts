// Restaurants on sale for the module's tests (docs/adr/044): a partner company, a city for the guide's rows, and
// restaurant services with their booking rules, opening hours and listing.
import type { Database } from '../../db/client';
import {
  cities,
  countries,
  restaurantBookingRules,
  restaurantOpeningHours,
  restaurants,
  services,
} from '../../db/schema';
import { futureDate, partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';
import { weekdayOf } from './times';

/** An open day, and the day after it, on which every test restaurant is closed. */
export const DAY = futureDate(8);
export const CLOSED = futureDate(9);

export interface Table {
  id: number;
  slug: string;
  /** The restaurant's number: its name is `Tasca {n}`, its address `Rua da Rosa {n}, Lisboa`. */
  n: number;
}

export interface RestaurantWorld {
  cat: Catalogue;
  /** A restaurant on sale: lunch 12:00–15:00 and dinner 19:00–22:00 every day but CLOSED's weekday, 30-minute slots. */
  restaurant(o?: { covers?: number; depositCents?: number; instant?: boolean }): Promise<Table>;
}

let counter = 0;

/** A partner company whose restaurants `restaurant()` makes, listed in a city of its own (`citySlug`). */
export async function restaurantWorld(database: Database, citySlug: string): Promise<RestaurantWorld> {
  const db = database.db;
  const cat = await partnerCompany(database);
  const [country] = await db
    .insert(countries)
    .values({ code: 'pt', nameEn: 'Portugal', namePt: 'Portugal', phonePrefix: '351' })
    .onConflictDoUpdate({ target: countries.code, set: { nameEn: 'Portugal' } })
    .returning({ id: countries.id });
  const [city] = await db
    .insert(cities)
    .values({ countryId: country!.id, slug: citySlug, name: 'Lisboa', district: 'Lisboa', lat: 38.7, lng: -9.1 })
    .returning({ id: cities.id });
  const cityId = city!.id;

  async function restaurant(o: { covers?: number; depositCents?: number; instant?: boolean } = {}): Promise<Table> {
    const n = ++counter;
    const [service] = await db
      .insert(services)
      .values({
        slug: `tasca-${n}`,
        companyId: cat.companyId,
        categoryId: cat.categoryId,
        kind: 'restaurant',
        nameEn: `Tasca ${n}`,
        namePt: `Tasca ${n}`,
        meetingPoint: { en: `Tasca ${n}, Rua da Rosa ${n}, Lisboa`, pt: `Tasca ${n}, Rua da Rosa ${n}, Lisboa` },
        annotations: {
          calendar_price: false,
          free_cancellation: true,
          cancellation_policy: 24,
          notes: null,
          selected_language: null,
        },
        priceType: 'per_person',
        maxCapacity: 8,
        valueCents: o.depositCents ?? 0,
        dailyCapacity: 0,
        durationMinutes: 120,
        status: 'active',
      })
      .returning({ id: services.id, slug: services.slug });
    if (!service) throw new Error('restaurant insert failed');
    await db.insert(restaurantBookingRules).values({
      serviceId: service.id,
      slotMinutes: 30,
      coversPerSlot: o.covers ?? 10,
      confirmation: o.instant ? 'instant' : 'partner',
    });
    const closed = weekdayOf(CLOSED);
    await db.insert(restaurantOpeningHours).values(
      [0, 1, 2, 3, 4, 5, 6]
        .filter((d) => d !== closed)
        .flatMap((weekday) => [
          { serviceId: service.id, weekday, opens: '12:00', closes: '15:00' },
          { serviceId: service.id, weekday, opens: '19:00', closes: '22:00' },
        ]),
    );
    await db.insert(restaurants).values({
      slug: `tasca-listed-${n}`,
      name: `Tasca ${n}`,
      cityId,
      country: 'pt',
      address: `Rua da Rosa ${n}, Lisboa`,
      cuisineEn: 'Tasca',
      cuisinePt: 'Tasca',
      descriptionEn: 'A tasca.',
      descriptionPt: 'Uma tasca.',
      priceLevel: 2,
      ratingTenths: 45,
      serviceId: service.id,
    });
    return { ...service, n };
  }

  return { cat, restaurant };
}
