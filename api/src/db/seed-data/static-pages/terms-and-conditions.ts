import type { StaticPage } from './types';

export const termsAndConditions: StaticPage = {
  id: 'terms-and-conditions',
  en: {
    title: 'Terms and conditions',
    description:
      'Terms for using Roteiro and booking transfers, experiences and gift cards in Portugal: payments, cancellations, refunds and complaints.',
    lead: 'These terms and conditions govern your use of Roteiro and the bookings you make through it. By creating an account or making a booking, you accept them. Please read them carefully, together with our privacy policy.',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Who we are and what we do',
        paragraphs: [
          'Roteiro is an online platform, available in English and Portuguese, on which partner companies offer transfers, experiences, wellness treatments, restaurant bookings, events and other services in Portugal, and on which customers can book and pay for them and buy gift cards.',
          'We act as an intermediary. The contract for each service is concluded between you and the partner named on the listing, who is responsible for providing the service as described. We are responsible for operating the platform, processing your payment and the refunds due under these terms, and assisting you if a problem arises.',
        ],
      },
      {
        heading: '2. Definitions',
        paragraphs: ['In these terms, the following words have the meanings below.'],
        bullets: [
          'Customer or you: the person who uses Roteiro to book services or buy gift cards.',
          'Partner: the company that lists and provides a service on Roteiro.',
          'Affiliate: a person or company that refers customers to Roteiro under the affiliate terms.',
          'Booking: an order paid through Roteiro, which may contain one or more booking items, each for one service.',
          'Start time: the date and time at which the booked service begins, or the pickup time for a transfer.',
        ],
      },
      {
        heading: '3. Your account',
        paragraphs: [
          'You can book as a guest, with accurate personal details, or with an account that keeps your bookings, points and gift cards together; a guest booking can be added to an account later from its confirmation e-mail. You must be at least 18 years old to create an account and to book; minors may take part in services booked by an adult responsible for them, subject to the age range of each service.',
          'You are responsible for keeping your password confidential and for activity carried out through your account. Tell our support team through Messages in your account if you suspect unauthorised use.',
        ],
      },
      {
        heading: '4. Listings and prices',
        paragraphs: [
          'Partners publish their listings themselves and are responsible for their accuracy, including the description, duration, languages, capacity, age range, meeting point and cancellation policy. We cannot guarantee that every detail is free of errors; if you find a mistake, tell our support team through Messages in your account.',
          'All prices are in euros and include VAT at the applicable rate. The price depends on the date, the number of people and, for transfers, the vehicle, the route, round trip or one way, and the baby, child and booster seats selected. Larger groups may be charged according to the price tiers shown on the listing. The total to pay, including any discount, is shown before you confirm.',
        ],
      },
      {
        heading: '5. Making a booking',
        paragraphs: [
          'You add services to your cart, provide your billing details and any notes for the partner, and choose a payment method. By confirming the payment you make an offer to book the services in your cart.',
          'After payment, each booking item is sent to the partner, who accepts or declines it. The item is confirmed when the partner accepts it, and we inform you in your account. If a partner declines an item, the contract for that item is not concluded and the amount paid for it is refunded in full.',
          'For transfers, you must give correct pickup and drop-off points, date and time, number of passengers, luggage pieces and child seats. The partner may refuse to carry passengers or luggage beyond what was booked, or children without a suitable child restraint.',
        ],
      },
      {
        heading: '6. Payment',
        paragraphs: [
          'You can pay by card, PayPal, MB WAY or crypto currency. Payments are processed by specialised payment providers; we do not store your full card details.',
          'With MB WAY, you must approve the payment request in the MB WAY app within 5 minutes; after that the request expires and no payment is taken. With crypto currency, the amount due is calculated from the euro price at the rate shown at checkout, subject to a minimum amount per currency; you must send the exact amount to the address provided, and any network fees are your responsibility.',
          'You may apply one promo code per order, under the conditions attached to it, and use loyalty points and gift cards as described below. A booking is not processed until payment has been received.',
        ],
      },
      {
        heading: '7. Changes and cancellation at your request',
        paragraphs: [
          'Each listing states whether free cancellation is available and, if so, the cancellation policy in hours. While free cancellation is available you can cancel a booking item yourself in My bookings in your account; to change one, or to ask for a cancellation outside that window, send a message to the partner from your booking (Messages). Free cancellation is available only while the start time minus the policy hours is still in the future. For example, with a 24-hour policy for a service starting at 10:00 on 15 June, you can cancel for free until 10:00 on 14 June.',
          'A cancellation made in time, in My bookings or by a message to the partner, is refunded in full the way you paid for that item (card, PayPal, MB WAY or crypto; points come back as points and gift card amounts to the gift card); for a message, what counts is the time it was sent. After that moment, or for services without free cancellation, the partner may refuse and the amount paid is not refundable, unless the partner agrees otherwise or a refund is required by law. If you do not show up or arrive too late for the service to go ahead, the service is considered used.',
          'Because the services offered are leisure, transport and catering services provided on a specific date, the statutory 14-day right of withdrawal for distance contracts does not apply to them, in line with EU and Portuguese consumer law. Gift cards are covered in section 9.',
        ],
      },
      {
        heading: '8. Changes and cancellation by the partner',
        paragraphs: [
          'Partners may need to change or cancel a service for reasons such as bad weather, safety or insufficient participants. The partner may offer you an alternative date through Messages; if you do not accept it, or none is offered, the partner cancels the booking item and you are refunded in full. If a significant change is made, you may ask the partner to cancel free of charge.',
          'Whenever a partner cancels a paid booking item, at your request or its own, the refund starts automatically and goes to the original payment method: amounts paid with points come back as points and amounts paid with a gift card go back to that gift card. The time until the money reaches you depends on your payment provider.',
        ],
      },
      {
        heading: '9. Gift cards',
        paragraphs: [
          'A gift card has a face value, which is its purchase price, and can be used to pay for bookings on Roteiro until the expiry date shown on the card and in Gift cards in your account. A gift card bought from a partner (its gift card listing names it) pays for that partner’s services only; a Roteiro gift card, issued by us, pays for any service. At checkout a partner’s gift card pays that partner’s lines of the order and the rest is paid another way. A gift card can be used in part: any unused balance remains available for future bookings until the expiry date.',
          'You may withdraw from the purchase of a gift card that has not been used within 14 days of buying it, with a full refund. Gift cards cannot otherwise be exchanged for cash, except where the law requires it. Treat the gift card code like cash: we are not responsible for use by someone who obtained the code from you. If a booking item paid with a gift card is cancelled and refunded, the amount is returned to the gift card balance.',
        ],
      },
      {
        heading: '10. Loyalty points',
        paragraphs: [
          'Customers with an account collect loyalty points on eligible bookings. The number of points earned, how they can be used and their validity are set out in the points terms in your account. Points can be used at checkout to reduce the price of a booking, have no cash value and cannot be transferred.',
          'Points earned on a booking that is later cancelled or refunded are removed. Points used on a booking item that is cancelled and refunded are returned to your balance. We may cancel points obtained through fraud or misuse.',
        ],
      },
      {
        heading: '11. Messages and reviews',
        paragraphs: [
          'You can exchange messages with partners and with our support team through Messages in your account. Use them only for matters related to your bookings and be respectful.',
          'After a completed service, you may publish a review. Reviews must reflect your own genuine experience and must not contain offensive content, personal data of other people or advertising. Reviews are linked to real bookings, and we may moderate or remove reviews that break these rules; we do not remove reviews because they are negative.',
        ],
      },
      {
        heading: '12. Your obligations',
        paragraphs: ['When using Roteiro and the services booked, you agree to:'],
        bullets: [
          'provide true and complete information, including billing details and special requirements;',
          'arrive on time at the meeting or pickup point and follow the partner’s safety instructions;',
          'respect the age, health and capacity requirements stated on each listing;',
          'not use Roteiro for unlawful, fraudulent or abusive purposes, nor interfere with its operation.',
        ],
      },
      {
        heading: '13. Liability',
        paragraphs: [
          'The partner is responsible for providing the service and for any damage caused during it, in accordance with the law. We are responsible for the proper functioning of the platform and for our own obligations under these terms.',
          'We are not liable for indirect losses or for events beyond our reasonable control. Nothing in these terms excludes or limits liability for death or personal injury caused by negligence, for fraud, or any other liability that cannot be excluded under Portuguese law, nor your rights as a consumer.',
        ],
      },
      {
        heading: '14. Intellectual property',
        paragraphs: [
          'The Roteiro’s name, logo, design and software belong to us or to our licensors. Content provided by partners belongs to them. You may not copy or reuse the platform’s content for commercial purposes without permission.',
        ],
      },
      {
        heading: '15. Complaints and dispute resolution',
        paragraphs: [
          'If something goes wrong, contact our support team through Messages in your account, describing the booking and the problem. We will work with the partner to find a solution and reply as soon as possible.',
          'You can also submit a complaint in the electronic complaints book (Livro de Reclamações Eletrónico). In the event of a dispute, you may turn to a consumer dispute resolution entity authorised in Portugal; the list of these entities is published on the Portuguese consumer portal. You may also bring a claim before the competent courts.',
        ],
      },
      {
        heading: '16. Changes to these terms',
        paragraphs: [
          'We may update these terms, for example to reflect new features or changes in the law. The date of the latest version is shown at the top of this page. Bookings already made remain subject to the terms in force at the time of booking.',
        ],
      },
      {
        heading: '17. Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by Portuguese law. Any dispute is subject to the jurisdiction of the Portuguese courts, without prejudice to the mandatory consumer protection rules of your country of habitual residence in the European Union and your right to bring proceedings there.',
        ],
      },
    ],
  },
  pt: {
    title: 'Termos e condições',
    description:
      'Termos de utilização do Roteiro e de reserva de transfers, experiências e cartões-oferta em Portugal: pagamentos, cancelamentos e reclamações.',
    lead: 'Estes termos e condições regem a utilização do Roteiro e as reservas que faz através dele. Ao criar uma conta ou fazer uma reserva, aceita-os. Leia-os com atenção, juntamente com a nossa política de privacidade.',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Quem somos e o que fazemos',
        paragraphs: [
          'O Roteiro é uma plataforma online, disponível em português e em inglês, na qual empresas parceiras oferecem transfers, experiências, tratamentos de bem-estar, reservas em restaurantes, eventos e outros serviços em Portugal, e na qual os clientes os podem reservar e pagar e comprar cartões-oferta.',
          'Atuamos como intermediário. O contrato de cada serviço é celebrado entre si e o parceiro indicado no anúncio, que é responsável por prestar o serviço conforme descrito. Somos responsáveis pelo funcionamento da plataforma, pelo processamento do pagamento e dos reembolsos devidos nos termos aqui previstos e por lhe prestar apoio se surgir um problema.',
        ],
      },
      {
        heading: '2. Definições',
        paragraphs: ['Nestes termos, as palavras seguintes têm o significado indicado.'],
        bullets: [
          'Cliente ou utilizador: a pessoa que usa o Roteiro para reservar serviços ou comprar cartões-oferta.',
          'Parceiro: a empresa que publica e presta um serviço no Roteiro.',
          'Afiliado: a pessoa ou empresa que encaminha clientes para o Roteiro ao abrigo dos termos de afiliado.',
          'Reserva: uma encomenda paga através do Roteiro, que pode conter um ou mais itens de reserva, cada um relativo a um serviço.',
          'Hora de início: a data e a hora em que o serviço reservado começa ou, no caso de um transfer, a hora de recolha.',
        ],
      },
      {
        heading: '3. A sua conta',
        paragraphs: [
          'Pode reservar como convidado, com dados pessoais exatos, ou com uma conta que reúne as suas reservas, pontos e cartões-oferta; uma reserva feita como convidado pode ser juntada mais tarde a uma conta a partir do e-mail de confirmação. Tem de ter pelo menos 18 anos para criar uma conta e reservar; os menores podem participar em serviços reservados por um adulto responsável por eles, respeitando a faixa etária de cada serviço.',
          'É responsável por manter a palavra-passe confidencial e pela atividade realizada na sua conta. Informe a nossa equipa de apoio através das Mensagens na sua conta se suspeitar de uma utilização não autorizada.',
        ],
      },
      {
        heading: '4. Anúncios e preços',
        paragraphs: [
          'Os parceiros publicam os seus anúncios e são responsáveis pela sua exatidão, incluindo a descrição, a duração, os idiomas, a capacidade, a faixa etária, o ponto de encontro e a política de cancelamento. Não podemos garantir que todos os pormenores estejam isentos de erros; se encontrar um erro, informe a nossa equipa de apoio através das Mensagens na sua conta.',
          'Todos os preços são em euros e incluem IVA à taxa aplicável. O preço depende da data, do número de pessoas e, nos transfers, do veículo, do percurso, de ser só ida ou ida e volta e das cadeiras de bebé, de criança e assentos elevatórios escolhidos. Os grupos maiores podem ser cobrados segundo os escalões de preço indicados no anúncio. O total a pagar, incluindo eventuais descontos, é apresentado antes da confirmação.',
        ],
      },
      {
        heading: '5. Fazer uma reserva',
        paragraphs: [
          'Adiciona serviços ao carrinho, indica os dados de faturação e eventuais notas para o parceiro e escolhe um meio de pagamento. Ao confirmar o pagamento, apresenta uma proposta de reserva dos serviços do carrinho.',
          'Depois do pagamento, cada item de reserva é enviado ao parceiro, que o aceita ou recusa. O item fica confirmado quando o parceiro o aceita, e informamo-lo na sua conta. Se um parceiro recusar um item, o contrato relativo a esse item não é celebrado e o valor pago é reembolsado na totalidade.',
          'Nos transfers, deve indicar corretamente os pontos de recolha e de chegada, a data e a hora, o número de passageiros, os volumes de bagagem e as cadeiras de criança. O parceiro pode recusar transportar passageiros ou bagagem além do reservado, ou crianças sem sistema de retenção adequado.',
        ],
      },
      {
        heading: '6. Pagamento',
        paragraphs: [
          'Pode pagar com cartão, PayPal, MB WAY ou criptomoeda. Os pagamentos são processados por prestadores de serviços de pagamento especializados; não guardamos os dados completos do seu cartão.',
          'Com MB WAY, deve aprovar o pedido de pagamento na aplicação MB WAY no prazo de 5 minutos; depois disso, o pedido expira e nada é cobrado. Com criptomoeda, o valor devido é calculado a partir do preço em euros à taxa apresentada no checkout, sujeito a um montante mínimo por moeda; deve enviar o valor exato para o endereço indicado, e as eventuais comissões de rede são da sua responsabilidade.',
          'Pode aplicar um código promocional por encomenda, nas condições que lhe estejam associadas, e usar pontos de fidelização e cartões-oferta conforme descrito abaixo. Uma reserva só é processada depois de o pagamento ser recebido.',
        ],
      },
      {
        heading: '7. Alterações e cancelamento a pedido do cliente',
        paragraphs: [
          'Cada anúncio indica se existe cancelamento gratuito e, nesse caso, a política de cancelamento em horas. Enquanto houver cancelamento gratuito, pode cancelar um item de reserva em As minhas reservas, na sua conta; para o alterar, ou para pedir um cancelamento fora desse prazo, envie uma mensagem ao parceiro a partir da reserva (Mensagens). O cancelamento gratuito só está disponível enquanto a hora de início menos as horas da política ainda estiver no futuro. Por exemplo, com uma política de 24 horas para um serviço que começa às 10:00 de 15 de junho, pode cancelar sem custos até às 10:00 de 14 de junho.',
          'Um cancelamento feito dentro do prazo, em As minhas reservas ou por mensagem ao parceiro, é reembolsado na totalidade pelo meio de pagamento desse item (cartão, PayPal, MB WAY ou cripto; os pontos regressam como pontos e os valores de cartões-oferta ao cartão); numa mensagem, conta a hora a que foi enviada. Depois desse momento, ou nos serviços sem cancelamento gratuito, o parceiro pode recusar e o valor pago não é reembolsável, salvo acordo do parceiro ou quando a lei obrigue ao reembolso. Se não comparecer ou chegar tão tarde que o serviço não se possa realizar, o serviço considera-se utilizado.',
          'Como os serviços oferecidos são serviços de lazer, transporte e restauração prestados numa data específica, o direito legal de livre resolução de 14 dias dos contratos celebrados à distância não se lhes aplica, nos termos do direito do consumo europeu e português. Os cartões-oferta são tratados na secção 9.',
        ],
      },
      {
        heading: '8. Alterações e cancelamento pelo parceiro',
        paragraphs: [
          'Os parceiros podem ter de alterar ou cancelar um serviço por motivos como mau tempo, segurança ou número insuficiente de participantes. O parceiro pode propor-lhe uma data alternativa através das Mensagens; se não a aceitar, ou se nenhuma for proposta, o parceiro cancela o item de reserva e o valor é-lhe reembolsado na totalidade. Se for feita uma alteração significativa, pode pedir ao parceiro que cancele sem custos.',
          'Sempre que um parceiro cancela um item de reserva pago, a seu pedido ou por iniciativa própria, o reembolso é iniciado automaticamente e vai para o meio de pagamento original: os valores pagos com pontos regressam como pontos e os valores pagos com um cartão-oferta regressam a esse cartão. O tempo até receber o dinheiro depende do seu prestador de pagamentos.',
        ],
      },
      {
        heading: '9. Cartões-oferta',
        paragraphs: [
          'Um cartão-oferta tem um valor nominal, que é o seu preço de compra, e pode ser usado para pagar reservas no Roteiro até à data de validade indicada no cartão e em Cartões-oferta, na sua conta. Um cartão-oferta comprado a um parceiro (o anúncio do cartão-oferta indica-o) paga apenas serviços desse parceiro; um cartão-oferta Roteiro, emitido por nós, paga qualquer serviço. Na finalização da compra, o cartão-oferta de um parceiro paga as linhas desse parceiro e o resto é pago por outro meio de pagamento. Um cartão-oferta pode ser usado parcialmente: o saldo não utilizado fica disponível para reservas futuras até à data de validade.',
          'Pode desistir da compra de um cartão-oferta que não tenha sido utilizado no prazo de 14 dias após a compra, com reembolso total. Fora deste caso, os cartões-oferta não podem ser trocados por dinheiro, salvo quando a lei o exija. Trate o código do cartão-oferta como dinheiro: não somos responsáveis pela utilização por alguém que tenha obtido o código através de si. Se um item de reserva pago com um cartão-oferta for cancelado e reembolsado, o valor regressa ao saldo do cartão.',
        ],
      },
      {
        heading: '10. Pontos de fidelização',
        paragraphs: [
          'Os clientes com conta acumulam pontos de fidelização nas reservas elegíveis. O número de pontos ganhos, a forma de os usar e a respetiva validade constam dos termos dos pontos, na sua conta. Os pontos podem ser usados no checkout para reduzir o preço de uma reserva, não têm valor em dinheiro e não são transmissíveis.',
          'Os pontos ganhos numa reserva posteriormente cancelada ou reembolsada são retirados. Os pontos usados num item de reserva cancelado e reembolsado regressam ao seu saldo. Podemos anular pontos obtidos através de fraude ou utilização abusiva.',
        ],
      },
      {
        heading: '11. Mensagens e avaliações',
        paragraphs: [
          'Pode trocar mensagens com os parceiros e com a nossa equipa de apoio através das Mensagens na sua conta. Use-as apenas para assuntos relacionados com as suas reservas e com respeito.',
          'Depois de um serviço concluído, pode publicar uma avaliação. As avaliações devem refletir a sua experiência real e não podem conter conteúdo ofensivo, dados pessoais de terceiros ou publicidade. As avaliações estão associadas a reservas reais, e podemos moderar ou remover as que violem estas regras; não removemos avaliações por serem negativas.',
        ],
      },
      {
        heading: '12. As suas obrigações',
        paragraphs: ['Ao usar o Roteiro e os serviços reservados, compromete-se a:'],
        bullets: [
          'prestar informação verdadeira e completa, incluindo os dados de faturação e necessidades especiais;',
          'chegar a horas ao ponto de encontro ou de recolha e seguir as instruções de segurança do parceiro;',
          'respeitar os requisitos de idade, saúde e capacidade indicados em cada anúncio;',
          'não usar o Roteiro para fins ilícitos, fraudulentos ou abusivos, nem interferir no seu funcionamento.',
        ],
      },
      {
        heading: '13. Responsabilidade',
        paragraphs: [
          'O parceiro é responsável pela prestação do serviço e pelos danos causados durante a mesma, nos termos da lei. Somos responsáveis pelo bom funcionamento da plataforma e pelas nossas próprias obrigações nos termos aqui previstos.',
          'Não somos responsáveis por danos indiretos nem por acontecimentos fora do nosso controlo razoável. Nada nestes termos exclui ou limita a responsabilidade por morte ou danos pessoais causados por negligência, por fraude ou qualquer outra responsabilidade que não possa ser excluída pela lei portuguesa, nem os seus direitos enquanto consumidor.',
        ],
      },
      {
        heading: '14. Propriedade intelectual',
        paragraphs: [
          'O nome, o logótipo, o design e o software do Roteiro pertencem-nos ou aos nossos licenciantes. Os conteúdos fornecidos pelos parceiros pertencem-lhes. Não pode copiar nem reutilizar os conteúdos da plataforma para fins comerciais sem autorização.',
        ],
      },
      {
        heading: '15. Reclamações e resolução de litígios',
        paragraphs: [
          'Se algo correr mal, contacte a nossa equipa de apoio através das Mensagens na sua conta, descrevendo a reserva e o problema. Trabalharemos com o parceiro para encontrar uma solução e responderemos logo que possível.',
          'Pode também apresentar uma reclamação no Livro de Reclamações Eletrónico. Em caso de litígio, pode recorrer a uma entidade de resolução alternativa de litígios de consumo autorizada em Portugal; a lista destas entidades está publicada no Portal do Consumidor. Pode ainda recorrer aos tribunais competentes.',
        ],
      },
      {
        heading: '16. Alterações a estes termos',
        paragraphs: [
          'Podemos atualizar estes termos, por exemplo para refletir novas funcionalidades ou alterações legislativas. A data da versão mais recente é indicada no topo desta página. As reservas já feitas continuam sujeitas aos termos em vigor no momento da reserva.',
        ],
      },
      {
        heading: '17. Lei aplicável e foro',
        paragraphs: [
          'Estes termos regem-se pela lei portuguesa. Qualquer litígio fica sujeito à jurisdição dos tribunais portugueses, sem prejuízo das normas imperativas de defesa do consumidor do seu país de residência habitual na União Europeia e do seu direito de aí intentar uma ação.',
        ],
      },
    ],
  },
};
