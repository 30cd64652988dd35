// Messages of the back office, in English and European Portuguese. Mounted under `backOffice.*` by
// src/i18n/messages.ts.
export const backOfficeMessages = {
  en: {
    impersonateSuperForbidden: 'A super admin cannot act as another super admin.',
    emailTaken: 'An account with this email already exists.',
    emailInvalid: 'Enter a valid email address.',
    ownRole: 'You cannot change your own role.',
    ownerReadOnly: 'The platform owner accounts cannot be changed here.',
    ownDeactivation: 'You cannot deactivate your own account.',
    deactivatedSignIn: 'This back-office account has been deactivated. Ask an administrator of your team if you need access again.',
    staffNotFound: 'This staff member does not exist.',
    inviteSubject: 'Your Roteiro back-office account',
    inviteText:
      'Hello {{name}},\n\n{{by}} added you to the Roteiro back-office team as {{role}}.\nSet your password here (the link is valid for {{days}} days):\n{{link}}\n',
    reconciliation: {
      refundNotOpen: 'This refund is not waiting for a retry (the gateway took it, or it is left to staff).',
      refundNotFound: 'This refund does not exist.',
      refundNotManual: 'Only a refund left to staff (its gateway has no refund API) can be recorded as paid back by hand.',
    },
    promo: {
      notFound: 'This promo code does not exist.',
      codeTaken: 'This code already exists.',
      codeInvalid: 'Use 3 to 30 letters, digits, - or _.',
      percentRange: 'A percentage goes from 1 to 100.',
      dateInvalid: 'Enter a valid date.',
      validToBeforeFrom: 'The last day cannot be before the first day.',
      maxUsesBelowUses: 'This code has already been used {{uses}} times.',
      maxUsesMin: 'Allow at least 1 use, or leave it empty for no limit.',
      userNotFound: 'This user does not exist.',
      requestNotFound: 'This request does not exist.',
      requestTransition: 'A request goes from requested to assigned to used.',
      codeRequired: 'Choose the code to give.',
      codeAssignedElsewhere: 'This code is already assigned to someone else.',
      assignedSubject: 'Your promo code {{code}}',
      assignedText: 'Hello {{name}},\n\nYour promo code request was accepted. Your code is {{code}}, valid until {{validTo}}.\n',
    },
    sales: {
      dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
      rangeBackwards: 'The last day cannot be before the first day.',
      rangeTooLong: 'Choose at most {{days}} days.',
      csv: {
        paid_at: 'Paid', reference: 'Booking', item: 'Item', customer: 'Customer', customer_email: 'Customer e-mail', partner: 'Partner', service: 'Service',
        status: 'Status', payment_method: 'Payment method', quantity: 'Quantity', booked: 'Booked (EUR)', commission: 'Commission (EUR)', partner_net: 'Partner net (EUR)',
      },
    },
    exports: {
      bookingItems: {
        reference: 'Booking', item: 'Item', created_at: 'Booked', booking_date: 'Service date', service: 'Service', partner: 'Partner', customer: 'Customer',
        customer_email: 'Customer e-mail', status: 'Status', payment_method: 'Payment method', quantity: 'Quantity', total: 'Total (EUR)',
      },
      services: {
        id: 'Id', name: 'Name', slug: 'Slug', partner: 'Partner', kind: 'Kind', price: 'Price (EUR)', status: 'Status', live: 'Live',
        sponsored: 'Sponsored', weekly_deal: 'Weekly deal', created_at: 'Created',
      },
      partners: {
        id: 'Id', trade_name: 'Trade name', business_name: 'Business name', tax_number: 'Tax number', owner: 'Owner', owner_email: 'Owner e-mail',
        owner_phone: 'Owner phone', status: 'Status', services: 'Services', active_services: 'Active services', modules: 'Modules',
        commission_rate: 'Commission (%)', created_at: 'Created',
      },
      affiliates: {
        id: 'Id', name: 'Name', email: 'E-mail', phone: 'Phone', country: 'Country', code: 'Affiliate code', status: 'Status',
        commission_rate: 'Commission (%)', created_at: 'Created',
      },
      clients: { id: 'Id', name: 'Name', email: 'E-mail', phone: 'Phone', email_verified: 'E-mail verified', bookings: 'Bookings', created_at: 'Registered' },
      customers: {
        id: 'Id', name: 'Name', email: 'E-mail', phone: 'Phone', user_type: 'Account type', account: 'Account', bookings_count: 'Bookings',
        paid_total: 'Paid total (EUR)', last_booking_at: 'Last booking', latest_bookings: 'Latest bookings',
      },
      reviews: {
        id: 'Id', created_at: 'Date', service: 'Service', service_slug: 'Service slug', author: 'Author', country: 'Country', stars: 'Stars',
        language: 'Language', text: 'Text', source: 'Source', status: 'Status',
      },
      audit: {
        id: 'Id', created_at: 'When', staff: 'Staff member', staff_email: 'Staff e-mail', acting_as: 'Acting as', acting_as_email: 'Acting as (e-mail)',
        action: 'Action', request: 'Request', entity: 'Entity', entity_id: 'Entity id', before: 'Before', after: 'After',
      },
      team: { id: 'Id', name: 'Name', email: 'E-mail', role: 'Role', owner: 'Owner', active: 'Active', deactivated_at: 'Deactivated', created_at: 'Created' },
      quotes: {
        id: 'Id', created_at: 'Requested', name: 'Name', email: 'E-mail', phone: 'Phone', pickup_location: 'Pick-up', drop_off_location: 'Drop-off',
        pickup_at: 'Pick-up time', return_pickup_at: 'Return pick-up time', passengers: 'Passengers', luggage_pieces: 'Luggage',
        seats: 'Baby/child/booster seats', language: 'Language', notes: 'Notes', status: 'Status',
      },
      promoCodes: {
        code: 'Code', kind: 'Kind', value: 'Value (% or EUR)', valid_from: 'Valid from', valid_to: 'Valid to', max_uses: 'Maximum uses', status: 'Status',
        assigned_to: 'Assigned to', uses: 'Uses', revenue: 'Revenue (EUR)', discount: 'Discount given (EUR)', created_at: 'Created',
      },
    },
    people: {
      partnerNotFound: 'This partner company does not exist.',
      affiliateNotFound: 'This affiliate does not exist.',
      rateRange: 'Enter a rate from 0 to 100 %.',
      rateDecimals: 'Use at most two decimal places.',
      modulesNone: 'Keep at least one module (experiences or transfers).',
    },
    bookings: {
      notFound: 'This booking item does not exist.',
      reasonRequired: 'Say why you are answering for the partner.',
    },
    manual: {
      notClient: 'This address belongs to a partner, affiliate or staff account; use a customer address.',
    },
    website: {
      pageNotFound: 'This page does not exist.',
      unsafeLink: 'A link may point to a page of the site (/…), an e-mail address (mailto:) or an https:// address: {{targets}}',
      pictureType: 'Upload a JPEG, PNG or WebP picture.',
    },
    services: {
      notFound: 'This service does not exist.',
      draftStatus: 'A draft is published by its partner; it cannot be activated or deactivated here.',
    },
    roles: {
      admin: { name: 'Administrator', description: 'Everything in the back office, including the team and the audit log.' },
      finance: { name: 'Finance', description: 'Dashboard, sales and partner invoices.' },
      support: { name: 'Support', description: 'Bookings, customers, chat, and acting as a customer.' },
      content: { name: 'Content', description: 'Services, reviews, the chatbot and the website texts.' },
    },
  },
  pt: {
    impersonateSuperForbidden: 'Um super administrador não pode agir como outro super administrador.',
    emailTaken: 'Já existe uma conta com este email.',
    emailInvalid: 'Introduza um endereço de email válido.',
    ownRole: 'Não pode alterar a sua própria função.',
    ownerReadOnly: 'As contas de proprietário da plataforma não podem ser alteradas aqui.',
    ownDeactivation: 'Não pode desativar a sua própria conta.',
    deactivatedSignIn: 'Esta conta do back-office foi desativada. Peça a um administrador da sua equipa se voltar a precisar de acesso.',
    staffNotFound: 'Este membro da equipa não existe.',
    inviteSubject: 'A sua conta no back-office da Roteiro',
    inviteText:
      'Olá {{name}},\n\n{{by}} adicionou-o à equipa do back-office da Roteiro com a função {{role}}.\nDefina a sua palavra-passe aqui (a ligação é válida durante {{days}} dias):\n{{link}}\n',
    reconciliation: {
      refundNotOpen: 'Este reembolso não está à espera de nova tentativa (o gateway já o fez, ou fica a cargo da equipa).',
      refundNotFound: 'Este reembolso não existe.',
      refundNotManual: 'Só um reembolso a cargo da equipa (o gateway não tem API de reembolsos) pode ser registado como devolvido à mão.',
    },
    promo: {
      notFound: 'Este código promocional não existe.',
      codeTaken: 'Este código já existe.',
      codeInvalid: 'Use de 3 a 30 letras, algarismos, - ou _.',
      percentRange: 'Uma percentagem vai de 1 a 100.',
      dateInvalid: 'Introduza uma data válida.',
      validToBeforeFrom: 'O último dia não pode ser anterior ao primeiro.',
      maxUsesBelowUses: 'Este código já foi usado {{uses}} vezes.',
      maxUsesMin: 'Permita pelo menos 1 utilização, ou deixe vazio para não ter limite.',
      userNotFound: 'Este utilizador não existe.',
      requestNotFound: 'Este pedido não existe.',
      requestTransition: 'Um pedido passa de pedido a atribuído e a usado.',
      codeRequired: 'Escolha o código a atribuir.',
      codeAssignedElsewhere: 'Este código já está atribuído a outra pessoa.',
      assignedSubject: 'O seu código promocional {{code}}',
      assignedText: 'Olá {{name}},\n\nO seu pedido de código promocional foi aceite. O seu código é {{code}}, válido até {{validTo}}.\n',
    },
    sales: {
      dateInvalid: 'Introduza uma data válida (AAAA-MM-DD).',
      rangeBackwards: 'O último dia não pode ser anterior ao primeiro.',
      rangeTooLong: 'Escolha no máximo {{days}} dias.',
      csv: {
        paid_at: 'Pago', reference: 'Reserva', item: 'Item', customer: 'Cliente', customer_email: 'E-mail do cliente', partner: 'Parceiro', service: 'Serviço',
        status: 'Estado', payment_method: 'Meio de pagamento', quantity: 'Quantidade', booked: 'Reservado (EUR)', commission: 'Comissão (EUR)', partner_net: 'Líquido do parceiro (EUR)',
      },
    },
    exports: {
      bookingItems: {
        reference: 'Reserva', item: 'Item', created_at: 'Reservado', booking_date: 'Data do serviço', service: 'Serviço', partner: 'Parceiro', customer: 'Cliente',
        customer_email: 'E-mail do cliente', status: 'Estado', payment_method: 'Meio de pagamento', quantity: 'Quantidade', total: 'Total (EUR)',
      },
      services: {
        id: 'Id', name: 'Nome', slug: 'Slug', partner: 'Parceiro', kind: 'Tipo', price: 'Preço (EUR)', status: 'Estado', live: 'Publicado',
        sponsored: 'Patrocinado', weekly_deal: 'Oferta da semana', created_at: 'Criado',
      },
      partners: {
        id: 'Id', trade_name: 'Nome comercial', business_name: 'Denominação social', tax_number: 'NIF', owner: 'Responsável', owner_email: 'E-mail do responsável',
        owner_phone: 'Telefone do responsável', status: 'Estado', services: 'Serviços', active_services: 'Serviços ativos', modules: 'Módulos',
        commission_rate: 'Comissão (%)', created_at: 'Criado',
      },
      affiliates: {
        id: 'Id', name: 'Nome', email: 'E-mail', phone: 'Telefone', country: 'País', code: 'Código de afiliado', status: 'Estado',
        commission_rate: 'Comissão (%)', created_at: 'Criado',
      },
      clients: { id: 'Id', name: 'Nome', email: 'E-mail', phone: 'Telefone', email_verified: 'E-mail verificado', bookings: 'Reservas', created_at: 'Registado' },
      customers: {
        id: 'Id', name: 'Nome', email: 'E-mail', phone: 'Telefone', user_type: 'Tipo de conta', account: 'Conta', bookings_count: 'Reservas',
        paid_total: 'Total pago (EUR)', last_booking_at: 'Última reserva', latest_bookings: 'Reservas mais recentes',
      },
      reviews: {
        id: 'Id', created_at: 'Data', service: 'Serviço', service_slug: 'Slug do serviço', author: 'Autor', country: 'País', stars: 'Estrelas',
        language: 'Idioma', text: 'Texto', source: 'Origem', status: 'Estado',
      },
      audit: {
        id: 'Id', created_at: 'Quando', staff: 'Colaborador', staff_email: 'E-mail do colaborador', acting_as: 'Em nome de', acting_as_email: 'Em nome de (e-mail)',
        action: 'Ação', request: 'Pedido', entity: 'Entidade', entity_id: 'Id da entidade', before: 'Antes', after: 'Depois',
      },
      team: { id: 'Id', name: 'Nome', email: 'E-mail', role: 'Função', owner: 'Proprietário', active: 'Ativo', deactivated_at: 'Desativado', created_at: 'Criado' },
      quotes: {
        id: 'Id', created_at: 'Pedido em', name: 'Nome', email: 'E-mail', phone: 'Telefone', pickup_location: 'Recolha', drop_off_location: 'Destino',
        pickup_at: 'Hora de recolha', return_pickup_at: 'Hora de recolha do regresso', passengers: 'Passageiros', luggage_pieces: 'Bagagem',
        seats: 'Cadeiras bebé/criança/elevatórias', language: 'Idioma', notes: 'Notas', status: 'Estado',
      },
      promoCodes: {
        code: 'Código', kind: 'Tipo', value: 'Valor (% ou EUR)', valid_from: 'Válido desde', valid_to: 'Válido até', max_uses: 'Utilizações máximas', status: 'Estado',
        assigned_to: 'Atribuído a', uses: 'Utilizações', revenue: 'Receita (EUR)', discount: 'Desconto dado (EUR)', created_at: 'Criado',
      },
    },
    people: {
      partnerNotFound: 'Esta empresa parceira não existe.',
      affiliateNotFound: 'Este afiliado não existe.',
      rateRange: 'Introduza uma taxa de 0 a 100 %.',
      rateDecimals: 'Use no máximo duas casas decimais.',
      modulesNone: 'Mantenha pelo menos um módulo (experiências ou transfers).',
    },
    bookings: {
      notFound: 'Este item de reserva não existe.',
      reasonRequired: 'Indique porque está a responder pelo parceiro.',
    },
    manual: {
      notClient: 'Este endereço pertence a uma conta de parceiro, afiliado ou colaborador; use o endereço de um cliente.',
    },
    website: {
      pageNotFound: 'Esta página não existe.',
      unsafeLink: 'Uma ligação pode apontar para uma página do site (/…), um endereço de e-mail (mailto:) ou um endereço https://: {{targets}}',
      pictureType: 'Carregue uma imagem JPEG, PNG ou WebP.',
    },
    services: {
      notFound: 'Este serviço não existe.',
      draftStatus: 'Um rascunho é publicado pelo seu parceiro; não pode ser ativado nem desativado aqui.',
    },
    roles: {
      admin: { name: 'Administrador', description: 'Tudo no back-office, incluindo a equipa e o registo de auditoria.' },
      finance: { name: 'Finanças', description: 'Painel, vendas e faturas dos parceiros.' },
      support: { name: 'Apoio', description: 'Reservas, clientes, chat e agir como um cliente.' },
      content: { name: 'Conteúdos', description: 'Serviços, avaliações, o chatbot e os textos do site.' },
    },
  },
};
