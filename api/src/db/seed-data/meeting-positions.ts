// Where the demo experiences' meeting points are on the map (WGS 84), by service slug: the service page and the
// voucher link them to a map application. A service not listed here has no map position.
export const MEETING_POSITIONS: Readonly<Record<string, { lat: number; lng: number }>> = {
  'lisbon-alfama-walking-tour': { lat: 38.70975, lng: -9.13345 }, // Sé de Lisboa
  'lisbon-tuk-tuk-seven-hills': { lat: 38.70836, lng: -9.13657 }, // Arco da Rua Augusta
  'lisbon-mouraria-food-tour': { lat: 38.72103, lng: -9.13533 }, // Largo do Intendente
  'belem-monuments-tour': { lat: 38.69562, lng: -9.20553 }, // Praça do Império
  'lisbon-pastel-de-nata-class': { lat: 38.70723, lng: -9.14549 }, // Rua de São Paulo, Cais do Sodré
  'lisbon-tagus-sunset-sailing': { lat: 38.70271, lng: -9.17825 }, // Doca de Santo Amaro
  'porto-historic-centre-walk': { lat: 41.14557, lng: -8.61058 }, // Estação de São Bento
  'porto-six-bridges-cruise': { lat: 41.14061, lng: -8.61234 }, // Cais da Ribeira
  'gaia-port-wine-cellars': { lat: 41.13737, lng: -8.61363 }, // Cais de Gaia
  'porto-francesinha-food-tour': { lat: 41.14905, lng: -8.60683 }, // Mercado do Bolhão
  'lagos-surf-lesson': { lat: 37.10845, lng: -8.67303 }, // Marina de Lagos
  'ria-formosa-islands-tour': { lat: 37.01613, lng: -7.93624 }, // Marina de Faro
  'sintra-pena-regaleira-tour': { lat: 38.79866, lng: -9.38609 }, // Estação de Sintra
  'cabo-da-roca-coastal-hike': { lat: 38.78045, lng: -9.49889 }, // Farol do Cabo da Roca
  'guincho-surf-lesson': { lat: 38.67806, lng: -9.33583 }, // Praia de Carcavelos
  'douro-valley-wine-tour': { lat: 41.19093, lng: -7.54581 }, // Estação do Pinhão
};
