// The mails that tell a partner how staff decided on their company and on a module it asked for
// (docs/partner-review.md), in en and European pt.
// Spread into src/i18n/messages.ts as `companyReview`.
export const companyReviewMessages = {
  en: {
    approvedSubject: '{{company}} is approved: it is live on Roteiro',
    approvedText:
      'Hello {{name}},\n\nGood news: the Roteiro team approved {{company}}. Your company page and every service you put on sale are live on the storefront now, and customers can book them.\n\nYour company page:\n{{link}}\n\nServices you keep as drafts or off sale stay off the storefront until you put them on sale in your dashboard.',
    rejectedSubject: '{{company}} was not approved',
    rejectedText:
      'Hello {{name}},\n\nThe Roteiro team reviewed {{company}} and did not approve it, so it cannot sell on Roteiro. The reason:\n\n{{reason}}\n\nWhat you can do: correct what the reason describes in your dashboard (your profile and services stay there, off the storefront) and write to {{contact}} to ask for a new review, or to tell us if you think this is a mistake.',
    suspendedSubject: '{{company}} is suspended on Roteiro',
    suspendedText:
      'Hello {{name}},\n\nThe Roteiro team suspended {{company}}. Your company page and services are off the storefront and cannot be booked until the suspension ends. The reason:\n\n{{reason}}\n\nBookings you already have are kept: answer them as usual in your dashboard. To talk about the suspension, write to {{contact}}.',
    reactivatedSubject: '{{company}} is live on Roteiro again',
    reactivatedText:
      'Hello {{name}},\n\nThe Roteiro team ended the suspension of {{company}}. Your company page and every service you have on sale are live on the storefront again.\n\nYour company page:\n{{link}}',
    module_experiences: 'experiences',
    module_transfers: 'transfers',
    moduleApprovedSubject: '{{company}} can now sell {{module}} on Roteiro',
    moduleApprovedText:
      'Hello {{name}},\n\nThe Roteiro team approved your request: {{company}} can now sell {{module}}. What you put on sale reaches the storefront at once.\n\nSet it up in your dashboard:\n{{link}}',
    moduleDeclinedSubject: '{{company}}: your request to sell {{module}} was not approved',
    moduleDeclinedText:
      'Hello {{name}},\n\nThe Roteiro team did not approve your request to sell {{module}} with {{company}}. The reason:\n\n{{reason}}\n\nEverything else you sell is unchanged. You can ask again from your company profile once the reason is dealt with, or write to {{contact}}.',
  },
  pt: {
    approvedSubject: '{{company}} foi aprovada: já está visível na Roteiro',
    approvedText:
      'Olá {{name}},\n\nBoas notícias: a equipa Roteiro aprovou {{company}}. A página da sua empresa e todos os serviços que pôs à venda já estão visíveis na loja e os clientes podem reservá-los.\n\nA página da sua empresa:\n{{link}}\n\nOs serviços que mantém como rascunho ou fora de venda continuam fora da loja até os pôr à venda no seu painel.',
    rejectedSubject: '{{company}} não foi aprovada',
    rejectedText:
      'Olá {{name}},\n\nA equipa Roteiro analisou {{company}} e não a aprovou, pelo que não pode vender na Roteiro. O motivo:\n\n{{reason}}\n\nO que pode fazer: corrija no seu painel o que o motivo descreve (o perfil e os serviços continuam lá, fora da loja) e escreva para {{contact}} a pedir uma nova análise, ou para nos dizer se acha que se trata de um engano.',
    suspendedSubject: '{{company}} está suspensa na Roteiro',
    suspendedText:
      'Olá {{name}},\n\nA equipa Roteiro suspendeu {{company}}. A página da sua empresa e os seus serviços estão fora da loja e não podem ser reservados enquanto durar a suspensão. O motivo:\n\n{{reason}}\n\nAs reservas que já tem mantêm-se: responda-lhes no seu painel como habitualmente. Para falar sobre a suspensão, escreva para {{contact}}.',
    reactivatedSubject: '{{company}} está de novo visível na Roteiro',
    reactivatedText:
      'Olá {{name}},\n\nA equipa Roteiro terminou a suspensão de {{company}}. A página da sua empresa e todos os serviços que tem à venda estão de novo visíveis na loja.\n\nA página da sua empresa:\n{{link}}',
    module_experiences: 'experiências',
    module_transfers: 'transfers',
    moduleApprovedSubject: '{{company}} já pode vender {{module}} na Roteiro',
    moduleApprovedText:
      'Olá {{name}},\n\nA equipa Roteiro aprovou o seu pedido: {{company}} já pode vender {{module}}. O que puser à venda chega à loja de imediato.\n\nConfigure-o no seu painel:\n{{link}}',
    moduleDeclinedSubject: '{{company}}: o pedido para vender {{module}} não foi aprovado',
    moduleDeclinedText:
      'Olá {{name}},\n\nA equipa Roteiro não aprovou o pedido de {{company}} para vender {{module}}. O motivo:\n\n{{reason}}\n\nTudo o resto que vende mantém-se. Pode pedir de novo no perfil da empresa quando o motivo estiver resolvido, ou escrever para {{contact}}.',
  },
} as const;
