import { CONTACT_EMAILS, mailto } from './contacts';
import type { StaticPage } from './types';

export const aboutUs: StaticPage = {
  id: 'about-us',
  en: {
    title: 'About us',
    description:
      'Book transfers, experiences, wellness, restaurants, events and gift cards across Portugal with trusted local partners, in one place.',
    lead: 'Roteiro brings together the transfers, experiences, wellness treatments, restaurants, events and gift cards that make a stay in Portugal memorable, and lets you book and pay for all of them in one place.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Roteiro is an online marketplace focused on Portugal. Local companies, from transfer operators to tour guides, spas and restaurants, list their services with us, and customers book them through a single cart and a single checkout.',
          'We act as an intermediary: each service is provided by the partner company that lists it, while we run the platform, take the payment and support you before, during and after your booking.',
        ],
      },
      {
        heading: 'What you can book',
        paragraphs: [
          'Every listing shows the price in euros, what is included, the languages offered and, where it applies, the free cancellation window.',
        ],
        bullets: [
          'Transfers between airports, train stations, the Lisbon cruise port and towns across Portugal, one way or round trip, with baby, child and booster seats on request.',
          'Experiences such as guided tours, boat trips, tastings and outdoor activities.',
          'Wellness: spa days, massages and other treatments.',
          'Restaurants and events, from dinners to concerts and shows.',
          'Gift cards that the recipient can use on future bookings.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Choose a service, pick the date, time and number of people, and add it to your cart. You can combine several services, apply a promo code or your loyalty points, and pay by card, PayPal, MB WAY or crypto currency.',
          'The partner then confirms your booking. You can follow its status in your account and write to the partner through Messages, in English or Portuguese. To change or cancel a booking, send the partner a message from your account: within the free cancellation window, the partner must accept the cancellation and you are refunded in full.',
        ],
      },
      {
        heading: 'Our partners',
        paragraphs: [
          'Partners are registered companies operating in Portugal. They manage their own services, vehicles, team members and bookings from a partner dashboard, and they accept or decline each booking item. Customer reviews, shown on each listing, help keep quality high.',
        ],
      },
      {
        heading: 'Affiliates',
        paragraphs: [
          'Travel creators, hotels, guesthouses and other businesses can join our affiliate programme and earn a commission on the bookings they refer. The rules are set out in the affiliate terms.',
        ],
        links: [
          { label: 'Read about the affiliate programme', to: '/affiliate' },
          { label: 'Read the affiliate terms', to: '/affiliate-terms' },
        ],
      },
      {
        heading: 'Get in touch',
        paragraphs: [
          'If you have an account, our support team answers through Messages in your account; partners write to us through Messages in their dashboard. Companies that want to list their services can register straight away on the Become a partner page.',
          `For partnership questions, write to ${CONTACT_EMAILS.partners}; journalists can write to ${CONTACT_EMAILS.press}. Ideas for improving Roteiro are always welcome on the Suggestions page.`,
        ],
        links: [
          { label: 'Become a partner: register your company', to: '/be-a-partner' },
          { label: `Email partnerships: ${CONTACT_EMAILS.partners}`, to: mailto(CONTACT_EMAILS.partners) },
          { label: `Email the press team: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) },
          { label: 'Send a suggestion', to: '/suggestions' },
        ],
      },
    ],
  },
  pt: {
    title: 'Sobre nós',
    description:
      'Reserve transfers, experiências, bem-estar, restaurantes, eventos e cartões-oferta em Portugal com parceiros locais de confiança, num só lugar.',
    lead: 'O Roteiro reúne os transfers, experiências, tratamentos de bem-estar, restaurantes, eventos e cartões-oferta que tornam uma estadia em Portugal memorável, e permite-lhe reservá-los e pagá-los num só lugar.',
    sections: [
      {
        heading: 'Quem somos',
        paragraphs: [
          'O Roteiro é um marketplace online dedicado a Portugal. Empresas locais, de operadores de transfers a guias turísticos, spas e restaurantes, publicam connosco os seus serviços, e os clientes reservam-nos através de um único carrinho e de um único pagamento.',
          'Atuamos como intermediário: cada serviço é prestado pela empresa parceira que o publica, enquanto nós gerimos a plataforma, recebemos o pagamento e damos-lhe apoio antes, durante e depois da reserva.',
        ],
      },
      {
        heading: 'O que pode reservar',
        paragraphs: [
          'Cada anúncio indica o preço em euros, o que está incluído, os idiomas disponíveis e, quando se aplica, o prazo de cancelamento gratuito.',
        ],
        bullets: [
          'Transfers entre aeroportos, estações de comboio, o terminal de cruzeiros de Lisboa e localidades de todo o país, só ida ou ida e volta, com cadeiras de bebé, de criança e assentos elevatórios a pedido.',
          'Experiências como visitas guiadas, passeios de barco, provas e atividades ao ar livre.',
          'Bem-estar: dias de spa, massagens e outros tratamentos.',
          'Restaurantes e eventos, de jantares a concertos e espetáculos.',
          'Cartões-oferta que quem os recebe pode usar em reservas futuras.',
        ],
      },
      {
        heading: 'Como funciona',
        paragraphs: [
          'Escolha um serviço, indique a data, a hora e o número de pessoas e adicione-o ao carrinho. Pode juntar vários serviços, aplicar um código promocional ou os seus pontos de fidelização e pagar com cartão, PayPal, MB WAY ou criptomoeda.',
          'Em seguida, o parceiro confirma a reserva. Pode acompanhar o estado na sua conta e escrever ao parceiro através das Mensagens, em português ou em inglês. Para alterar ou cancelar uma reserva, envie uma mensagem ao parceiro a partir da sua conta: dentro do prazo de cancelamento gratuito, o parceiro tem de aceitar o cancelamento e o valor é-lhe reembolsado na totalidade.',
        ],
      },
      {
        heading: 'Os nossos parceiros',
        paragraphs: [
          'Os parceiros são empresas registadas que operam em Portugal. Gerem os seus serviços, veículos, membros da equipa e reservas num painel de parceiro, e aceitam ou recusam cada item de reserva. As avaliações dos clientes, visíveis em cada anúncio, ajudam a manter a qualidade.',
        ],
      },
      {
        heading: 'Afiliados',
        paragraphs: [
          'Criadores de conteúdos de viagem, hotéis, alojamentos locais e outras empresas podem aderir ao nosso programa de afiliados e ganhar uma comissão pelas reservas que encaminham. As regras constam dos termos de afiliado.',
        ],
        links: [
          { label: 'Saber mais sobre o programa de afiliados', to: '/affiliate' },
          { label: 'Ler os termos de afiliado', to: '/affiliate-terms' },
        ],
      },
      {
        heading: 'Fale connosco',
        paragraphs: [
          'Se tiver conta, a nossa equipa de apoio responde através das Mensagens na sua conta; os parceiros escrevem-nos através das Mensagens no painel. As empresas que querem publicar os seus serviços podem registar-se de imediato na página Seja parceiro.',
          `Para questões sobre parcerias, escreva para ${CONTACT_EMAILS.partners}; os jornalistas podem escrever para ${CONTACT_EMAILS.press}. As ideias para melhorar o Roteiro são sempre bem-vindas na página Sugestões.`,
        ],
        links: [
          { label: 'Seja parceiro: registe a sua empresa', to: '/be-a-partner' },
          { label: `Escrever às parcerias: ${CONTACT_EMAILS.partners}`, to: mailto(CONTACT_EMAILS.partners) },
          { label: `Escrever à equipa de imprensa: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) },
          { label: 'Enviar uma sugestão', to: '/suggestions' },
        ],
      },
    ],
  },
};
