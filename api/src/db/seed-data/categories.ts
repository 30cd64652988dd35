import type { SeedCategory } from './types';

export const categories: SeedCategory[] = [
  {
    slug: 'city-tours',
    kind: 'experience',
    name: { en: 'City tours', pt: 'Visitas à cidade' },
    description: {
      en: 'Walking, tuk-tuk and e-bike tours through historic neighbourhoods with local guides.',
      pt: 'Passeios a pé, de tuk-tuk e de bicicleta elétrica pelos bairros históricos, com guias locais.',
    },
  },
  {
    slug: 'boat-trips',
    kind: 'experience',
    name: { en: 'Boat trips', pt: 'Passeios de barco' },
    description: {
      en: 'River cruises, sea caves, dolphin and whale watching along the Portuguese coast and islands.',
      pt: 'Cruzeiros no rio, grutas marinhas e observação de golfinhos e baleias na costa e nas ilhas.',
    },
  },
  {
    slug: 'food-and-wine',
    kind: 'experience',
    name: { en: 'Food & wine', pt: 'Gastronomia e vinhos' },
    description: {
      en: 'Tastings, markets, cooking classes and cellar visits, from port wine to pastéis de nata.',
      pt: 'Provas, mercados, aulas de cozinha e visitas a caves, do vinho do Porto aos pastéis de nata.',
    },
  },
  {
    slug: 'surf-and-water-sports',
    kind: 'experience',
    name: { en: 'Surf & water sports', pt: 'Surf e desportos aquáticos' },
    description: {
      en: 'Surf lessons, kayaking, stand-up paddle and coasteering with certified instructors.',
      pt: 'Aulas de surf, caiaque, stand-up paddle e coasteering com instrutores certificados.',
    },
  },
  {
    slug: 'nature-and-hiking',
    kind: 'experience',
    name: { en: 'Nature & hiking', pt: 'Natureza e caminhadas' },
    description: {
      en: 'Guided hikes on levadas, cliffs, volcanic craters and vineyard trails.',
      pt: 'Caminhadas guiadas em levadas, falésias, crateras vulcânicas e trilhos entre vinhas.',
    },
  },
  {
    slug: 'culture-and-heritage',
    kind: 'experience',
    name: { en: 'Culture & heritage', pt: 'Cultura e património' },
    description: {
      en: 'Palaces, monasteries, Roman ruins and live fado, explained by people who know the stories.',
      pt: 'Palácios, mosteiros, ruínas romanas e fado ao vivo, contados por quem conhece as histórias.',
    },
  },
  {
    slug: 'day-trips',
    kind: 'experience',
    name: { en: 'Day trips', pt: 'Excursões de um dia' },
    description: {
      en: 'Full-day excursions with transport included, from Sintra and Cascais to the Douro and Minho.',
      pt: 'Excursões de dia inteiro com transporte incluído, de Sintra e Cascais ao Douro e ao Minho.',
    },
  },
  {
    slug: 'family-activities',
    kind: 'experience',
    name: { en: 'Family activities', pt: 'Atividades em família' },
    description: {
      en: 'Hands-on activities that children enjoy as much as their parents.',
      pt: 'Atividades práticas de que as crianças gostam tanto como os pais.',
    },
  },
  {
    slug: 'spa-and-massage',
    kind: 'wellness',
    name: { en: 'Spa & massage', pt: 'Spa e massagens' },
    description: {
      en: 'Massages, hammam rituals and spa days in hotels and independent studios.',
      pt: 'Massagens, rituais de hammam e dias de spa em hotéis e estúdios independentes.',
    },
  },
  {
    slug: 'yoga-and-retreats',
    kind: 'wellness',
    name: { en: 'Yoga & retreats', pt: 'Yoga e retiros' },
    description: {
      en: 'Yoga classes, meditation and weekend retreats in the countryside and by the sea.',
      pt: 'Aulas de yoga, meditação e retiros de fim de semana no campo e junto ao mar.',
    },
  },
  {
    slug: 'thermal-baths',
    kind: 'wellness',
    name: { en: 'Thermal baths', pt: 'Termas' },
    description: {
      en: 'Volcanic hot springs in the Azores and historic spa towns on the mainland.',
      pt: 'Nascentes vulcânicas nos Açores e estâncias termais históricas no continente.',
    },
  },
  {
    slug: 'beauty-treatments',
    kind: 'wellness',
    name: { en: 'Beauty treatments', pt: 'Tratamentos de beleza' },
    description: {
      en: 'Facials, body wraps and treatments made with Portuguese products such as olive oil and wine.',
      pt: 'Tratamentos faciais, envolvimentos corporais e cuidados com produtos portugueses como azeite e vinho.',
    },
  },
  {
    slug: 'airport-transfers',
    kind: 'transfer',
    name: { en: 'Airport transfers', pt: 'Transfers do aeroporto' },
    description: {
      en: 'Private cars that wait at arrivals with your name and take you straight to your door.',
      pt: 'Carros privados que esperam nas chegadas com o seu nome e o levam diretamente à porta.',
    },
  },
  {
    slug: 'private-transfers',
    kind: 'transfer',
    name: { en: 'Private transfers', pt: 'Transfers privados' },
    description: {
      en: 'Door-to-door rides between cities, stations, ports and hotels at a fixed price.',
      pt: 'Viagens porta a porta entre cidades, estações, portos e hotéis a preço fixo.',
    },
  },
  {
    slug: 'gift-cards',
    kind: 'gift_card',
    name: { en: 'Gift cards', pt: 'Cartões-oferta' },
    description: {
      en: 'Give an experience instead of a thing: the recipient chooses the date and the activity.',
      pt: 'Ofereça uma experiência em vez de um objeto: quem recebe escolhe a data e a atividade.',
    },
  },
  {
    slug: 'shows-and-events',
    kind: 'event',
    name: { en: 'Shows & events', pt: 'Espetáculos e eventos' },
    description: {
      en: 'Tickets to fado nights, concerts, theatre, festivals and games, for a dated session at the venue.',
      pt: 'Bilhetes para noites de fado, concertos, teatro, festivais e jogos, para uma sessão marcada na sala.',
    },
  },
  {
    slug: 'restaurant-tables',
    kind: 'restaurant',
    name: { en: 'Restaurant tables', pt: 'Mesas em restaurantes' },
    description: {
      en: 'A table at a restaurant of the guide for your party, at a time of its opening hours.',
      pt: 'Uma mesa num restaurante do guia para o seu grupo, a uma hora do horário de abertura.',
    },
  },
];
