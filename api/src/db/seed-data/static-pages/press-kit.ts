import { CONTACT_EMAILS, mailto } from './contacts';
import type { StaticPage } from './types';

const boilerplateEn =
  'English: Roteiro is an online booking platform for Portugal. It brings together transfers, experiences, wellness, restaurants, events and gift cards from local partner companies, and lets customers book and pay for them in one place, in English or Portuguese, by card, PayPal, MB WAY or crypto currency. Partners manage their services and bookings in their own dashboard, and affiliates earn commission by recommending Roteiro.';

const boilerplatePt =
  'Português: O Roteiro é uma plataforma de reservas online dedicada a Portugal. Reúne transfers, experiências, bem-estar, restaurantes, eventos e cartões-oferta de empresas parceiras locais e permite aos clientes reservá-los e pagá-los num só lugar, em português ou em inglês, com cartão, PayPal, MB WAY ou criptomoeda. Os parceiros gerem os seus serviços e reservas num painel próprio, e os afiliados ganham comissão ao recomendar o Roteiro.';

export const pressKit: StaticPage = {
  id: 'press-kit',
  en: {
    title: 'Press kit',
    description:
      'Press information about Roteiro: brand description, boilerplate in English and Portuguese, logo usage and interview requests.',
    lead: 'Writing about travel, tourism or local business in Portugal? This page gives journalists and content creators the essentials about Roteiro and explains how to reach us.',
    sections: [
      {
        heading: 'About the brand',
        paragraphs: [
          'Roteiro is a booking platform focused on Portugal. It connects visitors and residents with local companies offering transfers, experiences, wellness treatments, restaurants and events, and sells gift cards that can be used across the catalogue.',
          'Its aim is to make it simple to organise a trip or a day out in Portugal: one cart, one checkout, clear prices in euros, free cancellation where the partner offers it, and support in English and Portuguese. For local businesses, it is a sales channel with the tools to manage services, vehicles, teams and bookings.',
        ],
      },
      {
        heading: 'Key facts',
        paragraphs: ['Facts you can use when describing Roteiro:'],
        bullets: [
          'Categories: transfers, experiences, wellness, restaurants, events and gift cards.',
          'Languages: English and Portuguese.',
          'Payment methods: card, PayPal, MB WAY and crypto currency.',
          'Transfers to and from Lisbon, Porto and Faro airports, Lisbon’s cruise port and main railway stations, and around 110 towns, mainly in Portugal and some in Spain.',
          'Loyalty points for customers, a partner dashboard for companies and an affiliate programme for referrers.',
        ],
      },
      {
        heading: 'Boilerplate',
        paragraphs: [
          'You may reproduce the text below without changes at the end of articles or press releases.',
          boilerplateEn,
          boilerplatePt,
        ],
      },
      {
        heading: 'Logo usage',
        paragraphs: [
          `Logo files in high resolution are available on request by email to ${CONTACT_EMAILS.press}. Please use only the files we provide.`,
        ],
        bullets: [
          'Do not change the colours, proportions or lettering of the logo, and do not add effects such as shadows or outlines.',
          'Leave clear space around the logo and place it on a background that keeps it legible.',
          'Do not combine the logo with other logos or use it in a way that suggests a partnership or endorsement we have not agreed.',
          'Do not use the logo as part of your own brand, domain name or social media profile.',
        ],
        links: [{ label: `Request the logo files: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) }],
      },
      {
        heading: 'Interviews and media requests',
        paragraphs: [
          `To request an interview, a comment, images or data, write to ${CONTACT_EMAILS.press}. Tell us your name, the media outlet, the topic, your deadline and whether you would like the interview in English or Portuguese. We reply to all media requests as quickly as we can.`,
          'For stories about a specific partner, we can put you in touch with the company, subject to its agreement.',
        ],
        links: [{ label: `Email the press team: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) }],
      },
    ],
  },
  pt: {
    title: 'Kit de imprensa',
    description:
      'Informação para a imprensa sobre o Roteiro: descrição da marca, texto institucional em português e inglês, uso do logótipo e entrevistas.',
    lead: 'Escreve sobre viagens, turismo ou comércio local em Portugal? Esta página reúne, para jornalistas e criadores de conteúdos, o essencial sobre o Roteiro e explica como nos contactar.',
    sections: [
      {
        heading: 'Sobre a marca',
        paragraphs: [
          'O Roteiro é uma plataforma de reservas dedicada a Portugal. Liga visitantes e residentes a empresas locais que oferecem transfers, experiências, tratamentos de bem-estar, restaurantes e eventos, e vende cartões-oferta que podem ser usados em todo o catálogo.',
          'O objetivo é tornar simples organizar uma viagem ou um passeio em Portugal: um carrinho, um único pagamento, preços claros em euros, cancelamento gratuito quando o parceiro o oferece e apoio em português e em inglês. Para as empresas locais, é um canal de vendas com ferramentas para gerir serviços, veículos, equipas e reservas.',
        ],
      },
      {
        heading: 'Factos principais',
        paragraphs: ['Factos que pode usar para descrever o Roteiro:'],
        bullets: [
          'Categorias: transfers, experiências, bem-estar, restaurantes, eventos e cartões-oferta.',
          'Idiomas: português e inglês.',
          'Meios de pagamento: cartão, PayPal, MB WAY e criptomoeda.',
          'Transfers de e para os aeroportos de Lisboa, Porto e Faro, o terminal de cruzeiros e as principais estações ferroviárias de Lisboa e cerca de 110 localidades, sobretudo em Portugal e algumas em Espanha.',
          'Pontos de fidelização para clientes, um painel de parceiro para empresas e um programa de afiliados para quem recomenda.',
        ],
      },
      {
        heading: 'Texto institucional',
        paragraphs: [
          'Pode reproduzir o texto abaixo, sem alterações, no final de artigos ou comunicados de imprensa.',
          boilerplatePt,
          boilerplateEn,
        ],
      },
      {
        heading: 'Utilização do logótipo',
        paragraphs: [
          `Os ficheiros do logótipo em alta resolução estão disponíveis mediante pedido por email para ${CONTACT_EMAILS.press}. Use apenas os ficheiros que fornecemos.`,
        ],
        bullets: [
          'Não altere as cores, as proporções nem as letras do logótipo e não acrescente efeitos como sombras ou contornos.',
          'Deixe uma margem livre à volta do logótipo e coloque-o sobre um fundo que o mantenha legível.',
          'Não combine o logótipo com outros logótipos nem o use de forma que sugira uma parceria ou um apoio que não tenhamos acordado.',
          'Não use o logótipo como parte da sua própria marca, nome de domínio ou perfil nas redes sociais.',
        ],
        links: [{ label: `Pedir os ficheiros do logótipo: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) }],
      },
      {
        heading: 'Entrevistas e pedidos da comunicação social',
        paragraphs: [
          `Para pedir uma entrevista, um comentário, imagens ou dados, escreva para ${CONTACT_EMAILS.press}. Indique o seu nome, o órgão de comunicação social, o tema, o prazo e se prefere a entrevista em português ou em inglês. Respondemos a todos os pedidos da comunicação social o mais rapidamente possível.`,
          'Para trabalhos sobre um parceiro específico, podemos pô-lo em contacto com a empresa, mediante o acordo desta.',
        ],
        links: [{ label: `Escrever à equipa de imprensa: ${CONTACT_EMAILS.press}`, to: mailto(CONTACT_EMAILS.press) }],
      },
    ],
  },
};
