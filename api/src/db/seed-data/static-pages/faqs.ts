import type { StaticPage } from './types';

export const faqs: StaticPage = {
  id: 'faqs',
  en: {
    title: 'Frequently asked questions',
    description:
      'Answers about booking, paying by card, PayPal, MB WAY or crypto, cancellations, transfers, luggage, gift cards and loyalty points.',
    lead: 'Find quick answers about booking, paying, cancelling, transfers, gift cards and loyalty points. If your question is not here, our support team answers through Messages in your account.',
    sections: [
      {
        heading: 'Before you ask',
        paragraphs: [
          'Most details about a specific booking, such as the meeting point, the exact pickup time or what to bring, are best answered by the partner who provides the service. You can message the partner from your bookings in your account.',
        ],
      },
    ],
    faqs: [
      {
        question: 'How do I make a booking?',
        answer:
          'Open the service, choose the date, time and number of people, and add it to your cart. You can add several services before checking out. At checkout, enter your billing details, add any notes for the partner, apply a promo code or points if you have them, and choose how to pay.',
      },
      {
        question: 'When is my booking confirmed?',
        answer:
          'After payment, each item in your order goes to the partner, who accepts or declines it. You can follow its status in Bookings in your account: waiting for payment, pending, confirmed, and later completed. If a partner declines an item, it moves to your cancelled bookings and the amount paid for it is refunded.',
      },
      {
        question: 'Which payment methods can I use?',
        answer:
          'You can pay by card, PayPal, MB WAY or crypto currency. All prices are shown in euros and include VAT. The method you choose applies to the whole order.',
      },
      {
        question: 'How does paying with MB WAY work?',
        answer:
          'Enter the Portuguese mobile number linked to your MB WAY account. A payment request is sent to the MB WAY app on your phone, and you have 5 minutes to approve it; a countdown is shown at checkout. If the time runs out, the payment is not taken and you can try again or choose another method.',
      },
      {
        question: 'Can I pay with crypto currency?',
        answer:
          'Yes. At checkout, choose crypto and select one of the currencies offered. You will see the amount to pay in that currency, calculated from the euro total, and any minimum amount that applies to the currency. Send the exact amount shown; the booking is processed once the payment is received.',
      },
      {
        question: 'Can I cancel my booking for free?',
        answer:
          'It depends on the service. Listings with free cancellation show a policy in hours, for example 24 hours. While the start time minus those hours is still in the future, cancel the item yourself in My bookings (Cancel): the amount paid for it is refunded in full the way you paid. After that moment, or if the listing does not offer free cancellation, My bookings no longer offers to cancel and the booking is not refundable unless the partner agrees otherwise (send them a message from your booking) or the law requires a refund.',
      },
      {
        question: 'How long does a refund take?',
        answer:
          'When the partner cancels a paid booking item, the refund starts automatically and goes to the payment method you used: points come back as points and gift card amounts go back to the gift card. The time it takes to show on your statement depends on your bank, card issuer or payment provider.',
      },
      {
        question: 'Where will my transfer driver pick me up?',
        answer:
          'You choose the pickup and drop-off points when booking, from a list of towns and fixed points of interest such as Lisbon Airport, Lisbon Cruise Port, Oriente and Santa Apolónia stations, Porto Airport, Porto Campanhã station and Faro Airport. The partner confirms the exact meeting point through Messages. For airport pickups, include your flight number in the notes.',
      },
      {
        question: 'How much luggage can I take on a transfer?',
        answer:
          'Enter the number of luggage pieces for your whole group when you book, so the partner can send a suitable vehicle. Mention bulky items such as bicycles, golf bags or pushchairs in the notes. Our Luggage and child seats page explains the rules in detail.',
        links: [{ label: 'Read about luggage and child seats', to: '/luggage' }],
      },
      {
        question: 'Can I request child seats for a transfer?',
        answer:
          'Yes. Add baby seats, child seats or booster seats in the booking form. Each seat has a price set by the partner, charged once for a one-way trip and twice for a round trip. In Portugal, children under 12 years old and under 135 cm tall must travel in a suitable child restraint.',
      },
      {
        question: 'What if my route is not listed?',
        answer:
          'Transfers can be booked between the towns and points of interest offered in the search. For another route or a special request, use the transfer quote request form and partners can send you an offer.',
      },
      {
        question: 'How do gift cards work?',
        answer:
          'You buy a gift card for a chosen amount, which is its price. The person who receives it can use it to pay for bookings until the expiry date shown on the card: a partner’s gift card pays for that partner’s services only, a Roteiro gift card for any service. If a booking costs less than the balance, the rest stays available for later bookings. Your gift cards and their balances are listed in Gift cards in your account.',
      },
      {
        question: 'How do loyalty points work?',
        answer:
          'You collect points on eligible bookings once they are completed. Your balance is shown in your account, and you can use points at checkout to reduce the price of a new booking. The full rules are in the points terms in your account.',
      },
      {
        question: 'Do I need an account to book?',
        answer:
          'An account lets you follow your bookings, collect and use points, keep your gift cards and message partners, for example to ask for a change or a cancellation. You can create one with your name, email and a password, and update your billing details at any time in your profile.',
      },
      {
        question: 'Can I use the site in Portuguese?',
        answer:
          'Yes. Roteiro is available in English and Portuguese. Use the language selector; we remember your choice on this device.',
      },
      {
        question: 'Can I change the date or time of my booking?',
        answer:
          'Send a message to the partner from your booking in your account. If the partner can accommodate the change, they will confirm it. If not, and free cancellation still applies, you can cancel the item yourself in My bookings, refunded in full, and book again.',
      },
      {
        question: 'Who provides the services I book?',
        answer:
          'Each service is provided by the partner company named on the listing. Roteiro runs the platform, takes payment on the partner’s behalf and supports you if something goes wrong.',
      },
      {
        question: 'How can my company sell on Roteiro?',
        answer:
          'Register your company on the Become a partner page in three steps: company and bank details, brand details, and account holder. Once you confirm your e-mail address you can sign in and prepare your services and, for transfer companies, vehicles in your dashboard; our team reviews each new company before its services go live on the site. Our page for businesses explains how the dashboard works.',
        links: [
          { label: 'Become a partner: register your company', to: '/be-a-partner' },
          { label: 'Read about Roteiro for business', to: '/business' },
        ],
      },
      {
        question: 'How do I make a complaint?',
        answer:
          'Contact our support team through Messages in your account and we will try to resolve the issue with the partner. You can also use the electronic complaints book (Livro de Reclamações) or a consumer dispute resolution entity, as described in our terms and conditions.',
      },
    ],
  },
  pt: {
    title: 'Perguntas frequentes',
    description:
      'Respostas sobre reservas, pagamento com cartão, PayPal, MB WAY ou cripto, cancelamentos, transfers, bagagem, cartões-oferta e pontos.',
    lead: 'Encontre respostas rápidas sobre reservas, pagamentos, cancelamentos, transfers, cartões-oferta e pontos de fidelização. Se a sua pergunta não estiver aqui, a nossa equipa de apoio responde através das Mensagens na sua conta.',
    sections: [
      {
        heading: 'Antes de perguntar',
        paragraphs: [
          'Muitos pormenores de uma reserva concreta, como o ponto de encontro, a hora exata de recolha ou o que levar, são mais bem esclarecidos pelo parceiro que presta o serviço. Pode enviar uma mensagem ao parceiro a partir das reservas na sua conta.',
        ],
      },
    ],
    faqs: [
      {
        question: 'Como faço uma reserva?',
        answer:
          'Abra o serviço, escolha a data, a hora e o número de pessoas e adicione-o ao carrinho. Pode adicionar vários serviços antes de finalizar. No checkout, introduza os dados de faturação, acrescente notas para o parceiro, aplique um código promocional ou pontos, se os tiver, e escolha como pagar.',
      },
      {
        question: 'Quando fica a minha reserva confirmada?',
        answer:
          'Depois do pagamento, cada item da encomenda segue para o parceiro, que o aceita ou recusa. Pode acompanhar o estado em Reservas, na sua conta: a aguardar pagamento, pendente, confirmada e, mais tarde, concluída. Se um parceiro recusar um item, este passa para as reservas canceladas e o valor pago é reembolsado.',
      },
      {
        question: 'Que meios de pagamento posso usar?',
        answer:
          'Pode pagar com cartão, PayPal, MB WAY ou criptomoeda. Todos os preços são apresentados em euros e incluem IVA. O meio escolhido aplica-se a toda a encomenda.',
      },
      {
        question: 'Como funciona o pagamento com MB WAY?',
        answer:
          'Introduza o número de telemóvel português associado à sua conta MB WAY. É enviado um pedido de pagamento para a aplicação MB WAY no telemóvel e tem 5 minutos para o aprovar; no checkout é apresentada uma contagem decrescente. Se o tempo terminar, o pagamento não é cobrado e pode tentar de novo ou escolher outro meio.',
      },
      {
        question: 'Posso pagar com criptomoeda?',
        answer:
          'Sim. No checkout, escolha cripto e selecione uma das moedas disponíveis. Verá o valor a pagar nessa moeda, calculado a partir do total em euros, e o montante mínimo aplicável a essa moeda. Envie exatamente o valor indicado; a reserva é processada quando o pagamento for recebido.',
      },
      {
        question: 'Posso cancelar a reserva sem custos?',
        answer:
          'Depende do serviço. Os anúncios com cancelamento gratuito indicam uma política em horas, por exemplo 24 horas. Enquanto a hora de início menos essas horas ainda estiver no futuro, cancele o item em As minhas reservas (Cancelar): o valor pago é reembolsado na totalidade pelo meio de pagamento utilizado. Depois desse momento, ou se o anúncio não oferecer cancelamento gratuito, As minhas reservas deixa de oferecer o cancelamento e a reserva não é reembolsável, salvo acordo do parceiro (envie-lhe uma mensagem a partir da reserva) ou quando a lei obrigue ao reembolso.',
      },
      {
        question: 'Quanto tempo demora um reembolso?',
        answer:
          'Quando o parceiro cancela um item de reserva pago, o reembolso é iniciado automaticamente e vai para o meio de pagamento utilizado: os pontos regressam como pontos e os valores de cartões-oferta regressam ao cartão. O tempo até aparecer no seu extrato depende do banco, do emissor do cartão ou do prestador de pagamentos.',
      },
      {
        question: 'Onde é que o motorista do transfer me vai buscar?',
        answer:
          'Escolhe os pontos de recolha e de chegada ao reservar, a partir de uma lista de localidades e de pontos de interesse fixos, como o Aeroporto de Lisboa, o Terminal de Cruzeiros de Lisboa, as estações do Oriente e de Santa Apolónia, o Aeroporto do Porto, a estação de Porto-Campanhã e o Aeroporto de Faro. O parceiro confirma o ponto de encontro exato através das Mensagens. Nas recolhas no aeroporto, indique o número do voo nas notas.',
      },
      {
        question: 'Quanta bagagem posso levar num transfer?',
        answer:
          'Indique ao reservar o número de volumes de bagagem de todo o grupo, para que o parceiro envie um veículo adequado. Refira nas notas objetos volumosos, como bicicletas, sacos de golfe ou carrinhos de bebé. A nossa página Bagagem e cadeiras de criança explica as regras em pormenor.',
        links: [{ label: 'Saber mais sobre bagagem e cadeiras de criança', to: '/luggage' }],
      },
      {
        question: 'Posso pedir cadeiras de criança para um transfer?',
        answer:
          'Sim. Adicione cadeiras de bebé, cadeiras de criança ou assentos elevatórios no formulário de reserva. Cada cadeira tem um preço definido pelo parceiro, cobrado uma vez numa viagem só de ida e duas vezes numa viagem de ida e volta. Em Portugal, as crianças com menos de 12 anos e menos de 135 cm de altura têm de viajar num sistema de retenção adequado.',
      },
      {
        question: 'E se o meu percurso não estiver disponível?',
        answer:
          'Os transfers podem ser reservados entre as localidades e os pontos de interesse disponíveis na pesquisa. Para outro percurso ou um pedido especial, use o formulário de pedido de orçamento de transfer e os parceiros poderão enviar-lhe uma proposta.',
      },
      {
        question: 'Como funcionam os cartões-oferta?',
        answer:
          'Compra um cartão-oferta com o valor escolhido, que é o seu preço. Quem o recebe pode usá-lo para pagar reservas até à data de validade indicada no cartão: o cartão-oferta de um parceiro paga apenas serviços desse parceiro, um cartão-oferta Roteiro paga qualquer serviço. Se uma reserva custar menos do que o saldo, o restante fica disponível para reservas futuras. Os seus cartões-oferta e respetivos saldos aparecem em Cartões-oferta, na sua conta.',
      },
      {
        question: 'Como funcionam os pontos de fidelização?',
        answer:
          'Acumula pontos nas reservas elegíveis depois de concluídas. O saldo aparece na sua conta e pode usar os pontos no checkout para reduzir o preço de uma nova reserva. As regras completas estão nos termos dos pontos, na sua conta.',
      },
      {
        question: 'Preciso de conta para reservar?',
        answer:
          'Uma conta permite-lhe acompanhar as reservas, acumular e usar pontos, guardar os cartões-oferta e enviar mensagens aos parceiros, por exemplo para pedir uma alteração ou um cancelamento. Pode criá-la com o seu nome, e-mail e uma palavra-passe, e atualizar os dados de faturação a qualquer momento no seu perfil.',
      },
      {
        question: 'Posso usar o site em inglês?',
        answer:
          'Sim. O Roteiro está disponível em português e em inglês. Use o seletor de idioma; guardamos a sua escolha neste dispositivo.',
      },
      {
        question: 'Posso alterar a data ou a hora da reserva?',
        answer:
          'Envie uma mensagem ao parceiro a partir da reserva na sua conta. Se o parceiro puder aceitar a alteração, irá confirmá-la. Caso contrário, e se o cancelamento gratuito ainda se aplicar, pode cancelar o item em As minhas reservas, com reembolso total, e reservar de novo.',
      },
      {
        question: 'Quem presta os serviços que reservo?',
        answer:
          'Cada serviço é prestado pela empresa parceira indicada no anúncio. O Roteiro gere a plataforma, recebe o pagamento por conta do parceiro e presta-lhe apoio se algo correr mal.',
      },
      {
        question: 'Como pode a minha empresa vender no Roteiro?',
        answer:
          'Registe a sua empresa na página Seja parceiro em três passos: dados da empresa e bancários, dados da marca e titular da conta. Depois de confirmar o seu endereço de e-mail, pode iniciar sessão e preparar os seus serviços e, no caso das empresas de transfers, veículos no painel; a nossa equipa analisa cada nova empresa antes de os seus serviços ficarem visíveis no site. A página Para empresas explica como funciona o painel.',
        links: [
          { label: 'Seja parceiro: registe a sua empresa', to: '/be-a-partner' },
          { label: 'Ler a página Para empresas', to: '/business' },
        ],
      },
      {
        question: 'Como apresento uma reclamação?',
        answer:
          'Contacte a nossa equipa de apoio através das Mensagens na sua conta e tentaremos resolver a questão com o parceiro. Pode também usar o Livro de Reclamações Eletrónico ou uma entidade de resolução alternativa de litígios de consumo, conforme descrito nos nossos termos e condições.',
      },
    ],
  },
};
