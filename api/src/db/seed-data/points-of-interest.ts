import type { SeedPointOfInterest } from './types';

// Exactly the seven fixed points of interest of spec §9. Their maps ids share the `pt-<district>-…` scheme of the
// transfer towns so a pickup can be either kind of place.
export const pointsOfInterest: SeedPointOfInterest[] = [
  {
    slug: 'lisbon-airport',
    name: { en: 'Lisbon Airport', pt: 'Aeroporto de Lisboa' },
    city: 'lisboa',
    district: 'Lisboa',
    maps_id: 'pt-lisboa-poi-lisbon-airport',
    lat: 38.7742,
    lng: -9.1342,
  },
  {
    slug: 'lisbon-cruise-port',
    name: { en: 'Lisbon Cruise Port', pt: 'Terminal de Cruzeiros de Lisboa' },
    city: 'lisboa',
    district: 'Lisboa',
    maps_id: 'pt-lisboa-poi-lisbon-cruise-port',
    lat: 38.7114,
    lng: -9.1232,
  },
  {
    slug: 'oriente-train-station',
    name: { en: 'Oriente Train Station', pt: 'Estação do Oriente' },
    city: 'lisboa',
    district: 'Lisboa',
    maps_id: 'pt-lisboa-poi-oriente-train-station',
    lat: 38.7679,
    lng: -9.0993,
  },
  {
    slug: 'santa-apolonia-train-station',
    name: { en: 'Santa Apolónia Train Station', pt: 'Estação de Santa Apolónia' },
    city: 'lisboa',
    district: 'Lisboa',
    maps_id: 'pt-lisboa-poi-santa-apolonia-train-station',
    lat: 38.7137,
    lng: -9.1226,
  },
  {
    slug: 'porto-airport',
    name: { en: 'Porto Airport', pt: 'Aeroporto do Porto' },
    city: 'porto',
    district: 'Porto',
    maps_id: 'pt-porto-poi-porto-airport',
    lat: 41.2481,
    lng: -8.6814,
  },
  {
    slug: 'porto-campanha-train-station',
    name: { en: 'Porto Campanhã Train Station', pt: 'Estação de Porto-Campanhã' },
    city: 'porto',
    district: 'Porto',
    maps_id: 'pt-porto-poi-porto-campanha-train-station',
    lat: 41.1486,
    lng: -8.5856,
  },
  {
    slug: 'faro-airport',
    name: { en: 'Faro Airport', pt: 'Aeroporto de Faro' },
    city: 'faro',
    district: 'Faro',
    maps_id: 'pt-faro-poi-faro-airport',
    lat: 37.0144,
    lng: -7.9659,
  },
];
