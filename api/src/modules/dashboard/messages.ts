// Messages of the partner dashboard's services (issue 13 §3), mounted under `dashboard.*`.
export const dashboardMessages = {
  en: {
    serviceNotFound: 'Service not found.',
    priceRequired: 'Enter the new price.',
    discountBelowPrice: 'The discounted price must be lower than the price.',
    ageRange: 'The maximum age must not be lower than the minimum age.',
    tierAboveCapacity: 'A price tier must be for more than {{max}} people.',
    tierDuplicate: 'Each price tier needs a different group size.',
  },
  pt: {
    serviceNotFound: 'Serviço não encontrado.',
    priceRequired: 'Indique o novo preço.',
    discountBelowPrice: 'O preço com desconto tem de ser inferior ao preço.',
    ageRange: 'A idade máxima não pode ser inferior à idade mínima.',
    tierAboveCapacity: 'Um escalão de preço tem de ser para mais de {{max}} pessoas.',
    tierDuplicate: 'Cada escalão de preço precisa de um tamanho de grupo diferente.',
  },
};
