// Messages of the partner dashboard's services, mounted under `dashboard.*`.
export const dashboardMessages = {
  en: {
    serviceNotFound: 'Service not found.',
    confirmationNotEditable:
      'A restaurant confirms tables by its table rules and an event’s tickets are always confirmed at once: set it there.',
    priceRequired: 'Enter the new price.',
    priceRange: 'Enter an amount between €0.01 and €9,999,999.99.',
    percentRange: 'Enter a percentage between -90 and +500, other than 0, with at most two decimals.',
    priceOrPercent: 'Change the price either to a new amount or by a percentage, not both.',
    discountChoice: 'Choose what happens to existing discounts.',
    priceTooLow: '{{name}} would cost less than €0.01.',
    priceTooHigh: '{{name}} would cost more than €9,999,999.99.',
    previewPriceOnly: 'Only a price change can be previewed.',
    discountBelowPrice: 'The discounted price must be lower than the price.',
    draftIncomplete: 'This draft is not complete: fill in the required fields in the service form first.',
    draftsIncomplete: 'Complete these drafts in the service form first: {{ids}}.',
    onlyDraftsDeleted: 'Only a draft can be deleted. Take a service that was on sale off sale instead.',
    profileEmail: 'Enter a valid e-mail address.',
    profileModules: 'Keep at least one module: experiences or transfers.',
    profileModuleKeepOne:
      'Keep the module you have until the Roteiro team approves the new one: a live company always sells something.',
    emailChange: {
      confirmSubject: 'Confirm the new address for {{company}}’s booking mails',
      confirmText:
        'Hello {{name}},\n\nYou asked for the booking mails of {{company}} on Roteiro to go to this address ({{email}}) from now on. Open this link within {{hours}} hours to confirm it:\n\n{{link}}\n\nUntil then, booking mails keep going to {{old}}. If you did not ask for this, ignore this mail: nothing changes.',
      noticeSubject: 'The address for {{company}}’s booking mails is being changed',
      noticeText:
        'Hello,\n\n{{name}} asked for the booking mails of {{company}} on Roteiro to go to {{email}} instead of this address. Nothing changes until that address confirms it from the link we sent to it, within {{hours}} hours.\n\nIf this is not right, sign in and cancel the change in your company settings: {{link}}',
      invalid:
        'This confirmation link is not valid any more: it was used, replaced by a newer one or cancelled. Ask for the change again in your settings.',
      expired: 'This confirmation link has expired. Ask for the change again in your settings.',
    },
    promoServices: 'Choose services of your company that are on sale or paused (not drafts).',
    promoTooMany: 'You already have {{max}} requests waiting for an answer. Wait for one of them first.',
    photoNeeded: 'Keep at least one photo: a published service shows one on the storefront.',
    photoUnknown: 'One of these photos is no longer on this service. Reload the page and try again.',
    photoAltTooLong: 'Describe the photo in at most {{max}} characters.',
    photosNone: 'Choose one or more photos to add.',
    salesCsv: {
      paid_at: 'Paid (Lisbon)',
      reference: 'Booking',
      service: 'Service',
      service_date: 'Service date (Lisbon)',
      status: 'Status',
      payment_method: 'Payment method',
      booked: 'Booked (EUR)',
      commission: 'Commission (EUR)',
      net: 'Net to you (EUR)',
    },
  },
  pt: {
    serviceNotFound: 'Serviço não encontrado.',
    confirmationNotEditable:
      'Um restaurante confirma as mesas pelas suas regras de mesas e os bilhetes de um evento são sempre confirmados de imediato: defina-o aí.',
    priceRequired: 'Indique o novo preço.',
    priceRange: 'Indique um valor entre 0,01 € e 9 999 999,99 €.',
    percentRange: 'Indique uma percentagem entre -90 e +500, diferente de 0, com duas casas decimais no máximo.',
    priceOrPercent: 'Altere o preço para um novo valor ou por uma percentagem, não as duas coisas.',
    discountChoice: 'Escolha o que acontece aos descontos existentes.',
    priceTooLow: '{{name}} passaria a custar menos de 0,01 €.',
    priceTooHigh: '{{name}} passaria a custar mais de 9 999 999,99 €.',
    previewPriceOnly: 'Só uma alteração de preço pode ser pré-visualizada.',
    discountBelowPrice: 'O preço com desconto tem de ser inferior ao preço.',
    draftIncomplete:
      'Este rascunho não está completo: preencha primeiro os campos obrigatórios no formulário do serviço.',
    draftsIncomplete: 'Complete primeiro estes rascunhos no formulário do serviço: {{ids}}.',
    onlyDraftsDeleted: 'Só um rascunho pode ser eliminado. Retire da venda um serviço que já esteve à venda.',
    profileEmail: 'Indique um endereço de e-mail válido.',
    profileModules: 'Mantenha pelo menos um módulo: experiências ou transferes.',
    profileModuleKeepOne:
      'Mantenha o módulo que tem até a equipa Roteiro aprovar o novo: uma empresa visível vende sempre alguma coisa.',
    emailChange: {
      confirmSubject: 'Confirme o novo endereço para os e-mails de reservas de {{company}}',
      confirmText:
        'Olá {{name}},\n\nPediu que os e-mails de reservas de {{company}} na Roteiro passem a ir para este endereço ({{email}}). Abra esta ligação nas próximas {{hours}} horas para o confirmar:\n\n{{link}}\n\nAté lá, os e-mails de reservas continuam a ir para {{old}}. Se não fez este pedido, ignore este e-mail: nada muda.',
      noticeSubject: 'O endereço dos e-mails de reservas de {{company}} vai mudar',
      noticeText:
        'Olá,\n\n{{name}} pediu que os e-mails de reservas de {{company}} na Roteiro passem a ir para {{email}} em vez deste endereço. Nada muda até esse endereço o confirmar na ligação que lhe enviámos, nas próximas {{hours}} horas.\n\nSe não estiver certo, inicie sessão e cancele a alteração nas definições da empresa: {{link}}',
      invalid:
        'Esta ligação de confirmação já não é válida: foi usada, substituída por outra mais recente ou cancelada. Peça a alteração de novo nas definições.',
      expired: 'Esta ligação de confirmação expirou. Peça a alteração de novo nas definições.',
    },
    promoServices: 'Escolha serviços da sua empresa que estejam à venda ou pausados (não rascunhos).',
    promoTooMany: 'Já tem {{max}} pedidos à espera de resposta. Aguarde primeiro por um deles.',
    photoNeeded: 'Mantenha pelo menos uma fotografia: um serviço publicado mostra uma na loja.',
    photoUnknown: 'Uma destas fotografias já não pertence a este serviço. Recarregue a página e tente novamente.',
    photoAltTooLong: 'Descreva a fotografia em {{max}} caracteres no máximo.',
    photosNone: 'Escolha uma ou mais fotografias para adicionar.',
    salesCsv: {
      paid_at: 'Pago (Lisboa)',
      reference: 'Reserva',
      service: 'Serviço',
      service_date: 'Data do serviço (Lisboa)',
      status: 'Estado',
      payment_method: 'Meio de pagamento',
      booked: 'Reservado (EUR)',
      commission: 'Comissão (EUR)',
      net: 'Líquido para si (EUR)',
    },
  },
};
