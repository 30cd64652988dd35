import { defineService, type ServiceInput } from './define-service';
import type { SeedService } from './types';

// Gift cards are sold at the value the buyer picks (spec §9: gift card price = its value); `value_cents` is the
// smallest value so listings can say "from". They have no date, duration or cancellation window.
type GiftCardInput = Omit<
  ServiceInput,
  | 'kind'
  | 'category'
  | 'price_type'
  | 'max_capacity'
  | 'daily_capacity'
  | 'start_times'
  | 'duration_minutes'
  | 'value_cents'
> & { gift_card_values_cents: number[] };

function giftCard(input: GiftCardInput): SeedService {
  const values = [...input.gift_card_values_cents].sort((a, b) => a - b);
  return defineService({
    kind: 'gift_card',
    category: 'gift-cards',
    price_type: 'per_person',
    max_capacity: 1,
    daily_capacity: 40,
    start_times: [],
    duration_minutes: 0,
    free_cancellation: false,
    cancellation_policy_hours: 0,
    ...input,
    value_cents: values[0] ?? 0,
    gift_card_values_cents: values,
  });
}

export const giftCardServices: SeedService[] = [
  giftCard({
    slug: 'lisbon-experiences-gift-card',
    company: 'lisboa-autentica',
    city: 'lisboa',
    name: { en: 'Lisbon experiences gift card', pt: 'Cartão-oferta de experiências em Lisboa' },
    short_description: {
      en: 'Walking tours, fado nights or a pastel de nata class: they choose.',
      pt: 'Visitas a pé, noites de fado ou uma aula de pastéis de nata: quem recebe escolhe.',
    },
    description: {
      en: 'This card can be spent on any Lisboa Autêntica experience, from the Alfama walking tour to the Tagus sunset sail. The recipient receives an e-mail with a code and books the date that suits them. The card is valid for 12 months and any balance left after a booking stays on the card.',
      pt: 'Este cartão pode ser usado em qualquer experiência da Lisboa Autêntica, da visita a pé a Alfama ao pôr do sol de veleiro no Tejo. Quem recebe recebe um e-mail com um código e marca a data que lhe convém. O cartão é válido por 12 meses e o saldo que sobrar depois de uma reserva fica no cartão.',
    },
    highlights: [
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
      { en: 'Remaining balance stays on the card', pt: 'O saldo restante fica no cartão' },
      { en: 'Delivered instantly by e-mail', pt: 'Entregue de imediato por e-mail' },
    ],
    gift_card_values_cents: [2500, 5000, 10000],
    sponsored: true,
    created_days_ago: 109,
    image_hue: 0,
  }),
  giftCard({
    slug: 'porto-gift-card',
    company: 'porto-ribeira',
    city: 'porto',
    name: { en: 'Porto gift card', pt: 'Cartão-oferta Porto' },
    short_description: {
      en: 'River cruises, port tastings and food tours in Porto.',
      pt: 'Cruzeiros no rio, provas de vinho do Porto e roteiros gastronómicos no Porto.',
    },
    description: {
      en: 'Give a weekend in Porto its best moments: a six bridges cruise, a cellar tasting in Gaia or a francesinha food tour. The card works on every Ribeira Porto experience. It is valid for 12 months from the day of purchase.',
      pt: 'Ofereça os melhores momentos de um fim de semana no Porto: um cruzeiro das seis pontes, uma prova nas caves de Gaia ou um roteiro da francesinha. O cartão serve para todas as experiências da Ribeira Porto. É válido por 12 meses a partir da compra.',
    },
    highlights: [
      { en: 'Works on every Ribeira Porto experience', pt: 'Serve para todas as experiências da Ribeira Porto' },
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
      { en: 'Personal message included', pt: 'Inclui mensagem personalizada' },
    ],
    gift_card_values_cents: [2500, 5000, 10000],
    created_days_ago: 93,
    image_hue: 215,
  }),
  giftCard({
    slug: 'algarve-sea-gift-card',
    company: 'algarve-mar-e-terra',
    city: 'lagos',
    name: { en: 'Algarve sea adventures gift card', pt: 'Cartão-oferta aventuras no mar do Algarve' },
    short_description: {
      en: 'Benagil caves, dolphins, kayaks or a surf lesson.',
      pt: 'Grutas de Benagil, golfinhos, caiaque ou uma aula de surf.',
    },
    description: {
      en: 'For people who count the days until the summer holidays. The card covers every Algarve Mar e Terra boat trip, kayak tour and surf lesson, and even the airport transfer. It is valid for 18 months, so a winter gift still works for next summer.',
      pt: 'Para quem conta os dias até às férias de verão. O cartão cobre todos os passeios de barco, caiaque e aulas de surf da Algarve Mar e Terra, e até o transfer do aeroporto. É válido por 18 meses, para que uma prenda de inverno sirva no verão seguinte.',
    },
    highlights: [
      { en: 'Valid for 18 months', pt: 'Válido por 18 meses' },
      { en: 'Boat trips, kayak and surf', pt: 'Barco, caiaque e surf' },
      { en: 'Also covers airport transfers', pt: 'Também serve para transfers do aeroporto' },
    ],
    gift_card_values_cents: [3000, 6000, 12000],
    weekly_deal: true,
    created_days_ago: 87,
    image_hue: 185,
  }),
  giftCard({
    slug: 'sintra-gift-card',
    company: 'sintra-serra-aventura',
    city: 'sintra',
    name: { en: 'Sintra palaces and trails gift card', pt: 'Cartão-oferta palácios e trilhos de Sintra' },
    short_description: {
      en: 'A day among palaces, forests and Atlantic cliffs.',
      pt: 'Um dia entre palácios, florestas e falésias atlânticas.',
    },
    description: {
      en: 'Sintra is the day trip everyone takes from Lisbon, and this card makes it special. It can be used for the Pena and Regaleira tour, the e-bike ride, a coastal hike, a surf lesson or a forest yoga session. It is valid for 12 months.',
      pt: 'Sintra é a excursão que todos fazem a partir de Lisboa, e este cartão torna-a especial. Pode ser usado na visita à Pena e à Regaleira, no passeio de bicicleta elétrica, numa caminhada na costa, numa aula de surf ou numa sessão de yoga na floresta. É válido por 12 meses.',
    },
    highlights: [
      { en: 'Palaces, hikes, surf and yoga', pt: 'Palácios, caminhadas, surf e yoga' },
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
      { en: 'Printable PDF card', pt: 'Cartão em PDF para imprimir' },
    ],
    gift_card_values_cents: [3500, 7000, 14000],
    created_days_ago: 69,
    image_hue: 120,
  }),
  giftCard({
    slug: 'douro-wine-gift-card',
    company: 'quinta-vale-do-douro',
    city: 'pinhao',
    name: { en: 'Douro wine estate gift card', pt: 'Cartão-oferta quinta do Douro' },
    short_description: {
      en: 'Wine tours, the grape harvest or a vinotherapy ritual in Pinhão.',
      pt: 'Visitas vínicas, a vindima ou um ritual de vinoterapia no Pinhão.',
    },
    description: {
      en: 'The ideal present for wine lovers. The card can be spent on the Douro wine tour, a rabelo boat trip, the harvest day or the vinotherapy spa at Quinta do Vale do Douro. It is valid for 24 months, long enough to wait for the next harvest.',
      pt: 'A prenda ideal para quem gosta de vinho. O cartão pode ser usado na visita vínica, no passeio de rabelo, no dia de vindima ou no spa de vinoterapia da Quinta do Vale do Douro. É válido por 24 meses, tempo suficiente para esperar pela próxima vindima.',
    },
    highlights: [
      { en: 'Valid for 24 months', pt: 'Válido por 24 meses' },
      { en: 'Wine, river and spa', pt: 'Vinho, rio e spa' },
      { en: 'Gift box available at the quinta', pt: 'Caixa de oferta disponível na quinta' },
    ],
    gift_card_values_cents: [5000, 10000, 20000],
    sponsored: true,
    created_days_ago: 101,
    image_hue: 330,
  }),
  giftCard({
    slug: 'madeira-gift-card',
    company: 'madeira-levadas',
    city: 'funchal',
    name: { en: 'Madeira island gift card', pt: 'Cartão-oferta ilha da Madeira' },
    short_description: {
      en: 'Levadas, whales, jeep safaris and a spa day on the island of eternal spring.',
      pt: 'Levadas, baleias, safaris de jipe e um dia de spa na ilha da eterna primavera.',
    },
    description: {
      en: 'Madeira is good for a holiday in any month, and this card fits every plan. It covers the levada walks, the Arieiro sunrise, the whale catamaran, the jeep safari and the Funchal spa treatments. It is valid for 12 months.',
      pt: 'A Madeira é boa para férias em qualquer mês, e este cartão serve qualquer plano. Cobre as caminhadas nas levadas, o nascer do sol no Arieiro, o catamarã das baleias, o safari de jipe e os tratamentos de spa no Funchal. É válido por 12 meses.',
    },
    highlights: [
      { en: 'Hikes, sea and spa', pt: 'Caminhadas, mar e spa' },
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
      { en: 'Delivered instantly by e-mail', pt: 'Entregue de imediato por e-mail' },
    ],
    gift_card_values_cents: [2500, 5000, 10000, 20000],
    created_days_ago: 59,
    image_hue: 105,
  }),
  giftCard({
    slug: 'azores-nature-gift-card',
    company: 'acores-natura',
    city: 'ponta-delgada',
    name: { en: 'Azores nature gift card', pt: 'Cartão-oferta natureza nos Açores' },
    short_description: {
      en: 'Whales, crater lakes and hot springs on São Miguel.',
      pt: 'Baleias, lagoas vulcânicas e águas termais em São Miguel.',
    },
    description: {
      en: 'For the friend who already has everything, a morning with sperm whales is hard to beat. The card covers every Açores Natura experience, including the Terra Nostra thermal pool and the Furnas cozido day. It is valid for 18 months.',
      pt: 'Para o amigo que já tem tudo, uma manhã com cachalotes é difícil de superar. O cartão cobre todas as experiências da Açores Natura, incluindo a piscina termal do Terra Nostra e o dia do cozido nas Furnas. É válido por 18 meses.',
    },
    highlights: [
      { en: 'Valid for 18 months', pt: 'Válido por 18 meses' },
      { en: 'Whales, lakes and hot springs', pt: 'Baleias, lagoas e termas' },
      { en: 'Personal message included', pt: 'Inclui mensagem personalizada' },
    ],
    gift_card_values_cents: [3000, 6500, 13000],
    created_days_ago: 46,
    image_hue: 160,
  }),
  giftCard({
    slug: 'alentejo-spa-gift-card',
    company: 'alentejo-bem-estar',
    city: 'evora',
    name: { en: 'Alentejo spa and retreat gift card', pt: 'Cartão-oferta spa e retiro no Alentejo' },
    short_description: {
      en: 'Olive oil massages, hammam rituals and yoga weekends.',
      pt: 'Massagens com azeite, rituais de hammam e fins de semana de yoga.',
    },
    description: {
      en: 'Slow down in the Alentejo with a massage, a hammam ritual, a facial or a whole yoga weekend in Monsaraz. The card also works on the Évora and Monsaraz cultural visits. It is valid for 12 months and can be split across several bookings.',
      pt: 'Abrande no Alentejo com uma massagem, um ritual de hammam, um tratamento facial ou um fim de semana de yoga em Monsaraz. O cartão também serve para as visitas culturais a Évora e Monsaraz. É válido por 12 meses e pode ser dividido por várias reservas.',
    },
    highlights: [
      { en: 'Massage, hammam, facial or retreat', pt: 'Massagem, hammam, facial ou retiro' },
      { en: 'Can be split across bookings', pt: 'Pode ser dividido por várias reservas' },
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
    ],
    gift_card_values_cents: [5000, 10000, 25000],
    weekly_deal: true,
    created_days_ago: 32,
    image_hue: 45,
  }),
  giftCard({
    slug: 'airport-transfer-gift-card',
    company: 'tejo-transfers',
    city: 'lisboa',
    name: { en: 'Lisbon airport transfer gift card', pt: 'Cartão-oferta transfer do aeroporto de Lisboa' },
    short_description: {
      en: 'A driver waiting at arrivals: the gift for visiting family and friends.',
      pt: 'Um motorista à espera nas chegadas: a prenda para familiares e amigos que o visitam.',
    },
    description: {
      en: 'When family comes to visit, give them a stress-free arrival. The card pays for any Tejo Transfers ride, from the airport to Lisbon, Cascais or Sintra, or from the cruise port. It is valid for 12 months.',
      pt: 'Quando a família vem de visita, ofereça-lhe uma chegada sem stress. O cartão paga qualquer viagem da Tejo Transfers, do aeroporto para Lisboa, Cascais ou Sintra, ou a partir do terminal de cruzeiros. É válido por 12 meses.',
    },
    highlights: [
      { en: 'Any Tejo Transfers ride', pt: 'Qualquer viagem da Tejo Transfers' },
      { en: 'Valid for 12 months', pt: 'Válido por 12 meses' },
      { en: 'Delivered instantly by e-mail', pt: 'Entregue de imediato por e-mail' },
    ],
    gift_card_values_cents: [3500, 5500, 9000],
    created_days_ago: 8,
    image_hue: 240,
  }),
];
