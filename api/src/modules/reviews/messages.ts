// Messages of customer reviews (issue 12 §3), in English and European Portuguese. Mounted under `reviews.*`.
export const reviewMessages = {
  en: {
    itemNotFound: 'This booked service does not exist or is not yours.',
    notCompleted: 'You can review a service once it has taken place.',
    alreadyReviewed: 'You have already reviewed this service.',
    giftCard: 'A gift card is not reviewed: review the service you use it for.',
    starsInvalid: 'Choose from 1 to 5 stars.',
    textLength: 'Write between {{min}} and {{max}} characters.',
  },
  pt: {
    itemNotFound: 'Este serviço reservado não existe ou não é seu.',
    notCompleted: 'Pode avaliar um serviço depois de ele ter acontecido.',
    alreadyReviewed: 'Já avaliou este serviço.',
    giftCard: 'Um cartão-oferta não é avaliado: avalie o serviço em que o usar.',
    starsInvalid: 'Escolha de 1 a 5 estrelas.',
    textLength: 'Escreva entre {{min}} e {{max}} caracteres.',
  },
} as const;
