import type { StaticPage } from './types';

export const suggestions: StaticPage = {
  id: 'suggestions',
  en: {
    title: 'Suggestions',
    description:
      'Share your ideas to improve Roteiro: new services, destinations, features or anything that would make booking in Portugal easier.',
    lead: 'Roteiro grows with the ideas of the people who use it. Tell us what you would like to book, what could work better, or what you miss, and we will take it into account.',
    sections: [
      {
        heading: 'What you can suggest',
        paragraphs: ['Every suggestion is welcome, big or small. Some examples:'],
        bullets: [
          'A town, route or point of interest you would like to see in transfers.',
          'Experiences, restaurants, wellness services or events you would like us to offer.',
          'A local company you think should become a partner.',
          'Features that would make booking, paying or managing your bookings easier.',
          'Anything that was unclear on a page or in the booking process.',
        ],
      },
      {
        heading: 'How to send a suggestion',
        paragraphs: [
          'If you have an account, send your suggestion to our support team through Messages in your account and start it with the word “Suggestion”. Partners and affiliates can do the same from their dashboard. You can write in English or Portuguese.',
          'To help us understand your idea, explain what you would like to change and why, and, if it relates to a specific service or page, say which one. Please do not include card details, passwords or personal data of other people.',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'Our team reads every suggestion and groups them by topic, so that the ideas asked for most often are considered first when we plan improvements. Suggestions about a particular service may be shared with the partner who provides it, without your contact details unless you agree.',
          'We cannot reply individually to every suggestion or implement all of them, but if we need more details we will contact you through Messages. By sending a suggestion, you agree that we may use the idea freely to improve Roteiro, without any payment or obligation.',
        ],
      },
      {
        heading: 'Suggestions are not complaints',
        paragraphs: [
          'If you have a problem with a booking, a payment or a refund, do not use suggestions: contact our support team through Messages in your account so we can deal with it straight away. You can also use the electronic complaints book (Livro de Reclamações), as explained in our terms and conditions.',
        ],
        links: [{ label: 'Read the terms and conditions', to: '/terms-and-conditions' }],
      },
    ],
  },
  pt: {
    title: 'Sugestões',
    description:
      'Partilhe ideias para melhorar o Roteiro: novos serviços, destinos, funcionalidades ou o que tornaria mais fácil reservar em Portugal.',
    lead: 'O Roteiro cresce com as ideias de quem o utiliza. Diga-nos o que gostaria de reservar, o que poderia funcionar melhor ou o que lhe faz falta, e teremos isso em conta.',
    sections: [
      {
        heading: 'O que pode sugerir',
        paragraphs: ['Todas as sugestões são bem-vindas, grandes ou pequenas. Alguns exemplos:'],
        bullets: [
          'Uma localidade, percurso ou ponto de interesse que gostaria de ver nos transfers.',
          'Experiências, restaurantes, serviços de bem-estar ou eventos que gostaria que oferecêssemos.',
          'Uma empresa local que acha que deveria tornar-se parceira.',
          'Funcionalidades que tornariam mais fácil reservar, pagar ou gerir as suas reservas.',
          'Algo que não estava claro numa página ou no processo de reserva.',
        ],
      },
      {
        heading: 'Como enviar uma sugestão',
        paragraphs: [
          'Se tiver conta, envie a sua sugestão à nossa equipa de apoio através das Mensagens na sua conta e comece-a com a palavra «Sugestão». Os parceiros e afiliados podem fazer o mesmo a partir do painel. Pode escrever em português ou em inglês.',
          'Para nos ajudar a perceber a sua ideia, explique o que gostaria de mudar e porquê e, se disser respeito a um serviço ou página específicos, indique qual. Não inclua dados de cartões, palavras-passe nem dados pessoais de terceiros.',
        ],
      },
      {
        heading: 'O que acontece a seguir',
        paragraphs: [
          'A nossa equipa lê todas as sugestões e agrupa-as por tema, para que as ideias mais pedidas sejam consideradas primeiro quando planeamos melhorias. As sugestões sobre um serviço em particular podem ser partilhadas com o parceiro que o presta, sem os seus dados de contacto, salvo se concordar.',
          'Não conseguimos responder individualmente a todas as sugestões nem pô-las todas em prática, mas, se precisarmos de mais pormenores, contactamo-lo através das Mensagens. Ao enviar uma sugestão, aceita que possamos usar livremente a ideia para melhorar o Roteiro, sem qualquer pagamento ou obrigação.',
        ],
      },
      {
        heading: 'Sugestões não são reclamações',
        paragraphs: [
          'Se tiver um problema com uma reserva, um pagamento ou um reembolso, não use as sugestões: contacte a nossa equipa de apoio através das Mensagens na sua conta para tratarmos do assunto de imediato. Pode também usar o Livro de Reclamações Eletrónico, conforme explicado nos nossos termos e condições.',
        ],
        links: [{ label: 'Ler os termos e condições', to: '/terms-and-conditions' }],
      },
    ],
  },
};
