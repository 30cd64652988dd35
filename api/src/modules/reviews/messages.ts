// Messages of customer reviews (issue 12 §3), in English and European Portuguese. Mounted under `reviews.*`.
export const reviewMessages = {
  en: {
    itemNotFound: 'This booked service does not exist or is not yours.',
    notCompleted: 'You can review a service once it has taken place.',
    alreadyReviewed: 'You have already reviewed this service.',
    starsInvalid: 'Choose from 1 to 5 stars.',
    textLength: 'Write between {{min}} and {{max}} characters.',
  },
  pt: {
    itemNotFound: 'Este serviço reservado não existe ou não é seu.',
    notCompleted: 'Pode avaliar um serviço depois de ele ter acontecido.',
    alreadyReviewed: 'Já avaliou este serviço.',
    starsInvalid: 'Escolha de 1 a 5 estrelas.',
    textLength: 'Escreva entre {{min}} e {{max}} caracteres.',
  },
} as const;
