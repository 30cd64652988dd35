// Spec §7 GET /api/restaurants (filters country, location; paged), restaurant-countries, restaurant-locations.
import type { PageOf, Restaurant, RestaurantCountry, RestaurantLocation, ServiceCard } from '@mp/shared/contracts';
import type { TestApp } from '../../../test/helpers';
import { getJson, seededApp } from '../catalogue/test-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

describe('restaurants', () => {
  it('pages restaurants best rated first and filters by country and location', async () => {
    const first = (await getJson<PageOf<Restaurant>>(t, '/api/restaurants?per_page=5')).body.content;
    expect(first.data).toHaveLength(5);
    const ratings = first.data.map((r) => r.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(first.next_page_url).toBe('/api/restaurants?per_page=5&page=2');
    const countries = (await getJson<RestaurantCountry[]>(t, '/api/restaurant-countries')).body.content;
    expect(countries.reduce((sum, c) => sum + c.restaurants_count, 0)).toBe(first.total);
    for (const c of countries) {
      const page = (await getJson<PageOf<Restaurant>>(t, `/api/restaurants?country=${c.code}&per_page=48`)).body
        .content;
      expect(page.total).toBe(c.restaurants_count);
      for (const r of page.data) expect(r.country).toBe(c.code);
    }
    const locations = (await getJson<RestaurantLocation[]>(t, '/api/restaurant-locations?country=pt')).body.content;
    expect(locations.every((l) => l.country === 'pt')).toBe(true);
    const lisboa = locations.find((l) => l.slug === 'lisboa');
    const inLisboa = (await getJson<PageOf<Restaurant>>(t, '/api/restaurants?location=lisboa&per_page=48')).body
      .content;
    expect(inLisboa.total).toBe(lisboa?.restaurants_count);
    for (const r of inLisboa.data) expect(r.city.slug).toBe('lisboa');
  });

  it('answers cuisine in the request language', async () => {
    const en = (await getJson<PageOf<Restaurant>>(t, '/api/restaurants?per_page=3')).body.content.data;
    const pt = (await getJson<PageOf<Restaurant>>(t, '/api/restaurants?per_page=3', { 'accept-language': 'pt' })).body
      .content.data;
    expect(pt.map((r) => r.id)).toEqual(en.map((r) => r.id));
    expect(pt.some((r, i) => r.cuisine !== en[i]?.cuisine)).toBe(true);
  });

  it('finds Belcanto by name in the guide and in the storefront search, linked to the page that takes its tables', async () => {
    const guide = (await getJson<PageOf<Restaurant>>(t, '/api/restaurants?q=belcanto')).body.content.data;
    expect(guide.map((r) => [r.name, r.service_slug])).toEqual([['Belcanto', 'belcanto']]);
    const search = (await getJson<PageOf<ServiceCard>>(t, '/api/services?q=Belcanto&per_page=48')).body.content.data;
    expect(search[0]).toMatchObject({ slug: 'belcanto', kind: 'restaurant' });
  });
});
