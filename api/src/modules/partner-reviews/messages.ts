// Messages of a partner's replies to reviews, in English and European Portuguese. Mounted under `reviews.*`.
export const partnerReviewMessages = {
  en: {
    alreadyAnswered: 'This review has already been answered.',
    reply: {
      notFound: 'This review does not exist or is not about one of your services.',
      required: 'Write your reply.',
      tooLong: 'Use at most {{max}} characters.',
    },
  },
  pt: {
    alreadyAnswered: 'Esta avaliação já tem resposta.',
    reply: {
      notFound: 'Esta avaliação não existe ou não é sobre um dos seus serviços.',
      required: 'Escreva a sua resposta.',
      tooLong: 'Use no máximo {{max}} caracteres.',
    },
  },
} as const;
