import type { SeedBolCategory, SeedBolEvent, SeedBolVenue } from './types';

// Events sold through BOL, the Portuguese online box office. Dates are days from "now" so the listing always shows
// the next three months. Line-ups are described by genre rather than by named artists, so the demo never announces
// a concert that is not happening.
export const bolCategories: SeedBolCategory[] = [
  { slug: 'concerts', name: { en: 'Concerts', pt: 'Concertos' } },
  { slug: 'theatre', name: { en: 'Theatre', pt: 'Teatro' } },
  { slug: 'fado', name: { en: 'Fado music', pt: 'Fado' } },
  { slug: 'festivals', name: { en: 'Festivals', pt: 'Festivais' } },
  { slug: 'sports', name: { en: 'Sports', pt: 'Desporto' } },
  { slug: 'family', name: { en: 'Family', pt: 'Família' } },
  { slug: 'comedy', name: { en: 'Comedy', pt: 'Comédia' } },
  { slug: 'exhibitions', name: { en: 'Exhibitions', pt: 'Exposições' } },
];

export const bolVenues: SeedBolVenue[] = [
  {
    slug: 'coliseu-dos-recreios',
    name: 'Coliseu dos Recreios',
    city: 'lisboa',
    address: 'Rua das Portas de Santo Antão 96, 1150-269 Lisboa',
    capacity: 4000,
  },
  {
    slug: 'altice-arena',
    name: 'Altice Arena',
    city: 'lisboa',
    address: 'Rossio dos Olivais, Parque das Nações, 1990-231 Lisboa',
    capacity: 20000,
  },
  {
    slug: 'teatro-nacional-d-maria-ii',
    name: 'Teatro Nacional D. Maria II',
    city: 'lisboa',
    address: 'Praça Dom Pedro IV, 1100-201 Lisboa',
    capacity: 750,
  },
  {
    slug: 'centro-cultural-de-belem',
    name: 'Centro Cultural de Belém',
    city: 'lisboa',
    address: 'Praça do Império, 1449-003 Lisboa',
    capacity: 1400,
  },
  {
    slug: 'estadio-da-luz',
    name: 'Estádio da Luz',
    city: 'lisboa',
    address: 'Avenida Eusébio da Silva Ferreira, 1500-313 Lisboa',
    capacity: 64642,
  },
  {
    slug: 'maat',
    name: 'MAAT – Museu de Arte, Arquitetura e Tecnologia',
    city: 'lisboa',
    address: 'Avenida Brasília, 1300-598 Lisboa',
    capacity: 1200,
  },
  {
    slug: 'casa-da-musica',
    name: 'Casa da Música',
    city: 'porto',
    address: 'Avenida da Boavista 604-610, 4149-071 Porto',
    capacity: 1300,
  },
  {
    slug: 'coliseu-porto',
    name: 'Coliseu Porto Ageas',
    city: 'porto',
    address: 'Rua de Passos Manuel 137, 4000-385 Porto',
    capacity: 3000,
  },
  {
    slug: 'estadio-do-dragao',
    name: 'Estádio do Dragão',
    city: 'porto',
    address: 'Via Futebol Clube do Porto, 4350-415 Porto',
    capacity: 50033,
  },
  {
    slug: 'teatro-das-figuras',
    name: 'Teatro das Figuras',
    city: 'faro',
    address: 'Horta das Figuras, Estrada Nacional 125, 8005-518 Faro',
    capacity: 780,
  },
];

const event = (e: SeedBolEvent): SeedBolEvent => e;

export const bolEvents: SeedBolEvent[] = [
  event({
    slug: 'noite-de-fado-coliseu',
    name: { en: 'A Night of Fado at the Coliseu', pt: 'Noite de Fado no Coliseu' },
    description: {
      en: 'Five fadistas from Alfama and Mouraria share the stage with Portuguese guitar masters for an evening of traditional and new fado.',
      pt: 'Cinco fadistas de Alfama e da Mouraria partilham o palco com mestres da guitarra portuguesa numa noite de fado tradicional e novo.',
    },
    category: 'fado',
    venue: 'coliseu-dos-recreios',
    starts_in_days: 6,
    start_time: '21:30',
    price_from_cents: 2500,
    image_hue: 350,
  }),
  event({
    slug: 'fado-ao-centro-ccb',
    name: { en: 'Fado at CCB: Voices of Coimbra', pt: 'Fado no CCB: Vozes de Coimbra' },
    description: {
      en: 'Coimbra fado is sung by men in student capes, and this concert brings its serenades to the CCB grand auditorium.',
      pt: 'O fado de Coimbra é cantado por homens de capa e batina, e este concerto traz as suas serenatas ao grande auditório do CCB.',
    },
    category: 'fado',
    venue: 'centro-cultural-de-belem',
    starts_in_days: 34,
    start_time: '21:00',
    price_from_cents: 1800,
    image_hue: 20,
  }),
  event({
    slug: 'fado-no-coliseu-porto',
    name: { en: 'Fado and Portuguese guitar in Porto', pt: 'Fado e guitarra portuguesa no Porto' },
    description: {
      en: 'An evening dedicated to the Portuguese guitar, with instrumental pieces and fado sung by a new generation of Porto voices.',
      pt: 'Uma noite dedicada à guitarra portuguesa, com peças instrumentais e fado cantado por uma nova geração de vozes do Porto.',
    },
    category: 'fado',
    venue: 'coliseu-porto',
    starts_in_days: 58,
    start_time: '21:30',
    price_from_cents: 2000,
    image_hue: 0,
  }),
  event({
    slug: 'orquestra-gulbenkian-ano-novo',
    name: { en: "New Year's concert: Viennese waltzes", pt: 'Concerto de Ano Novo: valsas de Viena' },
    description: {
      en: 'A symphony orchestra welcomes the new year with Strauss waltzes and polkas in the CCB grand auditorium.',
      pt: 'Uma orquestra sinfónica recebe o novo ano com valsas e polcas de Strauss no grande auditório do CCB.',
    },
    category: 'concerts',
    venue: 'centro-cultural-de-belem',
    starts_in_days: 42,
    start_time: '17:00',
    price_from_cents: 3000,
    image_hue: 45,
  }),
  event({
    slug: 'casa-da-musica-jazz-weekend',
    name: { en: 'Jazz weekend at Casa da Música', pt: 'Fim de semana de jazz na Casa da Música' },
    description: {
      en: "Three Portuguese jazz quartets and a big band fill Rem Koolhaas's concert hall for two nights of improvisation.",
      pt: 'Três quartetos de jazz portugueses e uma big band enchem a sala de Rem Koolhaas durante duas noites de improvisação.',
    },
    category: 'concerts',
    venue: 'casa-da-musica',
    starts_in_days: 13,
    start_time: '21:30',
    price_from_cents: 1500,
    image_hue: 230,
  }),
  event({
    slug: 'casa-da-musica-sinfonica-beethoven',
    name: { en: "Beethoven's Ninth Symphony", pt: 'Nona Sinfonia de Beethoven' },
    description: {
      en: 'The resident symphony orchestra and choir perform the Ninth, ending with the Ode to Joy in the Sala Suggia.',
      pt: 'A orquestra sinfónica e o coro residentes interpretam a Nona, terminando com a Ode à Alegria na Sala Suggia.',
    },
    category: 'concerts',
    venue: 'casa-da-musica',
    starts_in_days: 47,
    start_time: '18:00',
    price_from_cents: 2200,
    image_hue: 210,
  }),
  event({
    slug: 'altice-arena-pop-tour',
    name: { en: 'Portuguese pop arena tour', pt: 'Digressão de pop português nas arenas' },
    description: {
      en: "The biggest Portuguese pop acts of the year share one night in Lisbon's largest arena, with a full light show.",
      pt: 'Os maiores nomes da pop portuguesa do ano juntam-se numa noite na maior arena de Lisboa, com espetáculo de luzes completo.',
    },
    category: 'concerts',
    venue: 'altice-arena',
    starts_in_days: 20,
    start_time: '21:00',
    price_from_cents: 3500,
    image_hue: 300,
  }),
  event({
    slug: 'coliseu-rock-classics',
    name: { en: 'Rock classics orchestral night', pt: 'Clássicos do rock em versão orquestral' },
    description: {
      en: "A rock band and a 40-piece orchestra play the anthems of the 70s and 80s under the Coliseu's iron dome.",
      pt: 'Uma banda rock e uma orquestra de 40 músicos tocam os hinos dos anos 70 e 80 sob a cúpula de ferro do Coliseu.',
    },
    category: 'concerts',
    venue: 'coliseu-dos-recreios',
    starts_in_days: 71,
    start_time: '21:30',
    price_from_cents: 2800,
    image_hue: 10,
  }),
  event({
    slug: 'd-maria-ii-auto-da-barca',
    name: { en: 'Gil Vicente: The Ship of Hell', pt: 'Gil Vicente: Auto da Barca do Inferno' },
    description: {
      en: 'A new staging of the 16th-century classic every Portuguese student reads, performed with English surtitles.',
      pt: 'Uma nova encenação do clássico do século XVI que todos os estudantes portugueses leem, com legendas em inglês.',
    },
    category: 'theatre',
    venue: 'teatro-nacional-d-maria-ii',
    starts_in_days: 9,
    start_time: '19:00',
    price_from_cents: 1200,
    image_hue: 25,
  }),
  event({
    slug: 'd-maria-ii-frei-luis-de-sousa',
    name: { en: "Almeida Garrett's Brother Luís de Sousa", pt: 'Almeida Garrett: Frei Luís de Sousa' },
    description: {
      en: "Garrett's romantic tragedy about a husband believed dead at the battle of Alcácer Quibir, in the theatre that bears Queen Maria II's name.",
      pt: 'A tragédia romântica de Garrett sobre um marido dado como morto em Alcácer Quibir, no teatro com o nome da rainha D. Maria II.',
    },
    category: 'theatre',
    venue: 'teatro-nacional-d-maria-ii',
    starts_in_days: 38,
    start_time: '21:00',
    price_from_cents: 1200,
    image_hue: 280,
  }),
  event({
    slug: 'teatro-das-figuras-musical',
    name: { en: 'The Song of Lisbon: the musical', pt: 'A Canção de Lisboa: o musical' },
    description: {
      en: 'A stage musical inspired by the 1933 film comedy, with live band and songs everyone in Portugal knows by heart.',
      pt: 'Um musical inspirado na comédia cinematográfica de 1933, com banda ao vivo e canções que todos os portugueses sabem de cor.',
    },
    category: 'theatre',
    venue: 'teatro-das-figuras',
    starts_in_days: 27,
    start_time: '21:30',
    price_from_cents: 1600,
    image_hue: 55,
  }),
  event({
    slug: 'coliseu-porto-quebra-nozes',
    name: { en: 'The Nutcracker ballet', pt: 'O Quebra-Nozes, bailado' },
    description: {
      en: "Tchaikovsky's Christmas ballet with a full company and live orchestra, a December tradition at the Coliseu Porto.",
      pt: 'O bailado de Natal de Tchaikovsky com companhia completa e orquestra ao vivo, uma tradição de dezembro no Coliseu do Porto.',
    },
    category: 'theatre',
    venue: 'coliseu-porto',
    starts_in_days: 28,
    start_time: '16:00',
    price_from_cents: 2000,
    image_hue: 140,
  }),
  event({
    slug: 'liga-benfica-home-match',
    name: { en: 'Liga Portugal: SL Benfica home match', pt: 'Liga Portugal: jogo em casa do SL Benfica' },
    description: {
      en: 'A league match at the Estádio da Luz, the largest stadium in Portugal. The eagle Vitória flies before kick-off.',
      pt: 'Jogo do campeonato no Estádio da Luz, o maior estádio de Portugal. A águia Vitória voa antes do apito inicial.',
    },
    category: 'sports',
    venue: 'estadio-da-luz',
    starts_in_days: 11,
    start_time: '20:30',
    price_from_cents: 2500,
    image_hue: 0,
  }),
  event({
    slug: 'liga-fc-porto-home-match',
    name: { en: 'Liga Portugal: FC Porto home match', pt: 'Liga Portugal: jogo em casa do FC Porto' },
    description: {
      en: 'A league match at the Estádio do Dragão, with the Porto crowd singing from the first minute.',
      pt: 'Jogo do campeonato no Estádio do Dragão, com as bancadas do Porto a cantar desde o primeiro minuto.',
    },
    category: 'sports',
    venue: 'estadio-do-dragao',
    starts_in_days: 18,
    start_time: '20:15',
    price_from_cents: 2500,
    image_hue: 220,
  }),
  event({
    slug: 'dragao-stadium-tour-museum',
    name: { en: 'Dragão stadium tour and museum', pt: 'Visita ao Estádio do Dragão e museu' },
    description: {
      en: 'Walk through the dressing rooms and the tunnel onto the pitch, then see the European trophies in the club museum.',
      pt: 'Percorra os balneários e o túnel até ao relvado e veja os troféus europeus no museu do clube.',
    },
    category: 'sports',
    venue: 'estadio-do-dragao',
    starts_in_days: 3,
    start_time: '11:00',
    price_from_cents: 1500,
    image_hue: 215,
  }),
  event({
    slug: 'liga-benfica-second-home-match',
    name: { en: 'Liga Portugal: SL Benfica evening match', pt: 'Liga Portugal: SL Benfica em jogo noturno' },
    description: {
      en: 'An evening league fixture at the Luz. Tickets behind the goals are the most affordable and the loudest.',
      pt: 'Jogo noturno do campeonato na Luz. Os bilhetes atrás das balizas são os mais baratos e os mais barulhentos.',
    },
    category: 'sports',
    venue: 'estadio-da-luz',
    starts_in_days: 53,
    start_time: '21:15',
    price_from_cents: 2000,
    image_hue: 5,
  }),
  event({
    slug: 'altice-arena-ice-show',
    name: { en: 'Family ice show', pt: 'Espetáculo no gelo para famílias' },
    description: {
      en: 'Skaters bring fairy tales to life on an ice rink built inside the arena, with acrobatics and costumes for young audiences.',
      pt: 'Patinadores dão vida a contos de fadas numa pista de gelo montada dentro da arena, com acrobacias e guarda-roupa para os mais novos.',
    },
    category: 'family',
    venue: 'altice-arena',
    starts_in_days: 31,
    start_time: '15:00',
    price_from_cents: 1800,
    image_hue: 190,
  }),
  event({
    slug: 'coliseu-circo-de-natal',
    name: { en: 'Christmas circus at the Coliseu', pt: 'Circo de Natal no Coliseu' },
    description: {
      en: 'Every Christmas the Coliseu turns into a big top, with trapeze artists, clowns and jugglers from around the world.',
      pt: 'Todos os Natais o Coliseu transforma-se numa tenda de circo, com trapezistas, palhaços e malabaristas de todo o mundo.',
    },
    category: 'family',
    venue: 'coliseu-dos-recreios',
    starts_in_days: 25,
    start_time: '15:30',
    price_from_cents: 1200,
    image_hue: 15,
  }),
  event({
    slug: 'ccb-family-concert',
    name: { en: 'Concert for babies and toddlers', pt: 'Concerto para bebés' },
    description: {
      en: 'A short concert where babies crawl among the musicians, designed for children up to three and their parents.',
      pt: 'Um concerto curto em que os bebés gatinham entre os músicos, pensado para crianças até aos três anos e os seus pais.',
    },
    category: 'family',
    venue: 'centro-cultural-de-belem',
    starts_in_days: 15,
    start_time: '11:00',
    price_from_cents: 800,
    image_hue: 60,
  }),
  event({
    slug: 'stand-up-altice-arena',
    name: { en: 'Stand-up comedy gala', pt: 'Gala de stand-up comedy' },
    description: {
      en: "Portugal's best-known comedians in one night of stand-up, in Portuguese, with the arena set up as a theatre.",
      pt: 'Os humoristas mais conhecidos de Portugal numa noite de stand-up, em português, com a arena montada em formato de teatro.',
    },
    category: 'comedy',
    venue: 'altice-arena',
    starts_in_days: 44,
    start_time: '21:30',
    price_from_cents: 2500,
    image_hue: 50,
  }),
  event({
    slug: 'comedy-in-english-coliseu-porto',
    name: { en: 'Comedy in English: Porto edition', pt: 'Comédia em inglês: edição do Porto' },
    description: {
      en: 'International comedians living in Portugal joke about bureaucracy, bacalhau and learning the language.',
      pt: 'Humoristas estrangeiros a viver em Portugal brincam com a burocracia, o bacalhau e a aprendizagem da língua.',
    },
    category: 'comedy',
    venue: 'coliseu-porto',
    starts_in_days: 66,
    start_time: '21:30',
    price_from_cents: 1800,
    image_hue: 35,
  }),
  event({
    slug: 'teatro-das-figuras-comedy',
    name: { en: 'Stand-up night in Faro', pt: 'Noite de stand-up em Faro' },
    description: {
      en: 'Three Portuguese comedians on tour stop at the Teatro das Figuras for one night only.',
      pt: 'Três humoristas portugueses em digressão passam pelo Teatro das Figuras numa só noite.',
    },
    category: 'comedy',
    venue: 'teatro-das-figuras',
    starts_in_days: 80,
    start_time: '21:30',
    price_from_cents: 1500,
    image_hue: 40,
  }),
  event({
    slug: 'maat-light-and-river',
    name: { en: 'Exhibition: Light and the River', pt: 'Exposição: A Luz e o Rio' },
    description: {
      en: 'Immersive installations on the Tagus and its light, in the curved galleries of the MAAT on the Belém waterfront.',
      pt: 'Instalações imersivas sobre o Tejo e a sua luz, nas galerias curvas do MAAT, na frente ribeirinha de Belém.',
    },
    category: 'exhibitions',
    venue: 'maat',
    starts_in_days: 1,
    start_time: '10:00',
    price_from_cents: 1100,
    image_hue: 195,
  }),
  event({
    slug: 'maat-azulejo-now',
    name: { en: 'Exhibition: Azulejo Now', pt: 'Exposição: Azulejo Agora' },
    description: {
      en: 'Contemporary artists reinvent the Portuguese tile, from façades to digital projections.',
      pt: 'Artistas contemporâneos reinventam o azulejo português, das fachadas às projeções digitais.',
    },
    category: 'exhibitions',
    venue: 'maat',
    starts_in_days: 40,
    start_time: '10:00',
    price_from_cents: 1100,
    image_hue: 210,
  }),
  event({
    slug: 'ccb-architecture-exhibition',
    name: {
      en: 'Exhibition: Portuguese architecture since Siza',
      pt: 'Exposição: arquitetura portuguesa depois de Siza',
    },
    description: {
      en: 'Models, drawings and photographs of fifty years of Portuguese architecture, from Álvaro Siza to the new generation.',
      pt: 'Maquetas, desenhos e fotografias de cinquenta anos de arquitetura portuguesa, de Álvaro Siza à nova geração.',
    },
    category: 'exhibitions',
    venue: 'centro-cultural-de-belem',
    starts_in_days: 5,
    start_time: '10:00',
    price_from_cents: 900,
    image_hue: 100,
  }),
  event({
    slug: 'altice-arena-winter-festival',
    name: { en: 'Winter electronic music festival', pt: 'Festival de música eletrónica de inverno' },
    description: {
      en: 'Two stages and twelve DJs from Portugal and abroad from sunset to sunrise by the river in Parque das Nações.',
      pt: 'Dois palcos e doze DJs portugueses e estrangeiros, do pôr ao nascer do sol, junto ao rio no Parque das Nações.',
    },
    category: 'festivals',
    venue: 'altice-arena',
    starts_in_days: 61,
    start_time: '20:00',
    price_from_cents: 4500,
    image_hue: 270,
  }),
  event({
    slug: 'casa-da-musica-world-music-festival',
    name: { en: 'World music festival', pt: 'Festival de músicas do mundo' },
    description: {
      en: 'Three days of music from Cape Verde, Brazil, Angola and Portugal across every hall of the Casa da Música.',
      pt: 'Três dias de música de Cabo Verde, do Brasil, de Angola e de Portugal em todas as salas da Casa da Música.',
    },
    category: 'festivals',
    venue: 'casa-da-musica',
    starts_in_days: 76,
    start_time: '19:00',
    price_from_cents: 3500,
    image_hue: 30,
  }),
  event({
    slug: 'faro-carnival-festival',
    name: { en: 'Algarve carnival festival', pt: 'Festival de Carnaval do Algarve' },
    description: {
      en: 'Samba schools, brass bands and a masked ball close the Algarve carnival weekend at the Teatro das Figuras.',
      pt: 'Escolas de samba, fanfarras e um baile de máscaras encerram o fim de semana de Carnaval do Algarve no Teatro das Figuras.',
    },
    category: 'festivals',
    venue: 'teatro-das-figuras',
    starts_in_days: 88,
    start_time: '22:00',
    price_from_cents: 1500,
    image_hue: 320,
  }),
];

/** The partner company that sells every event's tickets, and the category its event pages are listed under. */
export const EVENTS_COMPANY = 'bilheteira-ao-vivo';
export const EVENTS_CATEGORY = 'shows-and-events';

/**
 * The ticket types of an event (docs/adr/043): general admission at the listed "from" price and a seated ticket above
 * it, for every event, so each page offers both kinds.
 */
export function eventTicketTypes(
  e: SeedBolEvent,
): { name: { en: string; pt: string }; seating: 'seated' | 'general'; price_cents: number }[] {
  return [
    { name: { en: 'General admission', pt: 'Entrada geral' }, seating: 'general', price_cents: e.price_from_cents },
    { name: { en: 'Stalls seat', pt: 'Lugar na plateia' }, seating: 'seated', price_cents: e.price_from_cents + 1500 },
  ];
}

/**
 * The sessions of an event: the listed night and the same time a week later, at the venue's capacity (at most 400
 * places sold here; the rest go through the box office). The Coliseu's fado also plays the night after, already sold
 * out at the box office, so a sold-out session shows on its page.
 */
export function eventSessions(
  e: SeedBolEvent,
  venueCapacity: number,
): { in_days: number; time: string; capacity: number; sold_out: boolean }[] {
  const capacity = Math.min(venueCapacity, 400);
  return [
    { in_days: e.starts_in_days, time: e.start_time, capacity, sold_out: false },
    ...(e.slug === 'noite-de-fado-coliseu'
      ? [{ in_days: e.starts_in_days + 1, time: e.start_time, capacity: 120, sold_out: true }]
      : []),
    { in_days: e.starts_in_days + 7, time: e.start_time, capacity, sold_out: false },
  ];
}
