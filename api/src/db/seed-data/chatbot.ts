import type { SeedChatbotConfig } from './types';

// One chatbot configuration per language (spec §3: "Chatbot config: one per language"). The questions and answers
// are the storefront FAQ page's own (mf-catalogue static-pages/content/faqs.ts), so the bot says what the site says:
// a customer cancels for free only while the listing's free-cancellation window is open; otherwise a cancellation
// is asked of the partner.
export const chatbotConfigs: SeedChatbotConfig[] = [
  {
    language: 'en',
    greeting:
      'Hello! I can answer questions about booking, paying, cancelling, refunds, gift cards and loyalty points. What would you like to know?',
    fallback: 'Sorry, I do not have an answer to that. Try asking in other words, or talk to our team.',
    faq: [
      {
        question: 'How do I make a booking?',
        answer:
          'Open the service, choose the date, time and number of people, and add it to your cart. You can add several services before checking out. At checkout, enter your billing details, add any notes for the partner, apply a promo code or points if you have them, and choose how to pay.',
      },
      {
        question: 'Can I cancel my booking for free?',
        answer:
          'It depends on the service. Listings with free cancellation show a policy in hours, for example 24 hours. While the start time minus those hours is still in the future, cancel the item yourself in My bookings (Cancel): the amount paid for it is refunded in full the way you paid. After that moment, or if the listing does not offer free cancellation, My bookings no longer offers to cancel and the booking is not refundable unless the partner agrees otherwise (send them a message from your booking) or the law requires a refund.',
      },
      {
        question: 'Which payment methods can I use?',
        answer:
          'You can pay by card, PayPal, MB WAY or crypto currency. All prices are shown in euros and include VAT. The method you choose applies to the whole order.',
      },
      {
        question: 'How long does a refund take?',
        answer:
          'When the partner cancels a paid booking item, the refund starts automatically and goes to the payment method you used: points come back as points and gift card amounts go back to the gift card. The time it takes to show on your statement depends on your bank, card issuer or payment provider.',
      },
      {
        question: 'How do gift cards work?',
        answer:
          'You buy a gift card for a chosen amount, which is its price. The person who receives it can use it to pay for bookings until the expiry date shown on the card. If a booking costs less than the balance, the rest stays available for later bookings. Your gift cards and their balances are listed in Gift cards in your account.',
      },
      {
        question: 'How do loyalty points work?',
        answer:
          'You collect points on eligible bookings once they are completed. Your balance is shown in your account, and you can use points at checkout to reduce the price of a new booking. The full rules are in the points terms in your account.',
      },
    ],
  },
  {
    language: 'pt',
    greeting:
      'Olá! Posso responder a perguntas sobre reservas, pagamentos, cancelamentos, reembolsos, cartões-oferta e pontos de fidelização. O que gostaria de saber?',
    fallback:
      'Lamentamos, não temos resposta para isso. Experimente perguntar por outras palavras ou fale com a nossa equipa.',
    faq: [
      {
        question: 'Como faço uma reserva?',
        answer:
          'Abra o serviço, escolha a data, a hora e o número de pessoas e adicione-o ao carrinho. Pode adicionar vários serviços antes de finalizar. No checkout, introduza os dados de faturação, acrescente notas para o parceiro, aplique um código promocional ou pontos, se os tiver, e escolha como pagar.',
      },
      {
        question: 'Posso cancelar a reserva sem custos?',
        answer:
          'Depende do serviço. Os anúncios com cancelamento gratuito indicam uma política em horas, por exemplo 24 horas. Enquanto a hora de início menos essas horas ainda estiver no futuro, cancele o item em As minhas reservas (Cancelar): o valor pago é reembolsado na totalidade pelo meio de pagamento utilizado. Depois desse momento, ou se o anúncio não oferecer cancelamento gratuito, As minhas reservas deixa de oferecer o cancelamento e a reserva não é reembolsável, salvo acordo do parceiro (envie-lhe uma mensagem a partir da reserva) ou quando a lei obrigue ao reembolso.',
      },
      {
        question: 'Que meios de pagamento posso usar?',
        answer:
          'Pode pagar com cartão, PayPal, MB WAY ou criptomoeda. Todos os preços são apresentados em euros e incluem IVA. O meio escolhido aplica-se a toda a encomenda.',
      },
      {
        question: 'Quanto tempo demora um reembolso?',
        answer:
          'Quando o parceiro cancela um item de reserva pago, o reembolso é iniciado automaticamente e vai para o meio de pagamento utilizado: os pontos regressam como pontos e os valores de cartões-oferta regressam ao cartão. O tempo até aparecer no seu extrato depende do banco, do emissor do cartão ou do prestador de pagamentos.',
      },
      {
        question: 'Como funcionam os cartões-oferta?',
        answer:
          'Compra um cartão-oferta com o valor escolhido, que é o seu preço. Quem o recebe pode usá-lo para pagar reservas até à data de validade indicada no cartão. Se uma reserva custar menos do que o saldo, o restante fica disponível para reservas futuras. Os seus cartões-oferta e respetivos saldos aparecem em Cartões-oferta, na sua conta.',
      },
      {
        question: 'Como funcionam os pontos de fidelização?',
        answer:
          'Acumula pontos nas reservas elegíveis depois de concluídas. O saldo aparece na sua conta e pode usar os pontos no checkout para reduzir o preço de uma nova reserva. As regras completas estão nos termos dos pontos, na sua conta.',
      },
    ],
  },
];
