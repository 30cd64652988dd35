// The demo catalogue is data the loader trusts: a dangling slug or a malformed NIF here becomes a failed seed or a
// broken screen later. These checks keep the content coherent with itself, with the contract in types.ts and with
// the product rules of the spec (marketplace-spec.md section numbers in the test names).
import { isValidIban, isValidNif, serviceRuleErrors } from '@mp/shared/domain';
import { catalogue } from './index';
import { portugueseDistricts } from './countries';
import type { L10n, SeedService } from './types';
import { EVENTS_CATEGORY, EVENTS_COMPANY } from './events';
import { RESTAURANTS_CATEGORY, RESTAURANTS_COMPANY, tableRules } from './restaurants';

const {
  countries,
  categories,
  companies,
  services,
  vehicles,
  transferLocations,
  pointsOfInterest,
  reviews,
  bolCategories,
  bolVenues,
  bolEvents,
  restaurants,
  promoCodes,
  teamRoles,
  chatbotConfigs,
  demoAccounts,
} = catalogue;

const cities = countries.flatMap((country) => country.cities.map((city) => ({ ...city, country: country.code })));
const cityBySlug = new Map(cities.map((city) => [city.slug, city]));
const companyBySlug = new Map(companies.map((company) => [company.slug, company]));
const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
const serviceBySlug = new Map(services.map((service) => [service.slug, service]));

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Every { en, pt } object anywhere in the catalogue, with a readable path. */
function collectL10n(value: unknown, path: string, out: { path: string; text: L10n }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collectL10n(item, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    if (keys.length === 2 && keys[0] === 'en' && keys[1] === 'pt') {
      out.push({ path, text: record as unknown as L10n });
      return;
    }
    for (const [key, child] of Object.entries(record)) collectL10n(child, `${path}.${key}`, out);
  }
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0).length;
const count = (predicate: (service: SeedService) => boolean) => services.filter(predicate).length;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

describe('seed catalogue: uniqueness of natural keys (the loader upserts by them)', () => {
  it.each([
    ['country codes', countries.map((c) => c.code)],
    ['city slugs (across all countries)', cities.map((c) => c.slug)],
    ['category slugs', categories.map((c) => c.slug)],
    ['company slugs', companies.map((c) => c.slug)],
    ['company tax numbers', companies.map((c) => c.tax_number)],
    ['company IBANs', companies.map((c) => c.iban)],
    ['service slugs', services.map((s) => s.slug)],
    [
      'transfer location maps ids + point of interest maps ids',
      [...transferLocations.map((l) => l.maps_id), ...pointsOfInterest.map((p) => p.maps_id)],
    ],
    ['point of interest slugs', pointsOfInterest.map((p) => p.slug)],
    ['BOL category slugs', bolCategories.map((c) => c.slug)],
    ['BOL venue slugs', bolVenues.map((v) => v.slug)],
    ['BOL event slugs', bolEvents.map((e) => e.slug)],
    ['restaurant slugs', restaurants.map((r) => r.slug)],
    ['promo codes', promoCodes.map((p) => p.code)],
    ['team role names', teamRoles.map((r) => r.role_name)],
    ['chatbot languages', chatbotConfigs.map((c) => c.language)],
    ['demo account e-mails', demoAccounts.map((a) => a.email.toLowerCase())],
    ['company owner e-mails', companies.map((c) => c.owner.email.toLowerCase())],
  ])('%s are unique', (_label, values) => {
    expect(duplicates(values)).toEqual([]);
  });

  it('slugs are lower-case kebab-case', () => {
    const slugs = [
      ...cities.map((c) => c.slug),
      ...categories.map((c) => c.slug),
      ...companies.map((c) => c.slug),
      ...services.map((s) => s.slug),
      ...bolEvents.map((e) => e.slug),
      ...bolVenues.map((v) => v.slug),
      ...restaurants.map((r) => r.slug),
      ...pointsOfInterest.map((p) => p.slug),
    ];
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toEqual([]);
  });
});

describe('seed catalogue: referential integrity', () => {
  it('every service points at an existing company, category of the same kind and city', () => {
    const broken = services.flatMap((s) => {
      const problems: string[] = [];
      if (!companyBySlug.has(s.company)) problems.push(`${s.slug}: company ${s.company}`);
      const category = categoryBySlug.get(s.category);
      if (!category) problems.push(`${s.slug}: category ${s.category}`);
      else if (category.kind !== s.kind) problems.push(`${s.slug}: ${s.kind} in ${category.kind} category`);
      if (!cityBySlug.has(s.city)) problems.push(`${s.slug}: city ${s.city}`);
      return problems;
    });
    expect(broken).toEqual([]);
  });

  it('transfers belong to companies with the transfers module, experiences and wellness to the experiences module', () => {
    // Gift cards can be sold by any partner (a transfer company sells ride vouchers too).
    const wrong = services.filter((s) => {
      const modules = companyBySlug.get(s.company)?.modules;
      if (!modules) return true;
      if (s.kind === 'transfer') return !modules.transfers;
      if (s.kind === 'gift_card') return false;
      return !modules.experiences;
    });
    expect(wrong.map((s) => s.slug)).toEqual([]);
  });

  it('companies, venues, restaurants and points of interest are in known cities of the right country', () => {
    expect(companies.filter((c) => cityBySlug.get(c.city)?.country !== 'pt').map((c) => c.slug)).toEqual([]);
    expect(bolVenues.filter((v) => cityBySlug.get(v.city)?.country !== 'pt').map((v) => v.slug)).toEqual([]);
    expect(restaurants.filter((r) => cityBySlug.get(r.city)?.country !== r.country).map((r) => r.slug)).toEqual([]);
    expect(pointsOfInterest.filter((p) => cityBySlug.get(p.city)?.district !== p.district).map((p) => p.slug)).toEqual(
      [],
    );
  });

  it('every vehicle belongs to a transfers company and serves districts that exist in the transfer-location list', () => {
    const districts = new Set(transferLocations.map((l) => l.district));
    const broken = vehicles.flatMap((v) => [
      ...(companyBySlug.get(v.company)?.modules.transfers ? [] : [`${v.name}: company ${v.company}`]),
      ...v.districts.filter((d) => !districts.has(d)).map((d) => `${v.name}: district ${d}`),
    ]);
    expect(broken).toEqual([]);
  });

  it('BOL events point at existing categories and venues', () => {
    const categorySlugs = new Set(bolCategories.map((c) => c.slug));
    const venueSlugs = new Set(bolVenues.map((v) => v.slug));
    expect(
      bolEvents.filter((e) => !categorySlugs.has(e.category) || !venueSlugs.has(e.venue)).map((e) => e.slug),
    ).toEqual([]);
  });

  it('reviews are of active experiences or wellness services and never older than the service itself', () => {
    const broken = reviews.filter((r) => {
      const service = serviceBySlug.get(r.service);
      return (
        !service ||
        service.status !== 'active' ||
        (service.kind !== 'experience' && service.kind !== 'wellness') ||
        r.days_ago >= service.created_days_ago
      );
    });
    expect(broken.map((r) => `${r.service} (${r.days_ago} days)`)).toEqual([]);
  });

  it('each company owner is a SUPPLIER demo account linked to that company; partner@demo.pt owns the first one', () => {
    for (const company of companies) {
      const account = demoAccounts.find((a) => a.email === company.owner.email);
      expect(account).toMatchObject({ user_type: 'SUPPLIER', company: company.slug });
    }
    expect(companies[0]?.owner.email).toBe('partner@demo.pt');
    expect(demoAccounts.filter((a) => a.company !== undefined && !companyBySlug.has(a.company))).toEqual([]);
  });
});

describe('seed catalogue: text in en and pt (spec §1: offered languages en and pt)', () => {
  const texts: { path: string; text: L10n }[] = [];
  collectL10n(catalogue, 'catalogue', texts);
  // Names spelled identically in both languages; anything else must really be translated.
  const sameInBothLanguages = new Set(['Portugal']);

  it('finds the translated texts', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it('every L10n has non-empty en and pt that differ', () => {
    const bad = texts.filter(
      ({ text }) => !text.en.trim() || !text.pt.trim() || (text.en === text.pt && !sameInBothLanguages.has(text.en)),
    );
    expect(bad.map((b) => `${b.path}: ${b.text.en}`)).toEqual([]);
  });

  it('contains no placeholder text', () => {
    // Case-sensitive TODO/TBD so the Portuguese "todos" does not count.
    const placeholder = /\b(lorem|ipsum)\b|\b(TODO|TBD|FIXME|XXX)\b/gi;
    const found = JSON.stringify(catalogue).match(/\b([Ll]orem|[Ii]psum|TODO|TBD|FIXME|XXX)\b/g) ?? [];
    expect(found).toEqual([]);
    expect('Lorem ipsum dolor'.match(placeholder)).not.toBeNull();
  });

  it('uses European Portuguese words, not Brazilian ones', () => {
    const pt = [
      ...texts.map((t) => t.text.pt),
      ...chatbotConfigs
        .filter((c) => c.language === 'pt')
        .flatMap((c) => [c.greeting, c.fallback, ...c.faq.flatMap((f) => [f.question, f.answer])]),
    ].join('\n');
    // Brazilian word → European form: equipe → equipa, ônibus → autocarro, trem → comboio, celular → telemóvel,
    // café da manhã → pequeno-almoço, banheiro → casa de banho, contato → contacto, tela → ecrã, você → (avoided).
    const brazilian = /(?<!\p{L})(equipe|ônibus|trem|celular|café da manhã|banheiro|contato|tela|você)(?!\p{L})/iu;
    expect(pt).not.toMatch(brazilian);
    expect('Apanhe o trem na estação').toMatch(brazilian);
  });
});

describe('seed catalogue: countries and cities (spec §9: static country list, phone prefix 351)', () => {
  it('has Portugal, Spain, France, United Kingdom, Germany, Italy, Netherlands, Brazil and United States with their dialling codes', () => {
    const prefixes = Object.fromEntries(countries.map((c) => [c.code, c.phone_prefix]));
    expect(prefixes).toEqual({
      pt: '351',
      es: '34',
      fr: '33',
      gb: '44',
      de: '49',
      it: '39',
      nl: '31',
      br: '55',
      us: '1',
    });
  });

  it('Portugal has 30+ cities covering all 18 districts plus the Azores and Madeira', () => {
    const portugal = countries.find((c) => c.code === 'pt');
    expect(portugal?.cities.length).toBeGreaterThanOrEqual(30);
    expect(new Set(portugal?.cities.map((c) => c.district))).toEqual(new Set(portugueseDistricts));
  });

  it('Spain has 6+ cities and every other country 3+', () => {
    for (const country of countries) {
      expect([country.code, country.cities.length >= (country.code === 'es' ? 6 : 3)]).toEqual([country.code, true]);
    }
  });

  it('Portuguese coordinates fall on the mainland, the Azores or Madeira', () => {
    const inPortugal = ({ lat, lng }: { lat: number; lng: number }) =>
      (lat > 36.9 && lat < 42.2 && lng > -9.6 && lng < -6.1) || // mainland
      (lat > 36.9 && lat < 39.8 && lng > -31.3 && lng < -24.9) || // Azores
      (lat > 32.3 && lat < 33.2 && lng > -17.3 && lng < -16.2); // Madeira
    const portugueseCities = cities.filter((c) => c.country === 'pt');
    expect(portugueseCities.filter((c) => !inPortugal(c)).map((c) => c.slug)).toEqual([]);
    expect(transferLocations.filter((l) => l.country === 'pt' && !inPortugal(l)).map((l) => l.name)).toEqual([]);
    expect(pointsOfInterest.filter((p) => !inPortugal(p)).map((p) => p.slug)).toEqual([]);
  });
});

describe('seed catalogue: categories', () => {
  it('has 8+ experience, 4+ wellness, 2 transfer and 1 gift-card categories', () => {
    const byKind = (kind: string) => categories.filter((c) => c.kind === kind).length;
    expect(byKind('experience')).toBeGreaterThanOrEqual(8);
    expect(byKind('wellness')).toBeGreaterThanOrEqual(4);
    expect(byKind('transfer')).toBe(2);
    expect(byKind('gift_card')).toBe(1);
  });

  it('every category has at least one active service, so no listing is empty', () => {
    // The event and restaurant categories' services are the listed events' and restaurants' (seed/content.ts,
    // docs/adr/043, 044).
    const empty = categories.filter(
      (c) =>
        !services.some((s) => s.category === c.slug && s.status === 'active') &&
        !(c.slug === EVENTS_CATEGORY && bolEvents.length > 0) &&
        !(c.slug === RESTAURANTS_CATEGORY && restaurants.length > 0),
    );
    expect(empty.map((c) => c.slug)).toEqual([]);
  });

  it('has one event category, and the company that sells the events’ tickets exists', () => {
    expect(categories.filter((c) => c.kind === 'event').map((c) => c.slug)).toEqual([EVENTS_CATEGORY]);
    expect(companies.map((c) => c.slug)).toContain(EVENTS_COMPANY);
  });

  it('has one restaurant category, and the company that takes the restaurants’ tables exists', () => {
    expect(categories.filter((c) => c.kind === 'restaurant').map((c) => c.slug)).toEqual([RESTAURANTS_CATEGORY]);
    expect(companies.map((c) => c.slug)).toContain(RESTAURANTS_COMPANY);
  });
});

describe('seed catalogue: companies (partner registration, spec §3)', () => {
  it('has 12 companies: 3+ with transfers, exactly one "both", the rest experiences (the box office and the tables among them)', () => {
    expect(companies).toHaveLength(12);
    expect(companies.filter((c) => c.modules.transfers).length).toBeGreaterThanOrEqual(3);
    expect(companies.filter((c) => c.company_type === 'both')).toHaveLength(1);
  });

  it('company_type matches the modules flags', () => {
    const expected = { experiences: [true, false], transfers: [false, true], both: [true, true] } as const;
    const wrong = companies.filter((c) => {
      const [experiences, transfers] = expected[c.company_type];
      return c.modules.experiences !== experiences || c.modules.transfers !== transfers;
    });
    expect(wrong.map((c) => c.slug)).toEqual([]);
  });

  it.each(companies.map((c) => [c.slug, c] as const))(
    '%s has a valid NIF, PT50 IBAN, BIC, zip, colour and owner',
    (_slug, company) => {
      expect(isValidNif(company.tax_number)).toBe(true);
      expect(company.iban).toMatch(/^PT50\d{21}$/);
      expect(isValidIban(company.iban)).toBe(true);
      expect(company.bicswift).toMatch(/^[A-Z]{4}PT[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      expect(company.zip_code).toMatch(/^\d{4}-\d{3}$/);
      expect(company.country).toBe('pt');
      expect(company.brand_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(company.website).toMatch(/^https:\/\//);
      expect(company.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(company.owner.phone).toMatch(/^9[1236]\d{7}$/);
    },
  );
});

describe('seed catalogue: services (spec §3 Service, §5 extra price tiers, §4 free cancellation)', () => {
  it('has 70+ services: 36+ experiences, 14+ wellness, 10+ transfers, 8+ gift cards', () => {
    expect(services.length).toBeGreaterThanOrEqual(70);
    expect(count((s) => s.kind === 'experience')).toBeGreaterThanOrEqual(36);
    expect(count((s) => s.kind === 'wellness')).toBeGreaterThanOrEqual(14);
    expect(count((s) => s.kind === 'transfer')).toBeGreaterThanOrEqual(10);
    expect(count((s) => s.kind === 'gift_card')).toBeGreaterThanOrEqual(8);
  });

  it('passes the service price rule a partner’s edit runs (a larger group never pays more per person, …)', () => {
    const refused = services
      .filter((s) => s.kind !== 'gift_card')
      .map((s) => ({
        slug: s.slug,
        errors: serviceRuleErrors({
          value_cents: s.value_cents,
          value_discount_cents: s.value_discount_cents,
          price_type: s.price_type,
          max_capacity: s.max_capacity,
          age_start: s.age_start,
          age_end: s.age_end,
          child_value_cents: s.child_band?.value_cents ?? null,
          child_age_end: s.child_band?.age_end ?? null,
          tiers: s.extra_prices.map((t) => ({ maxCapacity: t.max_capacity, value_cents: t.value_cents })),
        }),
      }))
      .filter((r) => Object.keys(r.errors).length > 0);
    expect(refused).toEqual([]);
  });

  it('mixes per_person and per_group, discounts, tiers, sponsored and weekly deals; 3 inactive and 2 draft', () => {
    expect(count((s) => s.price_type === 'per_person')).toBeGreaterThan(10);
    expect(count((s) => s.price_type === 'per_group')).toBeGreaterThan(10);
    expect(count((s) => s.extra_prices.length > 0)).toBeGreaterThanOrEqual(5);
    expect(count((s) => s.value_discount_cents > 0)).toBeGreaterThanOrEqual(10);
    expect(count((s) => s.sponsored)).toBeGreaterThanOrEqual(6);
    expect(count((s) => s.weekly_deal)).toBeGreaterThanOrEqual(6);
    expect(count((s) => s.status === 'inactive')).toBe(3);
    expect(count((s) => s.status === 'draft')).toBe(2);
    // docs/adr/023: the Pena Palace tour, a boat trip and a family activity price children apart.
    expect(services.filter((s) => s.child_band && s.status === 'active').map((s) => s.slug)).toEqual(
      expect.arrayContaining(['sintra-pena-regaleira-tour', 'benagil-caves-boat-trip', 'sintra-horse-ride-family']),
    );
    expect(count((s) => s.free_cancellation)).toBeGreaterThan(services.length / 2);
    expect(new Set(services.filter((s) => s.free_cancellation).map((s) => s.cancellation_policy_hours))).toEqual(
      new Set([24, 48, 72]),
    );
  });

  it('group tours start at 4 people with tiers for 6 and 8', () => {
    const groupTours = services.filter((s) => s.kind === 'experience' && s.price_type === 'per_group');
    expect(groupTours.length).toBeGreaterThanOrEqual(3);
    for (const tour of groupTours) {
      expect([tour.slug, tour.max_capacity, tour.extra_prices[0]?.max_capacity]).toEqual([tour.slug, 4, 6]);
    }
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s is internally consistent', (_slug, s) => {
    // Money in integer cents; a discount is a lower price, never a higher one.
    expect(Number.isInteger(s.value_cents) && s.value_cents > 0).toBe(true);
    expect(Number.isInteger(s.value_discount_cents)).toBe(true);
    expect(s.value_discount_cents === 0 || (s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents)).toBe(
      true,
    );
    // Tiers (spec §5: quantity above maxCapacity takes the first tier whose maxCapacity suffices) must ascend.
    let previous = { max_capacity: s.max_capacity, value_cents: s.value_cents };
    for (const tier of s.extra_prices) {
      expect(tier.max_capacity).toBeGreaterThan(previous.max_capacity);
      expect(tier.value_cents).toBeGreaterThan(previous.value_cents);
      previous = tier;
    }
    // Spec §5: cancellation text shows only if free_cancellation and cancellation_policy are both above 0.
    expect(
      s.free_cancellation ? [24, 48, 72].includes(s.cancellation_policy_hours) : s.cancellation_policy_hours === 0,
    ).toBe(true);
    expect(s.start_times.every((t) => hhmm.test(t))).toBe(true);
    expect([...s.start_times].sort()).toEqual(s.start_times);
    expect(s.languages.length).toBeGreaterThan(0);
    expect(s.age_start).toBeLessThan(s.age_end);
    // docs/adr/023: a child band is cheaper than an adult, on a per-person price, inside the service's ages.
    if (s.child_band) {
      expect(s.price_type).toBe('per_person');
      expect(s.child_band.value_cents).toBeLessThan(s.value_discount_cents || s.value_cents);
      expect(s.child_band.age_end).toBeGreaterThanOrEqual(s.age_start);
      expect(s.child_band.age_end).toBeLessThan(s.age_end);
    }
    expect(s.daily_capacity).toBeGreaterThanOrEqual(8);
    expect(s.daily_capacity).toBeLessThanOrEqual(40);
    expect(s.daily_capacity).toBeGreaterThanOrEqual(s.max_capacity);
    expect(s.created_days_ago).toBeGreaterThanOrEqual(1);
    expect(s.created_days_ago).toBeLessThanOrEqual(120);
    expect(s.image_hue).toBeGreaterThanOrEqual(0);
    expect(s.image_hue).toBeLessThanOrEqual(359);
    expect(s.highlights.length).toBeGreaterThanOrEqual(3);
    expect(s.highlights.length).toBeLessThanOrEqual(4);
    for (const language of ['en', 'pt'] as const) {
      const n = sentences(s.description[language]);
      expect([language, n >= 3 && n <= 5]).toEqual([language, true]);
    }
    if (s.kind === 'gift_card') {
      expect(s.gift_card_values_cents?.length).toBeGreaterThanOrEqual(2);
      expect(s.value_cents).toBe(s.gift_card_values_cents?.[0]);
      expect(s.duration_minutes).toBe(0);
    } else {
      expect(s.gift_card_values_cents).toBeUndefined();
      expect(s.duration_minutes).toBeGreaterThan(0);
    }
  });
});

describe('seed catalogue: vehicles (spec §9 transfer pricing)', () => {
  it('has 12+ vehicles of every car type across 3+ companies', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(vehicles.map((v) => v.car_type))).toEqual(new Set(['sedan', 'executive', 'van', 'minibus']));
    expect(new Set(vehicles.map((v) => v.company)).size).toBeGreaterThanOrEqual(3);
    expect(vehicles.some((v) => v.value_discount_cents > 0)).toBe(true);
  });

  it('names a vehicle by make and model only: accessibility is a flag each page words in its language', () => {
    expect(vehicles.filter((v) => /wheelchair|accessib|\(/i.test(v.name)).map((v) => v.name)).toEqual([]);
    expect(vehicles.some((v) => v.accessibility)).toBe(true);
  });

  it.each(vehicles.map((v) => [`${v.company} ${v.name}`, v] as const))('%s is priced coherently', (_name, v) => {
    const ratio = v.roundback_value_cents / v.value_cents;
    expect(ratio).toBeGreaterThanOrEqual(1.7);
    expect(ratio).toBeLessThanOrEqual(1.9);
    expect(v.value_discount_cents === 0 || v.value_discount_cents < v.value_cents).toBe(true);
    for (const seat of [v.baby_seats_value_cents, v.child_seats_value_cents, v.booster_seats_value_cents]) {
      expect(seat).toBeGreaterThanOrEqual(500);
      expect(seat).toBeLessThanOrEqual(1000);
    }
    expect(v.free_cancelation ? v.free_cancelation_policy_hours > 0 : v.free_cancelation_policy_hours === 0).toBe(true);
    expect(v.districts.length).toBeGreaterThan(0);
  });
});

describe('seed catalogue: transfer locations and points of interest (spec §5 fixed town list, §9 fixed POIs)', () => {
  it('has about 110 towns: ~100 Portuguese across every district and ~10 Spanish', () => {
    expect(transferLocations.length).toBeGreaterThanOrEqual(100);
    expect(transferLocations.length).toBeLessThanOrEqual(120);
    const portuguese = transferLocations.filter((l) => l.country === 'pt');
    expect(portuguese.length).toBeGreaterThanOrEqual(90);
    expect(new Set(portuguese.map((l) => l.district))).toEqual(new Set(portugueseDistricts));
    const spanish = transferLocations.filter((l) => l.country === 'es').map((l) => l.name);
    expect(spanish.length).toBeGreaterThanOrEqual(8);
    expect(spanish).toEqual(
      expect.arrayContaining(['Sevilla', 'Badajoz', 'Vigo', 'Santiago de Compostela', 'Huelva', 'Ayamonte']),
    );
  });

  it('maps ids are stable, derived from country, district and name', () => {
    expect(transferLocations.find((l) => l.name === 'Cascais')?.maps_id).toBe('pt-lisboa-cascais');
    expect(transferLocations.every((l) => l.maps_id.startsWith(`${l.country}-`))).toBe(true);
  });

  it('has exactly the seven points of interest of spec §9 with their districts', () => {
    expect(pointsOfInterest.map((p) => [p.name.en, p.district])).toEqual([
      ['Lisbon Airport', 'Lisboa'],
      ['Lisbon Cruise Port', 'Lisboa'],
      ['Oriente Train Station', 'Lisboa'],
      ['Santa Apolónia Train Station', 'Lisboa'],
      ['Porto Airport', 'Porto'],
      ['Porto Campanhã Train Station', 'Porto'],
      ['Faro Airport', 'Faro'],
    ]);
  });
});

describe('seed catalogue: reviews (spec §9: default review language Portuguese)', () => {
  it('has 120+ reviews, mostly in Portuguese and mostly 4-5 stars, with a few low ones', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(120);
    expect(reviews.filter((r) => r.language === 'pt').length).toBeGreaterThan(reviews.length / 2);
    expect(reviews.filter((r) => r.stars >= 4).length).toBeGreaterThan(reviews.length * 0.75);
    expect(reviews.filter((r) => r.stars <= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('spreads over most active experiences and wellness services, with varied authors and 1-200 days ago', () => {
    const reviewable = services.filter(
      (s) => s.status === 'active' && (s.kind === 'experience' || s.kind === 'wellness'),
    );
    const reviewed = new Set(reviews.map((r) => r.service));
    expect(reviewable.filter((s) => !reviewed.has(s.slug)).map((s) => s.slug)).toEqual([]);
    expect(new Set(reviews.map((r) => r.author_country)).size).toBeGreaterThanOrEqual(8);
    expect(reviews.every((r) => r.days_ago >= 1 && r.days_ago <= 200 && /^[a-z]{2}$/.test(r.author_country))).toBe(
      true,
    );
    expect(duplicates(reviews.map((r) => r.text))).toEqual([]);
  });
});

describe('seed catalogue: events, restaurants, promo codes, roles, chatbot, demo accounts', () => {
  it('BOL has the 8 categories, 10 venues and 24+ events within the next 90 days', () => {
    expect(bolCategories.map((c) => c.slug)).toEqual([
      'concerts',
      'theatre',
      'fado',
      'festivals',
      'sports',
      'family',
      'comedy',
      'exhibitions',
    ]);
    expect(bolVenues).toHaveLength(10);
    expect(bolEvents.length).toBeGreaterThanOrEqual(24);
    expect(bolEvents.every((e) => e.starts_in_days >= 1 && e.starts_in_days <= 90 && hhmm.test(e.start_time))).toBe(
      true,
    );
    expect(bolCategories.filter((c) => !bolEvents.some((e) => e.category === c.slug))).toEqual([]);
  });

  it('has 18+ restaurants in Portugal and Spain with sane price levels and ratings', () => {
    expect(restaurants.length).toBeGreaterThanOrEqual(18);
    expect(new Set(restaurants.map((r) => r.country))).toEqual(new Set(['pt', 'es']));
    expect(
      restaurants.every((r) => r.rating >= 0 && r.rating <= 5 && Math.round(r.rating * 10) === r.rating * 10),
    ).toBe(true);
    expect(restaurants.every((r) => /^\d{9}$/.test(r.phone))).toBe(true);
  });

  it('every restaurant takes tables at its own slug, on the 5-minute grid, with a deposit or free (docs/adr/044)', () => {
    // A restaurant's page is the service at its slug: no other service or event may hold it.
    const taken = new Set([...services.map((s) => s.slug), ...bolEvents.map((e) => e.slug)]);
    expect(restaurants.filter((r) => taken.has(r.slug)).map((r) => r.slug)).toEqual([]);
    const rules = restaurants.map((r) => [r.slug, tableRules(r)] as const);
    const grid = /^([01]\d|2[0-3]):[0-5][05]$/;
    for (const [, rule] of rules) {
      expect(rule.hours.length).toBeGreaterThan(0);
      expect(rule.hours.every((h) => grid.test(h.opens) && grid.test(h.closes) && h.opens < h.closes)).toBe(true);
      expect(rule.slot_minutes % 5).toBe(0);
    }
    const of = (slug: string) => rules.find(([s]) => s === slug)?.[1];
    expect(of('belcanto')).toMatchObject({ confirmation: 'partner', deposit_cents: 2500 });
    expect(of('cervejaria-ramiro')).toMatchObject({ confirmation: 'instant', deposit_cents: 0 });
  });

  it('promo codes cover percent and fixed, expired, single-use, future and every status (spec §4)', () => {
    expect(promoCodes).toHaveLength(6);
    expect(new Set(promoCodes.map((p) => p.kind))).toEqual(new Set(['percent', 'fixed']));
    expect(promoCodes.some((p) => p.valid_to_days < 0)).toBe(true);
    expect(promoCodes.some((p) => p.valid_from_days > 0)).toBe(true);
    expect(promoCodes.some((p) => p.max_uses === 1)).toBe(true);
    expect(new Set(promoCodes.map((p) => p.status))).toEqual(new Set(['requested', 'assigned', 'used']));
    expect(promoCodes.every((p) => p.valid_from_days < p.valid_to_days)).toBe(true);
    expect(
      promoCodes.every((p) =>
        p.kind === 'percent' ? p.value >= 1 && p.value <= 100 : Number.isInteger(p.value) && p.value > 0,
      ),
    ).toBe(true);
  });

  it('has the four team roles', () => {
    expect(teamRoles.map((r) => r.role_name)).toEqual([
      'Administrator',
      'Bookings manager',
      'Content editor',
      'Driver',
    ]);
  });

  it('has one chatbot config per language with a greeting, a fallback and 6 FAQ pairs (spec §3)', () => {
    expect(chatbotConfigs.map((c) => c.language).sort()).toEqual(['en', 'pt']);
    for (const config of chatbotConfigs) {
      expect(config.greeting.trim()).not.toBe('');
      expect(config.fallback.trim()).not.toBe('');
      expect(config.faq).toHaveLength(6);
      expect(config.faq.every((f) => f.question.trim() && f.answer.trim())).toBe(true);
    }
  });

  it('has one demo login per role with password Demo1234! and partner owners with Partner1234!', () => {
    const byEmail = new Map(demoAccounts.map((a) => [a.email, a]));
    expect(byEmail.get('client@demo.pt')).toMatchObject({ user_type: 'CLIENT', password: 'Demo1234!' });
    expect(byEmail.get('partner@demo.pt')).toMatchObject({
      user_type: 'SUPPLIER',
      password: 'Demo1234!',
      company: companies[0]?.slug,
    });
    expect(byEmail.get('affiliate@demo.pt')).toMatchObject({ user_type: 'AFFILIATE', password: 'Demo1234!' });
    expect(byEmail.get('admin@demo.pt')).toMatchObject({ user_type: 'SUPER', password: 'Demo1234!' });
    const owners = demoAccounts.filter((a) => a.email !== 'partner@demo.pt' && a.user_type === 'SUPPLIER');
    expect(owners).toHaveLength(companies.length - 1);
    expect(owners.every((a) => a.password === 'Partner1234!')).toBe(true);
    expect(demoAccounts.every((a) => /^9[1236]\d{7}$/.test(a.phone))).toBe(true);
  });
});
