import type { SeedRestaurant } from './types';

// Well-known restaurants in the demo's destinations (and a few in Spain, so restaurant-countries lists two).
// Ratings and phone numbers are illustrative demo values, not taken from a live source.
export const restaurants: SeedRestaurant[] = [
  {
    slug: 'cervejaria-ramiro',
    name: 'Cervejaria Ramiro',
    city: 'lisboa',
    country: 'pt',
    address: 'Avenida Almirante Reis 1, 1150-007 Lisboa',
    cuisine: { en: 'Seafood', pt: 'Marisqueira' },
    description: {
      en: "Lisbon's most famous seafood hall since 1956: garlic prawns, tiger prawns, crab and a steak sandwich to finish.",
      pt: 'A marisqueira mais famosa de Lisboa desde 1956: gambas à guilho, camarão tigre, sapateira e um prego no fim.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '218851024',
    image_hue: 10,
  },
  {
    slug: 'taberna-da-rua-das-flores',
    name: 'Taberna da Rua das Flores',
    city: 'lisboa',
    country: 'pt',
    address: 'Rua das Flores 103, 1200-194 Lisboa',
    cuisine: { en: 'Portuguese petiscos', pt: 'Petiscos portugueses' },
    description: {
      en: 'A tiny tavern in Chiado with a daily menu on a chalkboard, creative small plates and no reservations at dinner.',
      pt: 'Uma pequena taberna no Chiado com a ementa do dia no quadro, petiscos criativos e sem reservas ao jantar.',
    },
    price_level: 2,
    rating: 4.6,
    phone: '213479418',
    image_hue: 30,
  },
  {
    slug: 'o-velho-eurico',
    name: 'O Velho Eurico',
    city: 'lisboa',
    country: 'pt',
    address: 'Largo de São Cristóvão 3, 1100-179 Lisboa',
    cuisine: { en: 'Traditional tasca', pt: 'Tasca tradicional' },
    description: {
      en: 'A Mouraria tasca revived by young cooks, serving peixinhos da horta, pica-pau and the best rice pudding in the quarter.',
      pt: 'Uma tasca da Mouraria renovada por jovens cozinheiros, com peixinhos da horta, pica-pau e o melhor arroz-doce do bairro.',
    },
    price_level: 2,
    rating: 4.5,
    phone: '218861815',
    image_hue: 40,
  },
  {
    slug: 'belcanto',
    name: 'Belcanto',
    city: 'lisboa',
    country: 'pt',
    address: 'Rua Serpa Pinto 10A, 1200-445 Lisboa',
    cuisine: { en: 'Contemporary Portuguese fine dining', pt: 'Alta cozinha portuguesa contemporânea' },
    description: {
      en: "José Avillez's tasting menus reinterpret Portuguese classics in an intimate Chiado dining room.",
      pt: 'Os menus de degustação de José Avillez reinterpretam clássicos portugueses numa sala intimista do Chiado.',
    },
    price_level: 4,
    rating: 4.8,
    phone: '213420607',
    image_hue: 280,
  },
  {
    slug: 'casa-guedes',
    name: 'Casa Guedes',
    city: 'porto',
    country: 'pt',
    address: 'Praça dos Poveiros 130, 4000-393 Porto',
    cuisine: { en: 'Sandwiches and snacks', pt: 'Sandes e petiscos' },
    description: {
      en: "The place for Porto's roast pork sandwich, sliced to order and topped with Serra da Estrela cheese if you ask.",
      pt: 'A casa da sandes de pernil do Porto, fatiado na hora e com queijo da Serra da Estrela, se pedir.',
    },
    price_level: 1,
    rating: 4.5,
    phone: '222002874',
    image_hue: 25,
  },
  {
    slug: 'cafe-santiago',
    name: 'Café Santiago',
    city: 'porto',
    country: 'pt',
    address: 'Rua de Passos Manuel 226, 4000-382 Porto',
    cuisine: { en: 'Francesinha sandwiches', pt: 'Francesinhas' },
    description: {
      en: "A neighbourhood café that many locals swear serves the city's best francesinha, with a spicy sauce and crispy chips.",
      pt: 'Um café de bairro que muitos portuenses juram ter a melhor francesinha da cidade, com molho picante e batata frita estaladiça.',
    },
    price_level: 1,
    rating: 4.5,
    phone: '222055797',
    image_hue: 15,
  },
  {
    slug: 'cantinho-do-avillez-porto',
    name: 'Cantinho do Avillez',
    city: 'porto',
    country: 'pt',
    address: 'Rua Mouzinho da Silveira 166, 4050-416 Porto',
    cuisine: { en: 'Modern Portuguese', pt: 'Cozinha portuguesa moderna' },
    description: {
      en: 'Relaxed dishes with global touches a few steps from São Bento, from explosive olives to hazelnut dessert.',
      pt: 'Pratos descontraídos com toques do mundo a poucos passos de São Bento, das azeitonas explosivas à sobremesa de avelã.',
    },
    price_level: 3,
    rating: 4.5,
    phone: '223227879',
    image_hue: 200,
  },
  {
    slug: 'o-gaveto',
    name: 'O Gaveto',
    city: 'matosinhos',
    country: 'pt',
    address: 'Rua Roberto Ivens 826, 4450-249 Matosinhos',
    cuisine: { en: 'Fish and seafood', pt: 'Peixe e marisco' },
    description: {
      en: 'A Matosinhos institution where the fish comes from the harbour across the street and the seafood rice is legendary.',
      pt: 'Uma instituição de Matosinhos onde o peixe vem do porto do outro lado da rua e o arroz de marisco é lendário.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '229378796',
    image_hue: 190,
  },
  {
    slug: 'vila-joya',
    name: 'Vila Joya',
    city: 'albufeira',
    country: 'pt',
    address: 'Estrada da Galé, 8200-416 Albufeira',
    cuisine: { en: 'Fine dining', pt: 'Alta cozinha' },
    description: {
      en: 'A clifftop villa over Galé beach whose tasting menu has drawn food lovers to the Algarve for decades.',
      pt: 'Uma vila sobre a falésia da Praia da Galé cujo menu de degustação atrai apaixonados pela cozinha ao Algarve há décadas.',
    },
    price_level: 4,
    rating: 4.8,
    phone: '289591795',
    image_hue: 45,
  },
  {
    slug: 'dom-sebastiao-lagos',
    name: 'Dom Sebastião',
    city: 'lagos',
    country: 'pt',
    address: 'Rua 25 de Abril 20, 8600-763 Lagos',
    cuisine: { en: 'Algarve grill', pt: 'Grelhados algarvios' },
    description: {
      en: 'Grilled fish and cataplana in an old house in the centre of Lagos, with a long list of Portuguese wines.',
      pt: 'Peixe grelhado e cataplana numa casa antiga no centro de Lagos, com uma longa lista de vinhos portugueses.',
    },
    price_level: 2,
    rating: 4.4,
    phone: '282762795',
    image_hue: 35,
  },
  {
    slug: 'casa-do-polvo-tasquinha',
    name: 'Casa do Polvo Tasquinha',
    city: 'tavira',
    country: 'pt',
    address: 'Avenida Engenheiro Duarte Pacheco 8, 8800-545 Santa Luzia, Tavira',
    cuisine: { en: 'Octopus specialities', pt: 'Especialidades de polvo' },
    description: {
      en: 'In the octopus capital of Portugal, this tavern cooks it every way: grilled, in rice, in salad and as carpaccio.',
      pt: 'Na capital do polvo, esta tasquinha cozinha-o de todas as maneiras: grelhado, em arroz, em salada e em carpaccio.',
    },
    price_level: 2,
    rating: 4.5,
    phone: '281328527',
    image_hue: 330,
  },
  {
    slug: 'faz-gostos',
    name: 'Faz Gostos',
    city: 'faro',
    country: 'pt',
    address: 'Rua do Castelo 13, 8000-243 Faro',
    cuisine: { en: 'Portuguese and Mediterranean', pt: 'Portuguesa e mediterrânica' },
    description: {
      en: "Inside the walls of Faro's old town, a calm dining room with duck rice, fresh fish and Algarve wines.",
      pt: 'Dentro das muralhas da cidade velha de Faro, uma sala calma com arroz de pato, peixe fresco e vinhos do Algarve.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '289878422',
    image_hue: 50,
  },
  {
    slug: 'armazem-do-sal',
    name: 'Armazém do Sal',
    city: 'funchal',
    country: 'pt',
    address: 'Rua da Alfândega 135, 9000-059 Funchal',
    cuisine: { en: 'Madeiran and Portuguese', pt: 'Madeirense e portuguesa' },
    description: {
      en: 'A former salt warehouse from the 18th century serving black scabbard fish with passion fruit and espetada on bay-leaf skewers.',
      pt: 'Um antigo armazém de sal do século XVIII com peixe-espada-preto com maracujá e espetada em pau de louro.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '291241285',
    image_hue: 20,
  },
  {
    slug: 'il-gallo-d-oro',
    name: "Il Gallo d'Oro",
    city: 'funchal',
    country: 'pt',
    address: 'Estrada Monumental 147, 9000-100 Funchal',
    cuisine: { en: 'Fine dining', pt: 'Alta cozinha' },
    description: {
      en: 'Tasting menus built on Madeiran fish, fruit and vegetables, served on a terrace above the Atlantic.',
      pt: 'Menus de degustação feitos com peixe, fruta e legumes da Madeira, servidos num terraço sobre o Atlântico.',
    },
    price_level: 4,
    rating: 4.8,
    phone: '291710100',
    image_hue: 55,
  },
  {
    slug: 'fialho',
    name: 'Fialho',
    city: 'evora',
    country: 'pt',
    address: 'Travessa das Mascarenhas 16, 7000-557 Évora',
    cuisine: { en: 'Alentejo cuisine', pt: 'Cozinha alentejana' },
    description: {
      en: 'Since 1945 the reference for Alentejo cooking: black pork, partridge, açorda and a legendary dessert trolley.',
      pt: 'Desde 1945 a referência da cozinha alentejana: porco preto, perdiz, açorda e um carrinho de sobremesas lendário.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '266703079',
    image_hue: 40,
  },
  {
    slug: 'dom-joaquim',
    name: 'Dom Joaquim',
    city: 'evora',
    country: 'pt',
    address: 'Rua dos Penedos 6, 7000-537 Évora',
    cuisine: { en: 'Alentejo cuisine', pt: 'Cozinha alentejana' },
    description: {
      en: 'Stone walls, regional wines and generous plates of lamb stew and pork cheeks near the Roman Temple.',
      pt: 'Paredes de pedra, vinhos da região e pratos generosos de ensopado de borrego e bochechas de porco perto do Templo Romano.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '266731105',
    image_hue: 30,
  },
  {
    slug: 'el-rinconcillo',
    name: 'El Rinconcillo',
    city: 'sevilla',
    country: 'es',
    address: 'Calle Gerona 40, 41003 Sevilla',
    cuisine: { en: 'Andalusian tapas', pt: 'Tapas andaluzas' },
    description: {
      en: "Seville's oldest tapas bar, open since 1670, where the bill is still chalked on the wooden counter.",
      pt: 'O bar de tapas mais antigo de Sevilha, aberto desde 1670, onde a conta ainda é escrita a giz no balcão de madeira.',
    },
    price_level: 2,
    rating: 4.4,
    phone: '954223183',
    image_hue: 25,
  },
  {
    slug: 'casa-marcelo',
    name: 'Casa Marcelo',
    city: 'santiago-de-compostela',
    country: 'es',
    address: 'Rúa das Hortas 1, 15705 Santiago de Compostela',
    cuisine: { en: 'Galician fusion', pt: 'Fusão galega' },
    description: {
      en: 'A shared-table kitchen steps from the cathedral, mixing Galician produce with Japanese and Peruvian technique.',
      pt: 'Uma cozinha de mesa partilhada a poucos passos da catedral, que junta produto galego a técnicas japonesas e peruanas.',
    },
    price_level: 3,
    rating: 4.6,
    phone: '981558580',
    image_hue: 150,
  },
  {
    slug: 'sobrino-de-botin',
    name: 'Sobrino de Botín',
    city: 'madrid',
    country: 'es',
    address: 'Calle de Cuchilleros 17, 28005 Madrid',
    cuisine: { en: 'Castilian roasts', pt: 'Assados castelhanos' },
    description: {
      en: 'Founded in 1725 and known as the oldest restaurant in the world, famous for suckling pig roasted in a wood oven.',
      pt: 'Fundado em 1725 e conhecido como o restaurante mais antigo do mundo, famoso pelo leitão assado em forno de lenha.',
    },
    price_level: 3,
    rating: 4.5,
    phone: '913664217',
    image_hue: 15,
  },
  {
    slug: 'tasca-do-chico',
    name: 'Tasca do Chico',
    city: 'lisboa',
    country: 'pt',
    address: 'Rua do Diário de Notícias 39, 1200-141 Lisboa',
    cuisine: { en: 'Fado vadio and petiscos', pt: 'Fado vadio e petiscos' },
    description: {
      en: 'A Bairro Alto bar where anyone can sing fado on Monday and Wednesday nights, over chouriço and a glass of wine.',
      pt: 'Um bar do Bairro Alto onde qualquer pessoa pode cantar fado às segundas e quartas, entre chouriço e um copo de vinho.',
    },
    price_level: 1,
    rating: 4.4,
    phone: '961339696',
    image_hue: 345,
  },
];

/** The partner company that takes every listed restaurant's table requests, and the category of their pages. */
export const RESTAURANTS_COMPANY = 'mesa-reservas';
export const RESTAURANTS_CATEGORY = 'restaurant-tables';

export interface SeedTableRules {
  /** Per person; 0: a free booking. */
  deposit_cents: number;
  confirmation: 'partner' | 'instant';
  slot_minutes: number;
  covers_per_slot: number;
  max_party: number;
  /** Per weekday (0 Sunday … 6 Saturday): openings, HH:MM on the 5-minute grid; a weekday left out is closed. */
  hours: { weekday: number; opens: string; closes: string }[];
}

const LUNCH_AND_DINNER = (days: number[]) =>
  days.flatMap((weekday) => [
    { weekday, opens: '12:00', closes: '15:00' },
    { weekday, opens: '19:00', closes: '23:00' },
  ]);

/**
 * How each listed restaurant takes tables (docs/adr/044). Fine dining (€€€€) asks a deposit and answers each request;
 * €€€ answers requests for free; the tascas and snack bars confirm at once for free. Belcanto (a €25 deposit per
 * person, answered by the restaurant) and Cervejaria Ramiro (free, confirmed at once) are the two the demo shows.
 */
export function tableRules(r: SeedRestaurant): SeedTableRules {
  if (r.slug === 'belcanto')
    return {
      deposit_cents: 2500,
      confirmation: 'partner',
      slot_minutes: 30,
      covers_per_slot: 12,
      max_party: 8,
      hours: [2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '19:00', closes: '22:30' })),
    };
  if (r.slug === 'cervejaria-ramiro')
    return {
      deposit_cents: 0,
      confirmation: 'instant',
      slot_minutes: 15,
      covers_per_slot: 40,
      max_party: 12,
      hours: [0, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '12:00', closes: '23:30' })),
    };
  const days = [1, 2, 3, 4, 5, 6];
  if (r.price_level === 4)
    return {
      deposit_cents: 2500,
      confirmation: 'partner',
      slot_minutes: 30,
      covers_per_slot: 12,
      max_party: 8,
      hours: LUNCH_AND_DINNER(days),
    };
  if (r.price_level === 3)
    return {
      deposit_cents: 0,
      confirmation: 'partner',
      slot_minutes: 30,
      covers_per_slot: 20,
      max_party: 10,
      hours: LUNCH_AND_DINNER(days),
    };
  return {
    deposit_cents: 0,
    confirmation: 'instant',
    slot_minutes: 30,
    covers_per_slot: 16,
    max_party: 8,
    hours: LUNCH_AND_DINNER(days),
  };
}
