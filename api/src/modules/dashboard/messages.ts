// Messages of the partner dashboard's services, mounted under `dashboard.*`.
export const dashboardMessages = {
  en: {
    serviceNotFound: 'Service not found.',
    priceRequired: 'Enter the new price.',
    discountBelowPrice: 'The discounted price must be lower than the price.',
    draftIncomplete: 'This draft is not complete: fill in the required fields in the service form first.',
    draftsIncomplete: 'Complete these drafts in the service form first: {{ids}}.',
    profileEmail: 'Enter a valid e-mail address.',
    profileModules: 'Keep at least one module: experiences or transfers.',
    promoServices: 'Choose services of your company that are on sale or paused (not drafts).',
    promoTooMany: 'You already have {{max}} requests waiting for an answer. Wait for one of them first.',
  },
  pt: {
    serviceNotFound: 'Serviço não encontrado.',
    priceRequired: 'Indique o novo preço.',
    discountBelowPrice: 'O preço com desconto tem de ser inferior ao preço.',
    draftIncomplete:
      'Este rascunho não está completo: preencha primeiro os campos obrigatórios no formulário do serviço.',
    draftsIncomplete: 'Complete primeiro estes rascunhos no formulário do serviço: {{ids}}.',
    profileEmail: 'Indique um endereço de e-mail válido.',
    profileModules: 'Mantenha pelo menos um módulo: experiências ou transferes.',
    promoServices: 'Escolha serviços da sua empresa que estejam à venda ou pausados (não rascunhos).',
    promoTooMany: 'Já tem {{max}} pedidos à espera de resposta. Aguarde primeiro por um deles.',
  },
};
