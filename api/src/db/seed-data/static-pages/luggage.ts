import type { StaticPage } from './types';

export const luggage: StaticPage = {
  id: 'luggage',
  en: {
    title: 'Luggage and child seats',
    description:
      'How luggage pieces, baby seats, child seats and booster seats work when you book a transfer in Portugal on Roteiro.',
    lead: 'When you book a transfer, you tell us how many passengers, luggage pieces and child seats you need. The partner uses this information to send a suitable vehicle, so please make sure it is accurate.',
    sections: [
      {
        heading: 'Declaring your luggage',
        paragraphs: [
          'Enter the total number of luggage pieces for the whole group in the booking form, counting suitcases and large bags. Small items kept on your lap, such as a handbag or a laptop bag, do not need to be counted.',
          'For a round trip, the same number of passengers, seats and luggage pieces applies to the outward and the return journey. If the numbers will be different on the way back, tell the partner through Messages before travelling.',
        ],
      },
      {
        heading: 'Bulky and special items',
        paragraphs: [
          'Some items take more space than a suitcase. Mention them in the booking notes and confirm with the partner through Messages before your journey, so that a larger vehicle can be arranged if needed.',
        ],
        bullets: [
          'Bicycles, surfboards, golf bags and ski equipment.',
          'Pushchairs and prams.',
          'Wheelchairs and mobility aids; choose a vehicle with the accessibility features you need.',
          'Musical instruments and other fragile or oversized items.',
        ],
      },
      {
        heading: 'Baby, child and booster seats',
        paragraphs: [
          'You can add baby seats, child seats and booster seats to any transfer. All three start at zero, so add the ones you need for each child. Under Portuguese road rules, children under 12 years of age and less than 135 cm tall must travel in a child restraint suited to their size and weight.',
          'As a general guide, a baby seat suits infants, a child seat suits toddlers and young children, and a booster seat suits older children who are still too small for the adult seat belt alone. If you are unsure, send the age and weight of each child to the partner through Messages.',
        ],
      },
      {
        heading: 'How seats are priced',
        paragraphs: [
          'Each partner sets a price for every seat type, shown before you pay. A one-way transfer costs the vehicle price plus the seat extras. A round trip costs the vehicle’s round-trip price plus the seat extras twice, because the seats are fitted on both journeys.',
        ],
      },
      {
        heading: 'If your luggage does not fit',
        paragraphs: [
          'If you bring more passengers or luggage than you booked, the driver may not be able to carry everything safely. Any change must be agreed with the partner and may cost more or require a different vehicle. Updating your booking in advance through Messages avoids delays on the day.',
        ],
      },
    ],
  },
  pt: {
    title: 'Bagagem e cadeiras de criança',
    description:
      'Como funcionam a bagagem, as cadeiras de bebé, de criança e os assentos elevatórios ao reservar um transfer em Portugal no Roteiro.',
    lead: 'Ao reservar um transfer, indica o número de passageiros, de volumes de bagagem e de cadeiras de criança de que precisa. O parceiro usa esta informação para enviar um veículo adequado, por isso confirme que está correta.',
    sections: [
      {
        heading: 'Indicar a bagagem',
        paragraphs: [
          'Indique no formulário de reserva o número total de volumes de bagagem de todo o grupo, contando malas e sacos grandes. Objetos pequenos que leva ao colo, como uma mala de mão ou uma pasta de portátil, não precisam de ser contados.',
          'Numa viagem de ida e volta, o mesmo número de passageiros, cadeiras e volumes aplica-se à ida e ao regresso. Se os números forem diferentes no regresso, informe o parceiro através das Mensagens antes de viajar.',
        ],
      },
      {
        heading: 'Objetos volumosos e especiais',
        paragraphs: [
          'Alguns objetos ocupam mais espaço do que uma mala. Refira-os nas notas da reserva e confirme com o parceiro através das Mensagens antes da viagem, para que possa ser providenciado um veículo maior, se necessário.',
        ],
        bullets: [
          'Bicicletas, pranchas de surf, sacos de golfe e material de esqui.',
          'Carrinhos de bebé e alcofas.',
          'Cadeiras de rodas e ajudas de mobilidade; escolha um veículo com as características de acessibilidade de que precisa.',
          'Instrumentos musicais e outros objetos frágeis ou de grandes dimensões.',
        ],
      },
      {
        heading: 'Cadeiras de bebé, de criança e assentos elevatórios',
        paragraphs: [
          'Pode adicionar cadeiras de bebé, cadeiras de criança e assentos elevatórios a qualquer transfer. Os três começam a zero, por isso adicione os necessários para cada criança. Segundo as regras de trânsito portuguesas, as crianças com menos de 12 anos e menos de 135 cm de altura têm de viajar num sistema de retenção adequado à sua altura e peso.',
          'Como referência geral, a cadeira de bebé destina-se a recém-nascidos e bebés, a cadeira de criança a crianças pequenas e o assento elevatório a crianças mais velhas que ainda são pequenas para usar apenas o cinto de segurança de adulto. Em caso de dúvida, envie ao parceiro, através das Mensagens, a idade e o peso de cada criança.',
        ],
      },
      {
        heading: 'Como são calculados os preços das cadeiras',
        paragraphs: [
          'Cada parceiro define um preço para cada tipo de cadeira, apresentado antes do pagamento. Um transfer só de ida custa o preço do veículo mais os extras das cadeiras. Uma viagem de ida e volta custa o preço de ida e volta do veículo mais o dobro dos extras das cadeiras, porque as cadeiras são instaladas nas duas viagens.',
        ],
      },
      {
        heading: 'Se a bagagem não couber',
        paragraphs: [
          'Se levar mais passageiros ou bagagem do que reservou, o motorista pode não conseguir transportar tudo em segurança. Qualquer alteração tem de ser combinada com o parceiro e pode ter um custo adicional ou exigir outro veículo. Atualizar a reserva com antecedência através das Mensagens evita atrasos no dia.',
        ],
      },
    ],
  },
};
