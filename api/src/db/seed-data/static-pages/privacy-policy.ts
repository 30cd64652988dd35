import { CONTACT_EMAILS, mailto } from './contacts';
import type { StaticPage } from './types';

export const privacyPolicy: StaticPage = {
  id: 'privacy-policy',
  en: {
    title: 'Privacy policy',
    description:
      'How Roteiro collects, uses and protects personal data of customers, partners and affiliates under the GDPR, and how to exercise your rights.',
    lead: 'This policy explains what personal data Roteiro collects when you browse, book, sell or refer bookings, why we use it, who we share it with, how long we keep it and what rights you have under the General Data Protection Regulation (GDPR).',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Controller',
        paragraphs: [
          'The controller of the personal data processed to run the platform, take bookings and payments and manage customer, partner and affiliate accounts is Roteiro, the operator of this website, established in Portugal. Partners become separate controllers of the booking data we pass to them in order to provide the service you booked.',
          `For any privacy question or request, write to ${CONTACT_EMAILS.privacy}; you do not need an account to do so. If you have an account, you can also contact our support team through Messages in your account. Requests about personal data are handled by the staff responsible for data protection.`,
        ],
        links: [{ label: `Email our privacy team: ${CONTACT_EMAILS.privacy}`, to: mailto(CONTACT_EMAILS.privacy) }],
      },
      {
        heading: '2. Personal data we collect',
        paragraphs: [
          'We collect the data you give us and data generated when you use Roteiro. Depending on how you use it, this may include:',
        ],
        bullets: [
          'Identification and contact data: first and last name, email address, mobile phone number, country and, where given, date of birth.',
          'Billing data: address, postcode, city, country and VAT number.',
          'Booking data: services booked, dates and times, number of people, notes to the partner and, for transfers, pickup and drop-off points, passengers, luggage pieces, baby, child and booster seats, return details and flight information you choose to add.',
          'Payment data: payment method, amount, status and transaction reference; the phone number used for MB WAY; the currency chosen for crypto payments. Full card details are handled by the payment provider, not by us.',
          'Account data: password (stored in encrypted form), profile and cover photos, language, loyalty points, gift cards and promo codes used.',
          'Communications and reviews: messages exchanged with partners and our support team, and reviews you publish.',
          'Partner and affiliate data: company name, trade name, tax number, address, IBAN and BIC/SWIFT, logo, description, website, details of team members and data on sales, referrals and commission.',
          'Technical data: IP address, browser and device type, pages visited, error logs and the data stored in cookies and in your browser’s storage, described in section 9.',
        ],
      },
      {
        heading: '3. Purposes and legal bases',
        paragraphs: ['We only use personal data when we have a legal basis under Article 6 of the GDPR.'],
        bullets: [
          'To create and manage your account, process bookings and payments, send booking information to partners, handle cancellations, refunds, gift cards and points, and provide support: performance of a contract.',
          'To register and manage partners and affiliates and pay what is due to them: performance of a contract.',
          'To issue invoices, keep accounting records and respond to lawful requests from authorities: legal obligation.',
          'To prevent fraud and payment abuse, keep the platform secure and moderate reviews: our legitimate interests.',
          'To improve Roteiro, for example by analysing which services are viewed and booked: our legitimate interests, using aggregated data wherever possible.',
          'To send newsletters and promotional offers, and to use non-essential cookies: your consent, which you can withdraw at any time.',
        ],
      },
      {
        heading: '4. Who we share data with',
        paragraphs: ['We do not sell your personal data. We share it only as needed for the purposes above:'],
        bullets: [
          'Partners: the partner providing a service you booked receives your name, contact phone, booking details and notes and, where needed for age requirements, your date of birth.',
          'Payment providers: card, PayPal, MB WAY and crypto payments are processed by specialised payment providers, which act as our processors or as independent controllers under their own terms.',
          'Technology providers that host the platform, send emails and messages, and provide customer support tools, acting as our processors under written agreements.',
          'Professional advisers, such as accountants and lawyers, and public authorities, courts or police when required by law.',
        ],
      },
      {
        heading: '5. Transfers outside the European Economic Area',
        paragraphs: [
          'Some providers may process data outside the European Economic Area. When that happens, we make sure there is an adequacy decision by the European Commission or appropriate safeguards, such as the Commission’s standard contractual clauses.',
        ],
      },
      {
        heading: '6. How long we keep data',
        paragraphs: [
          'We keep account data while your account is active. If you close your account, we delete or anonymise your data, except where we must keep it longer.',
          'Booking, payment and invoicing records are kept for the period required by Portuguese tax and accounting law, which is generally 10 years. Messages and reviews linked to a booking are kept for as long as needed to handle possible complaints or claims. Marketing data is kept until you withdraw consent. Technical logs are kept for short periods for security purposes.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          `Under the GDPR you have the following rights. To exercise them, write to ${CONTACT_EMAILS.privacy} or, if you have an account, contact our support team through Messages in your account; we may ask you to confirm your identity and will reply within one month, which may be extended in complex cases.`,
          'You also have the right to lodge a complaint with the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (CNPD), or with the supervisory authority of your country of residence.',
        ],
        bullets: [
          'Access your personal data and receive a copy.',
          'Have inaccurate data corrected; much of it you can edit directly in your profile.',
          'Have your data erased, when there is no longer a reason to keep it.',
          'Restrict processing or object to processing based on our legitimate interests.',
          'Receive the data you provided in a structured, machine-readable format (portability).',
          'Withdraw consent at any time, without affecting processing carried out before.',
        ],
        links: [
          { label: `Exercise your rights by email: ${CONTACT_EMAILS.privacy}`, to: mailto(CONTACT_EMAILS.privacy) },
        ],
      },
      {
        heading: '8. Security',
        paragraphs: [
          'We use technical and organisational measures to protect personal data, including encrypted connections, access controls and restricted staff access. Authorised support staff may access your account only to help you or to investigate a problem. Please keep your password safe and do not share it.',
        ],
      },
      {
        heading: '9. Cookies and browser storage',
        paragraphs: [
          'We use cookies and similar technologies that are necessary for Roteiro to work. They do not require consent. If we use analytics or marketing cookies, we will ask for your consent first, and you can change your choice at any time.',
          'Payment providers may set their own cookies when you pay through their services, under their own policies. You can delete cookies and browser storage in your browser settings, but parts of Roteiro may stop working.',
        ],
        bullets: [
          'i18n_redirected: a cookie that remembers your language, English or Portuguese. It lasts 365 days and applies to the whole site.',
          'Local storage: keeps your cart, chosen payment method, billing details, notes, promo code and points selected, so you do not lose them between visits, and your login session.',
          'Session storage: keeps the status of a payment in progress and the MB WAY countdown; it is erased when you close the browser tab.',
        ],
      },
      {
        heading: '10. Children',
        paragraphs: [
          'Roteiro is not intended for children, and accounts can only be created by adults. When you book for a family, you may give us information about children, such as their number and the seats they need; please only give what is necessary for the booking.',
        ],
      },
      {
        heading: '11. Changes to this policy',
        paragraphs: [
          'We may update this policy. The date of the latest version is shown at the top of this page, and we will inform you in your account of any significant change.',
        ],
      },
    ],
  },
  pt: {
    title: 'Política de privacidade',
    description:
      'Como o Roteiro recolhe, usa e protege os dados pessoais de clientes, parceiros e afiliados ao abrigo do RGPD e como exercer os seus direitos.',
    lead: 'Esta política explica que dados pessoais o Roteiro recolhe quando navega, reserva, vende ou encaminha reservas, porque os usamos, com quem os partilhamos, durante quanto tempo os conservamos e que direitos tem ao abrigo do Regulamento Geral sobre a Proteção de Dados (RGPD).',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Responsável pelo tratamento',
        paragraphs: [
          'O responsável pelo tratamento dos dados pessoais tratados para gerir a plataforma, receber reservas e pagamentos e gerir as contas de clientes, parceiros e afiliados é o Roteiro, o operador deste site, estabelecido em Portugal. Os parceiros tornam-se responsáveis autónomos pelos dados de reserva que lhes transmitimos para prestarem o serviço que reservou.',
          `Para qualquer questão ou pedido sobre privacidade, escreva para ${CONTACT_EMAILS.privacy}; não precisa de ter conta para o fazer. Se tiver conta, pode também contactar a nossa equipa de apoio através das Mensagens na sua conta. Os pedidos relativos a dados pessoais são tratados pelos colaboradores responsáveis pela proteção de dados.`,
        ],
        links: [
          { label: `Escrever à equipa de privacidade: ${CONTACT_EMAILS.privacy}`, to: mailto(CONTACT_EMAILS.privacy) },
        ],
      },
      {
        heading: '2. Dados pessoais que recolhemos',
        paragraphs: [
          'Recolhemos os dados que nos fornece e os dados gerados quando usa o Roteiro. Consoante a utilização, podem incluir:',
        ],
        bullets: [
          'Dados de identificação e contacto: nome próprio e apelido, endereço de email, número de telemóvel, país e, quando indicada, data de nascimento.',
          'Dados de faturação: morada, código postal, cidade, país e número de contribuinte.',
          'Dados de reserva: serviços reservados, datas e horas, número de pessoas, notas para o parceiro e, nos transfers, pontos de recolha e de chegada, passageiros, volumes de bagagem, cadeiras de bebé, de criança e assentos elevatórios, dados do regresso e informação de voo que decida acrescentar.',
          'Dados de pagamento: meio de pagamento, montante, estado e referência da transação; o número de telemóvel usado no MB WAY; a moeda escolhida nos pagamentos em criptomoeda. Os dados completos do cartão são tratados pelo prestador de pagamentos, não por nós.',
          'Dados da conta: palavra-passe (guardada de forma cifrada), fotografias de perfil e de capa, idioma, pontos de fidelização, cartões-oferta e códigos promocionais usados.',
          'Comunicações e avaliações: mensagens trocadas com parceiros e com a nossa equipa de apoio e avaliações que publica.',
          'Dados de parceiros e afiliados: denominação social, nome comercial, número de contribuinte, morada, IBAN e BIC/SWIFT, logótipo, descrição, website, dados dos membros da equipa e dados de vendas, recomendações e comissões.',
          'Dados técnicos: endereço IP, tipo de navegador e de dispositivo, páginas visitadas, registos de erros e os dados guardados em cookies e no armazenamento do navegador, descritos na secção 9.',
        ],
      },
      {
        heading: '3. Finalidades e fundamentos de licitude',
        paragraphs: [
          'Só usamos dados pessoais quando temos um fundamento de licitude nos termos do artigo 6.º do RGPD.',
        ],
        bullets: [
          'Criar e gerir a sua conta, processar reservas e pagamentos, enviar a informação da reserva aos parceiros, tratar cancelamentos, reembolsos, cartões-oferta e pontos e prestar apoio: execução de um contrato.',
          'Registar e gerir parceiros e afiliados e pagar-lhes o que lhes é devido: execução de um contrato.',
          'Emitir faturas, manter a contabilidade e responder a pedidos legítimos das autoridades: cumprimento de uma obrigação legal.',
          'Prevenir fraudes e abusos nos pagamentos, manter a plataforma segura e moderar avaliações: os nossos interesses legítimos.',
          'Melhorar o Roteiro, por exemplo analisando que serviços são vistos e reservados: os nossos interesses legítimos, usando dados agregados sempre que possível.',
          'Enviar newsletters e ofertas promocionais e usar cookies não essenciais: o seu consentimento, que pode retirar a qualquer momento.',
        ],
      },
      {
        heading: '4. Com quem partilhamos dados',
        paragraphs: [
          'Não vendemos os seus dados pessoais. Partilhamo-los apenas na medida do necessário para as finalidades acima:',
        ],
        bullets: [
          'Parceiros: o parceiro que presta o serviço reservado recebe o seu nome, telefone de contacto, dados da reserva e notas e, quando necessário por requisitos de idade, a sua data de nascimento.',
          'Prestadores de pagamentos: os pagamentos com cartão, PayPal, MB WAY e criptomoeda são processados por prestadores de serviços de pagamento especializados, que atuam como nossos subcontratantes ou como responsáveis autónomos nos seus próprios termos.',
          'Prestadores de tecnologia que alojam a plataforma, enviam emails e mensagens e fornecem ferramentas de apoio ao cliente, que atuam como nossos subcontratantes ao abrigo de contratos escritos.',
          'Consultores profissionais, como contabilistas e advogados, e autoridades públicas, tribunais ou polícia, quando a lei o exija.',
        ],
      },
      {
        heading: '5. Transferências para fora do Espaço Económico Europeu',
        paragraphs: [
          'Alguns prestadores podem tratar dados fora do Espaço Económico Europeu. Nesse caso, garantimos que existe uma decisão de adequação da Comissão Europeia ou garantias adequadas, como as cláusulas contratuais-tipo da Comissão.',
        ],
      },
      {
        heading: '6. Durante quanto tempo conservamos os dados',
        paragraphs: [
          'Conservamos os dados da conta enquanto esta estiver ativa. Se encerrar a conta, apagamos ou anonimizamos os seus dados, exceto quando tenhamos de os conservar por mais tempo.',
          'Os registos de reservas, pagamentos e faturação são conservados durante o prazo exigido pela legislação fiscal e contabilística portuguesa, que é em regra de 10 anos. As mensagens e avaliações associadas a uma reserva são conservadas enquanto forem necessárias para tratar eventuais reclamações ou pedidos. Os dados de marketing são conservados até retirar o consentimento. Os registos técnicos são conservados por períodos curtos, para fins de segurança.',
        ],
      },
      {
        heading: '7. Os seus direitos',
        paragraphs: [
          `Ao abrigo do RGPD, tem os direitos abaixo. Para os exercer, escreva para ${CONTACT_EMAILS.privacy} ou, se tiver conta, contacte a nossa equipa de apoio através das Mensagens na sua conta; podemos pedir-lhe que confirme a sua identidade e responderemos no prazo de um mês, prorrogável em casos complexos.`,
          'Tem também o direito de apresentar reclamação à Comissão Nacional de Proteção de Dados (CNPD), a autoridade de controlo portuguesa, ou à autoridade de controlo do seu país de residência.',
        ],
        bullets: [
          'Aceder aos seus dados pessoais e receber uma cópia.',
          'Retificar dados inexatos; muitos deles pode editar diretamente no seu perfil.',
          'Obter o apagamento dos dados, quando já não houver motivo para os conservar.',
          'Limitar o tratamento ou opor-se ao tratamento baseado nos nossos interesses legítimos.',
          'Receber os dados que forneceu num formato estruturado e de leitura automática (portabilidade).',
          'Retirar o consentimento a qualquer momento, sem afetar o tratamento realizado anteriormente.',
        ],
        links: [
          {
            label: `Exercer os seus direitos por email: ${CONTACT_EMAILS.privacy}`,
            to: mailto(CONTACT_EMAILS.privacy),
          },
        ],
      },
      {
        heading: '8. Segurança',
        paragraphs: [
          'Aplicamos medidas técnicas e organizativas para proteger os dados pessoais, incluindo ligações cifradas, controlos de acesso e acesso restrito dos colaboradores. Os colaboradores de apoio autorizados só podem aceder à sua conta para o ajudar ou para investigar um problema. Guarde a sua palavra-passe em segurança e não a partilhe.',
        ],
      },
      {
        heading: '9. Cookies e armazenamento no navegador',
        paragraphs: [
          'Usamos cookies e tecnologias semelhantes necessários ao funcionamento do Roteiro, que não exigem consentimento. Se usarmos cookies de análise ou de marketing, pedimos primeiro o seu consentimento, e pode alterar a sua escolha a qualquer momento.',
          'Os prestadores de pagamentos podem definir os seus próprios cookies quando paga através dos respetivos serviços, segundo as suas políticas. Pode apagar os cookies e o armazenamento do navegador nas definições do navegador, mas partes do Roteiro podem deixar de funcionar.',
        ],
        bullets: [
          'i18n_redirected: um cookie que memoriza o seu idioma, português ou inglês. Dura 365 dias e aplica-se a todo o site.',
          'Armazenamento local: guarda o carrinho, o meio de pagamento escolhido, os dados de faturação, as notas, o código promocional e os pontos selecionados, para não os perder entre visitas, bem como a sua sessão iniciada.',
          'Armazenamento de sessão: guarda o estado de um pagamento em curso e a contagem decrescente do MB WAY; é apagado quando fecha o separador do navegador.',
        ],
      },
      {
        heading: '10. Crianças',
        paragraphs: [
          'O Roteiro não se destina a crianças, e só adultos podem criar contas. Quando reserva para uma família, pode fornecer-nos informação sobre crianças, como o número e as cadeiras de que precisam; indique apenas o necessário para a reserva.',
        ],
      },
      {
        heading: '11. Alterações a esta política',
        paragraphs: [
          'Podemos atualizar esta política. A data da versão mais recente é indicada no topo desta página e informá-lo-emos na sua conta de qualquer alteração significativa.',
        ],
      },
    ],
  },
};
