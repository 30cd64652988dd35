import type { SeedChatbotConfig } from './types';

// One chatbot configuration per language (spec §3: "Chatbot config: one per language"). The answers describe
// the product's real rules: cancellation windows, MB WAY's 5-minute limit, transfer prices per vehicle.
export const chatbotConfigs: SeedChatbotConfig[] = [
  {
    language: 'en',
    greeting: 'Hello! I can help you with bookings, cancellations, payments, transfers, gift cards and points. What would you like to know?',
    fallback: 'Sorry, I did not understand that. You can rephrase your question, or send a message to the partner from your bookings page.',
    faq: [
      {
        question: 'How do I book an experience?',
        answer: 'Open the experience, choose the date, time and number of people, and add it to your cart. You can combine several services and pay for them in a single checkout.',
      },
      {
        question: 'Can I cancel my booking for free?',
        answer: 'If the service offers free cancellation, you can cancel at no cost until the number of hours shown on the service page before it starts (24, 48 or 72 hours). After that, or for services without free cancellation, the booking is not refundable.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer: 'You can pay by card, PayPal, MB WAY or cryptocurrency. With MB WAY you have 5 minutes to confirm the payment in the app on your phone.',
      },
      {
        question: 'How are transfer prices calculated?',
        answer: 'Transfers are priced per vehicle, not per person. A round trip has its own price, and baby, child and booster seats are added per seat and per journey.',
      },
      {
        question: 'How do gift cards work?',
        answer: 'Choose a value and pay; the recipient receives a code by e-mail. The code can be used at checkout on the partner\'s services, and any remaining balance stays on the card until it expires.',
      },
      {
        question: 'How do I earn and use points?',
        answer: 'You earn points with every completed booking. At checkout you can apply your points as a discount; you can see your balance in the Points area of your account.',
      },
    ],
  },
  {
    language: 'pt',
    greeting: 'Olá! Posso ajudar com reservas, cancelamentos, pagamentos, transfers, cartões-oferta e pontos. O que gostaria de saber?',
    fallback: 'Desculpe, não percebi. Pode reformular a pergunta ou enviar uma mensagem ao parceiro a partir da página das suas reservas.',
    faq: [
      {
        question: 'Como reservo uma experiência?',
        answer: 'Abra a experiência, escolha a data, a hora e o número de pessoas e adicione-a ao carrinho. Pode juntar vários serviços e pagá-los num único pagamento.',
      },
      {
        question: 'Posso cancelar a reserva gratuitamente?',
        answer: 'Se o serviço tiver cancelamento gratuito, pode cancelar sem custos até ao número de horas indicado na página do serviço antes do início (24, 48 ou 72 horas). Depois disso, ou nos serviços sem cancelamento gratuito, a reserva não é reembolsável.',
      },
      {
        question: 'Que métodos de pagamento aceitam?',
        answer: 'Pode pagar com cartão, PayPal, MB WAY ou criptomoeda. Com MB WAY tem 5 minutos para confirmar o pagamento na aplicação do telemóvel.',
      },
      {
        question: 'Como é calculado o preço dos transfers?',
        answer: 'Os transfers têm preço por veículo e não por pessoa. A ida e volta tem um preço próprio, e as cadeiras de bebé, de criança e os assentos elevatórios acrescem por cadeira e por viagem.',
      },
      {
        question: 'Como funcionam os cartões-oferta?',
        answer: 'Escolha um valor e pague; quem recebe recebe um código por e-mail. O código pode ser usado no pagamento dos serviços do parceiro, e o saldo que sobrar fica no cartão até expirar.',
      },
      {
        question: 'Como ganho e uso pontos?',
        answer: 'Ganha pontos com cada reserva concluída. No pagamento pode aplicar os seus pontos como desconto; o saldo está na área Pontos da sua conta.',
      },
    ],
  },
];
