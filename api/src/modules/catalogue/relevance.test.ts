// The search's relevance set: what travellers type, in English and Portuguese, and the services they expect first, on
// the demo catalogue. A change to the ranking that moves one of these fails here. `top` lists the first results in
// order; `absent` services must not be found at all. One seeded database serves every query.
import type { PageOf, ServiceCard } from '@mp/shared/contracts';
import type { TestApp } from '../../../test/helpers';
import { getJson, seededApp } from './test-catalogue';

interface RelevanceCase {
  q: string;
  lang: 'en' | 'pt';
  top: string[];
  absent?: string[];
}

const PENA = 'sintra-pena-regaleira-tour';

const CASES: RelevanceCase[] = [
  // A place: the best of what is there, never what only mentions it (the Lisbon gift card that names Sintra).
  {
    q: 'Sintra',
    lang: 'en',
    top: [PENA, 'sintra-forest-yoga', 'cabo-da-roca-coastal-hike'],
    absent: ['airport-transfer-gift-card'],
  },
  { q: 'sintra', lang: 'pt', top: [PENA, 'sintra-forest-yoga'], absent: ['airport-transfer-gift-card'] },
  { q: 'SINTRA', lang: 'pt', top: [PENA], absent: ['airport-transfer-gift-card'] },
  // Typos in names.
  { q: 'Sinta', lang: 'en', top: [PENA, 'sintra-forest-yoga'], absent: ['airport-transfer-gift-card'] },
  { q: 'Sintar', lang: 'pt', top: [PENA] },
  { q: 'lisbn', lang: 'en', top: ['lisbon-mouraria-food-tour', 'lisbon-alfama-walking-tour'] },
  { q: 'lisbn food', lang: 'en', top: ['lisbon-mouraria-food-tour'] },
  // The English and the Portuguese name of a city find the same services.
  {
    q: 'Lisbon',
    lang: 'en',
    top: ['lisbon-mouraria-food-tour', 'lisbon-alfama-walking-tour', 'lisbon-fado-dinner-alfama'],
  },
  {
    q: 'Lisboa',
    lang: 'pt',
    top: ['lisbon-mouraria-food-tour', 'lisbon-alfama-walking-tour', 'lisbon-fado-dinner-alfama'],
  },
  {
    q: 'Oporto',
    lang: 'en',
    top: ['porto-port-wine-spa-ritual', 'porto-francesinha-food-tour', 'porto-historic-centre-walk'],
  },
  {
    q: 'Porto',
    lang: 'pt',
    top: ['porto-port-wine-spa-ritual', 'porto-francesinha-food-tour', 'porto-historic-centre-walk'],
    absent: ['benagil-caves-boat-trip'],
  },
  { q: 'Evora', lang: 'en', top: ['alentejo-cork-facial', 'alentejo-olive-oil-massage', 'evora-historic-centre-tour'] },
  { q: 'Évora', lang: 'pt', top: ['alentejo-cork-facial', 'alentejo-olive-oil-massage', 'evora-historic-centre-tour'] },
  // A region finds its cities' services.
  { q: 'Azores', lang: 'en', top: ['terra-nostra-thermal-pool', 'azores-whale-watching'] },
  { q: 'Açores', lang: 'pt', top: ['terra-nostra-thermal-pool', 'azores-whale-watching'] },
  { q: 'Madeira', lang: 'en', top: ['madeira-west-jeep-safari', 'levada-25-fontes-hike'] },
  // A title before a description, accents optional.
  { q: 'Pena Palace', lang: 'en', top: [PENA] },
  { q: 'Palácio da Pena', lang: 'pt', top: [PENA] },
  { q: 'palacio da pena', lang: 'pt', top: [PENA] },
  // The fado dinner, then the fado nights on sale (fado in their names), before the walk whose text mentions fado.
  {
    q: 'fado',
    lang: 'en',
    top: ['lisbon-fado-dinner-alfama', 'fado-no-coliseu-porto', 'fado-ao-centro-ccb', 'noite-de-fado-coliseu'],
  },
  { q: 'fado', lang: 'pt', top: ['lisbon-fado-dinner-alfama'] },
  { q: 'food tour', lang: 'en', top: ['lisbon-mouraria-food-tour', 'porto-francesinha-food-tour'] },
  {
    q: 'massage',
    lang: 'en',
    top: ['lisbon-hammam-and-massage', 'alentejo-olive-oil-massage', 'madeira-volcanic-stone-massage'],
  },
  {
    q: 'massagem',
    lang: 'pt',
    top: ['lisbon-hammam-and-massage', 'alentejo-olive-oil-massage', 'madeira-volcanic-stone-massage'],
  },
  {
    q: 'yoga',
    lang: 'en',
    top: ['sintra-forest-yoga', 'douro-sunrise-vineyard-yoga', 'monsaraz-yoga-retreat-weekend'],
  },
  {
    q: 'ioga',
    lang: 'pt',
    top: ['sintra-forest-yoga', 'douro-sunrise-vineyard-yoga', 'monsaraz-yoga-retreat-weekend'],
  },
  { q: 'whale watching', lang: 'en', top: ['azores-whale-watching'] },
  { q: 'baleias', lang: 'pt', top: ['azores-whale-watching', 'madeira-whale-dolphin-catamaran'] },
  { q: 'surf', lang: 'en', top: ['lagos-surf-lesson', 'guincho-surf-lesson'] },
  { q: 'surfe', lang: 'pt', top: ['lagos-surf-lesson', 'guincho-surf-lesson'] },
  { q: 'port wine', lang: 'en', top: ['porto-port-wine-spa-ritual', 'gaia-port-wine-cellars'] },
  { q: 'tuk-tuk', lang: 'pt', top: ['lisbon-tuk-tuk-seven-hills'] },
  { q: 'kayak', lang: 'en', top: ['ponta-da-piedade-kayak'] },
  { q: 'caiaque', lang: 'pt', top: ['ponta-da-piedade-kayak'] },
  { q: 'grutas de benagil', lang: 'pt', top: ['benagil-caves-boat-trip'] },
  { q: 'pastel de nata', lang: 'en', top: ['lisbon-pastel-de-nata-class'] },
  { q: 'pasteis de nata', lang: 'pt', top: ['lisbon-pastel-de-nata-class'] },
  { q: 'hammam', lang: 'en', top: ['lisbon-hammam-and-massage', 'evora-hammam-ritual'] },
  // Among equal matches a bookable transfer comes before a gift card.
  {
    q: 'airport transfer lisbon',
    lang: 'en',
    top: ['lisbon-cruise-port-transfer', 'lisbon-airport-private-transfer', 'airport-transfer-gift-card'],
  },
  { q: 'cartão-oferta porto', lang: 'pt', top: ['porto-gift-card'] },
];

describe('search relevance on the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds at least 30 queries in each language set', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(CASES.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(15);
    expect(CASES.filter((c) => c.lang === 'pt').length).toBeGreaterThanOrEqual(15);
  });

  it.each(CASES)('"$q" ($lang) ranks $top first', async ({ q, lang, top, absent = [] }) => {
    const res = await getJson<PageOf<ServiceCard>>(t, `/api/services?q=${encodeURIComponent(q)}&per_page=48`, {
      'accept-language': lang,
    });
    expect(res.status).toBe(200);
    const slugs = res.body.content.data.map((s) => s.slug);
    expect(slugs.slice(0, top.length)).toEqual(top);
    for (const slug of absent) expect(slugs).not.toContain(slug);
  });
});
