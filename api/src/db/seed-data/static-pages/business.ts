import { CONTACT_EMAILS, mailto } from './contacts';
import type { StaticPage } from './types';

export const business: StaticPage = {
  id: 'business',
  en: {
    title: 'Roteiro for business',
    description:
      'List your transfers, experiences, wellness, restaurant or event services on Roteiro and reach customers booking in Portugal.',
    lead: 'If your company runs transfers, tours, activities, wellness treatments, restaurants or events in Portugal, Roteiro puts your services in front of customers who are ready to book, and gives you the tools to manage every booking.',
    sections: [
      {
        heading: 'Why partners join',
        paragraphs: [
          'We handle the storefront, the checkout and customer payments, so you can focus on delivering a great service.',
        ],
        bullets: [
          'Visibility to customers in English and Portuguese, on listings, category pages, search and featured selections.',
          'Customers pay in advance by card, PayPal, MB WAY or crypto currency; you do not collect payments at the door.',
          'You set your own prices, capacity, languages, age range and free cancellation policy.',
          'A dashboard for services, vehicles, team members, bookings, sales and reviews.',
          'Direct messages with customers to agree pickup points and other details.',
        ],
      },
      {
        heading: 'How listing works',
        paragraphs: [
          'Services are created with a guided form adapted to each category. You describe the service, add photos, set the duration, the price per person or per group, extra price tiers for larger groups, the maximum capacity, the languages offered and, if you wish, a free cancellation window in hours before the start time.',
          'New services can be saved as drafts, previewed and then published. You can switch any service between active and inactive at any time, for example during a seasonal break, without losing its details.',
        ],
      },
      {
        heading: 'Vehicles for transfer companies',
        paragraphs: [
          'Transfer partners add each vehicle type with its one-way price, its round-trip price, its accessibility features, the price of baby, child and booster seats and its free cancellation policy. Customers choose pickup and drop-off points, date, time, passengers, seats and luggage, and the price is calculated from your vehicle settings.',
        ],
      },
      {
        heading: 'Team members',
        paragraphs: [
          'Invite colleagues to your dashboard and give each one a role, so reservations, drivers and guides can be coordinated without sharing a single login.',
        ],
      },
      {
        heading: 'Managing bookings',
        paragraphs: [
          'Each booking arrives as a booking item in your dashboard, organised in three lists: new, accepted and archived. Archived items are split into completed and cancelled.',
          'Open a new item to see the date, the service, the customer details and any notes, then accept or decline it. Please answer promptly: the customer is waiting for your confirmation, and a declined item is refunded to the customer. The calendar view and the sales screen help you plan capacity and follow revenue.',
          'Customers cannot cancel a booking themselves: they ask for a change or a cancellation by sending you a message through Messages. When you cancel a paid booking item, the customer is refunded automatically to the original payment method; points go back as points and gift card amounts to the gift card. A cancellation asked for within your free cancellation window, while the start time minus the policy hours is still in the future, must be accepted and is refunded in full.',
        ],
      },
      {
        heading: 'Register in three steps',
        paragraphs: [
          'Registration takes a few minutes. Tell us whether you offer experiences, transfers or both, and then complete the three steps below. Confirm your e-mail address with the code we send and you are signed in: you can prepare your services in your dashboard at once, and they go live on the site once our team has reviewed your company.',
        ],
        bullets: [
          'Step 1, company details: legal business name, tax number, IBAN and BIC/SWIFT for payouts, number of employees, country, city, address and postcode.',
          'Step 2, brand: trade name shown to customers, a description of your company, your website and your logo.',
          'Step 3, account holder: first and last name, mobile phone, email address and a password for your dashboard.',
        ],
        links: [{ label: 'Become a partner: register your company', to: '/be-a-partner' }],
      },
      {
        heading: 'Talk to us',
        paragraphs: [
          `Have a question before you register? Write to our partnerships team at ${CONTACT_EMAILS.partners}. Registered partners can reach our support team through Messages in their dashboard.`,
        ],
        links: [{ label: `Email partnerships: ${CONTACT_EMAILS.partners}`, to: mailto(CONTACT_EMAILS.partners) }],
      },
    ],
  },
  pt: {
    title: 'O Roteiro para empresas',
    description:
      'Publique no Roteiro os seus transfers, experiências, bem-estar, restaurante ou eventos e chegue a clientes que reservam em Portugal.',
    lead: 'Se a sua empresa faz transfers, visitas, atividades, tratamentos de bem-estar, restauração ou eventos em Portugal, o Roteiro mostra os seus serviços a clientes prontos a reservar e dá-lhe as ferramentas para gerir cada reserva.',
    sections: [
      {
        heading: 'Porque é que os parceiros aderem',
        paragraphs: [
          'Tratamos da montra, do checkout e dos pagamentos dos clientes, para que se possa concentrar em prestar um ótimo serviço.',
        ],
        bullets: [
          'Visibilidade junto de clientes em português e em inglês, em anúncios, páginas de categoria, pesquisa e seleções em destaque.',
          'Os clientes pagam antecipadamente com cartão, PayPal, MB WAY ou criptomoeda; não tem de cobrar no local.',
          'Define os seus preços, a capacidade, os idiomas, a faixa etária e a política de cancelamento gratuito.',
          'Um painel para serviços, veículos, membros da equipa, reservas, vendas e avaliações.',
          'Mensagens diretas com os clientes para combinar pontos de recolha e outros pormenores.',
        ],
      },
      {
        heading: 'Como funciona a publicação',
        paragraphs: [
          'Os serviços são criados num formulário guiado, adaptado a cada categoria. Descreve o serviço, adiciona fotografias, define a duração, o preço por pessoa ou por grupo, escalões de preço para grupos maiores, a capacidade máxima, os idiomas disponíveis e, se quiser, um prazo de cancelamento gratuito em horas antes da hora de início.',
          'Os novos serviços podem ser guardados como rascunho, pré-visualizados e depois publicados. Pode alternar qualquer serviço entre ativo e inativo a qualquer momento, por exemplo durante uma pausa sazonal, sem perder os seus dados.',
        ],
      },
      {
        heading: 'Veículos para empresas de transfers',
        paragraphs: [
          'Os parceiros de transfers adicionam cada tipo de veículo com o preço de ida, o preço de ida e volta, as características de acessibilidade, o preço das cadeiras de bebé, de criança e dos assentos elevatórios e a política de cancelamento gratuito. O cliente escolhe os pontos de recolha e de chegada, a data, a hora, os passageiros, as cadeiras e a bagagem, e o preço é calculado a partir das definições do seu veículo.',
        ],
      },
      {
        heading: 'Membros da equipa',
        paragraphs: [
          'Convide colegas para o seu painel e atribua a cada um uma função, para coordenar reservas, motoristas e guias sem partilhar um único acesso.',
        ],
      },
      {
        heading: 'Gerir reservas',
        paragraphs: [
          'Cada reserva chega ao seu painel como um item de reserva, organizado em três listas: novos, aceites e arquivados. Os itens arquivados dividem-se em concluídos e cancelados.',
          'Abra um item novo para ver a data, o serviço, os dados do cliente e eventuais notas e, depois, aceite-o ou recuse-o. Responda com rapidez: o cliente aguarda a sua confirmação, e um item recusado é reembolsado ao cliente. A vista de calendário e o ecrã de vendas ajudam a planear a capacidade e a acompanhar a faturação.',
          'Os clientes não podem cancelar uma reserva por si: pedem uma alteração ou um cancelamento enviando-lhe uma mensagem através das Mensagens. Quando cancela um item de reserva pago, o cliente é reembolsado automaticamente no meio de pagamento original; os pontos regressam como pontos e os valores de cartões-oferta ao respetivo cartão. Um cancelamento pedido dentro do seu prazo de cancelamento gratuito, enquanto a hora de início menos as horas da política ainda estiver no futuro, tem de ser aceite e é reembolsado na totalidade.',
        ],
      },
      {
        heading: 'Registo em três passos',
        paragraphs: [
          'O registo demora poucos minutos. Indique se oferece experiências, transfers ou ambos e complete os três passos abaixo. Confirme o endereço de e-mail com o código que enviamos e inicia sessão: pode preparar os seus serviços no painel de imediato, e ficam visíveis no site depois de a nossa equipa analisar a sua empresa.',
        ],
        bullets: [
          'Passo 1, dados da empresa: denominação social, número de contribuinte, IBAN e BIC/SWIFT para os pagamentos, número de trabalhadores, país, cidade, morada e código postal.',
          'Passo 2, marca: nome comercial mostrado aos clientes, uma descrição da empresa, o seu website e o seu logótipo.',
          'Passo 3, titular da conta: nome próprio e apelido, telemóvel, endereço de email e uma palavra-passe para o painel.',
        ],
        links: [{ label: 'Seja parceiro: registe a sua empresa', to: '/be-a-partner' }],
      },
      {
        heading: 'Fale connosco',
        paragraphs: [
          `Tem alguma dúvida antes de se registar? Escreva à nossa equipa de parcerias para ${CONTACT_EMAILS.partners}. Os parceiros registados podem contactar a nossa equipa de apoio através das Mensagens no painel.`,
        ],
        links: [{ label: `Escrever às parcerias: ${CONTACT_EMAILS.partners}`, to: mailto(CONTACT_EMAILS.partners) }],
      },
    ],
  },
};
