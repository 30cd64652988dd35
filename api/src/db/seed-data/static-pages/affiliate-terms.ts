import type { StaticPage } from './types';

export const affiliateTerms: StaticPage = {
  id: 'affiliate-terms',
  en: {
    title: 'Affiliate terms',
    description:
      'The rules of the Roteiro affiliate programme: joining, referral attribution, commission, payouts, promotion rules and termination.',
    lead: 'These terms govern your participation in the Roteiro affiliate programme. They apply together with our general terms and conditions and our privacy policy. Please read them before you start promoting Roteiro.',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Joining the programme',
        paragraphs: [
          'You may join as an individual of legal age or as a company. Your affiliate account is active as soon as you confirm your e-mail address with the code or link we send, and your affiliate code is then issued in your welcome mail. Participation is free of charge. If the channels you use or the way you promote Roteiro do not comply with these terms, we may suspend or close your account as set out in section 8.',
          'You must keep the details in your affiliate profile, including your tax and bank details, accurate and up to date. Your account is personal and you must keep your login details confidential.',
        ],
      },
      {
        heading: '2. Attribution of bookings',
        paragraphs: [
          'A booking is attributed to you when the customer arrives through your affiliate link and completes the purchase, or when the customer uses a promo code that has been assigned to you. If a promo code and a link from different affiliates are both present, the promo code prevails.',
          'Bookings made by you, on your own behalf, or by persons acting for you are not eligible. We may refuse attribution where a booking results from a breach of these terms.',
        ],
      },
      {
        heading: '3. Commission',
        paragraphs: [
          'The commission for each attributed booking is shown in your affiliate dashboard. It is calculated on the amount actually paid by the customer for the booking, excluding amounts paid with gift cards or loyalty points and any refunded amount.',
          'Commission becomes payable only when the booked service has been completed. No commission is due for bookings that are declined by the partner, cancelled or refunded. If a booking is refunded after commission has been paid, we may deduct the corresponding amount from future payouts.',
        ],
      },
      {
        heading: '4. Payouts',
        paragraphs: [
          'Payable commission is paid by bank transfer to the IBAN in your affiliate profile, in the payout cycle shown in your dashboard. You must issue the invoice or receipt required by Portuguese tax law for each payout, and you are responsible for your own taxes and social security contributions.',
          'We are not responsible for delays or failed transfers caused by incorrect bank details.',
        ],
      },
      {
        heading: '5. How you may promote Roteiro',
        paragraphs: [
          'You must promote Roteiro honestly and in line with consumer protection and advertising rules. Make clear to your audience that you may earn a commission from the links or codes you share.',
        ],
        bullets: [
          'Do not send unsolicited messages (spam) or use contact lists without consent.',
          'Do not bid on the Roteiro name or its variations in paid search advertising without our written agreement.',
          'Do not present yourself as Roteiro or as one of its partners, or create websites or profiles that may be confused with ours.',
          'Do not publish false or misleading information about prices, availability, discounts or cancellation conditions.',
          'Do not publish promo codes on coupon websites unless we have agreed to it.',
          'Do not use cookie stuffing, hidden redirects, automated clicks or any other method to generate artificial attribution.',
        ],
      },
      {
        heading: '6. Brand and content',
        paragraphs: [
          'We grant you a limited, non-exclusive and revocable right to use the Roteiro name, logo and service descriptions solely to promote Roteiro under these terms, following the guidance in our press kit. You may not alter the logo or use partners’ names and images out of context.',
        ],
        links: [{ label: 'Open the press kit', to: '/press-kit' }],
      },
      {
        heading: '7. Personal data',
        paragraphs: [
          'We process your personal data as described in our privacy policy. Customers who book through your referral are our customers; you do not receive their personal data, and you must not try to obtain it.',
        ],
        links: [{ label: 'Read the privacy policy', to: '/privacy-policy' }],
      },
      {
        heading: '8. Suspension and termination',
        paragraphs: [
          'You may leave the programme at any time through our support team in Messages. We may suspend or close your affiliate account with reasonable notice, or immediately in the case of a serious breach of these terms, including fraud.',
          'On termination, commission already payable for legitimate bookings is paid in the next payout cycle. Commission linked to a breach is not due.',
        ],
      },
      {
        heading: '9. Liability',
        paragraphs: [
          'The programme is provided as is. We do not guarantee any level of earnings. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: '10. Changes and governing law',
        paragraphs: [
          'We may update these terms and will notify you through your dashboard before the changes take effect; continuing to participate after that date means you accept them. These terms are governed by Portuguese law, and the Portuguese courts have jurisdiction, without prejudice to mandatory rules.',
        ],
      },
    ],
  },
  pt: {
    title: 'Termos de afiliado',
    description:
      'As regras do programa de afiliados do Roteiro: adesão, atribuição de reservas, comissão, pagamentos, regras de promoção e cessação.',
    lead: 'Estes termos regem a sua participação no programa de afiliados do Roteiro. Aplicam-se juntamente com os nossos termos e condições gerais e a nossa política de privacidade. Leia-os antes de começar a promover o Roteiro.',
    updated: '2026-11-22',
    sections: [
      {
        heading: '1. Adesão ao programa',
        paragraphs: [
          'Pode aderir como pessoa singular maior de idade ou como empresa. A sua conta de afiliado fica ativa logo que confirma o endereço de e-mail com o código ou a ligação que enviamos, e o seu código de afiliado é então enviado no e-mail de boas-vindas. A participação é gratuita. Se os canais que usa ou a forma como promove o Roteiro não cumprirem estes termos, podemos suspender ou encerrar a sua conta, nos termos da secção 8.',
          'Deve manter os dados do seu perfil de afiliado, incluindo os dados fiscais e bancários, exatos e atualizados. A sua conta é pessoal e deve manter confidenciais os seus dados de acesso.',
        ],
      },
      {
        heading: '2. Atribuição de reservas',
        paragraphs: [
          'Uma reserva é-lhe atribuída quando o cliente chega através da sua ligação de afiliado e conclui a compra, ou quando o cliente usa um código promocional que lhe foi atribuído. Se existirem um código promocional e uma ligação de afiliados diferentes, prevalece o código promocional.',
          'As reservas feitas por si, em seu nome ou por pessoas que atuem por sua conta não são elegíveis. Podemos recusar a atribuição quando uma reserva resultar do incumprimento destes termos.',
        ],
      },
      {
        heading: '3. Comissão',
        paragraphs: [
          'A comissão de cada reserva atribuída é apresentada no seu painel de afiliado. É calculada sobre o valor efetivamente pago pelo cliente pela reserva, excluindo os montantes pagos com cartões-oferta ou pontos de fidelização e qualquer valor reembolsado.',
          'A comissão só se torna devida quando o serviço reservado tiver sido concluído. Não é devida comissão por reservas recusadas pelo parceiro, canceladas ou reembolsadas. Se uma reserva for reembolsada depois de paga a comissão, podemos deduzir o valor correspondente a pagamentos futuros.',
        ],
      },
      {
        heading: '4. Pagamentos',
        paragraphs: [
          'A comissão devida é paga por transferência bancária para o IBAN indicado no seu perfil de afiliado, no ciclo de pagamento apresentado no painel. Deve emitir a fatura ou o recibo exigido pela lei fiscal portuguesa por cada pagamento e é responsável pelos seus impostos e contribuições para a segurança social.',
          'Não somos responsáveis por atrasos ou transferências falhadas devido a dados bancários incorretos.',
        ],
      },
      {
        heading: '5. Como pode promover o Roteiro',
        paragraphs: [
          'Deve promover o Roteiro com honestidade e de acordo com as regras de defesa do consumidor e de publicidade. Deixe claro ao seu público que pode receber uma comissão pelas ligações ou códigos que partilha.',
        ],
        bullets: [
          'Não envie mensagens não solicitadas (spam) nem use listas de contactos sem consentimento.',
          'Não licite o nome do Roteiro ou variações deste em publicidade paga nos motores de pesquisa sem o nosso acordo escrito.',
          'Não se apresente como o Roteiro ou como um dos seus parceiros, nem crie sites ou perfis que possam ser confundidos com os nossos.',
          'Não publique informação falsa ou enganosa sobre preços, disponibilidade, descontos ou condições de cancelamento.',
          'Não publique códigos promocionais em sites de cupões sem o nosso acordo.',
          'Não use cookie stuffing, redirecionamentos ocultos, cliques automáticos ou qualquer outro método para gerar atribuições artificiais.',
        ],
      },
      {
        heading: '6. Marca e conteúdos',
        paragraphs: [
          'Concedemos-lhe um direito limitado, não exclusivo e revogável de usar o nome, o logótipo e as descrições de serviços do Roteiro apenas para promover o Roteiro nos termos aqui previstos, seguindo as orientações do nosso kit de imprensa. Não pode alterar o logótipo nem usar nomes e imagens de parceiros fora de contexto.',
        ],
        links: [{ label: 'Abrir o kit de imprensa', to: '/press-kit' }],
      },
      {
        heading: '7. Dados pessoais',
        paragraphs: [
          'Tratamos os seus dados pessoais conforme descrito na nossa política de privacidade. Os clientes que reservam através da sua recomendação são nossos clientes; não recebe os seus dados pessoais e não deve tentar obtê-los.',
        ],
        links: [{ label: 'Ler a política de privacidade', to: '/privacy-policy' }],
      },
      {
        heading: '8. Suspensão e cessação',
        paragraphs: [
          'Pode sair do programa a qualquer momento através da nossa equipa de apoio nas Mensagens. Podemos suspender ou encerrar a sua conta de afiliado com pré-aviso razoável ou, de imediato, em caso de incumprimento grave destes termos, incluindo fraude.',
          'Com a cessação, a comissão já devida por reservas legítimas é paga no ciclo de pagamento seguinte. Não é devida comissão associada a um incumprimento.',
        ],
      },
      {
        heading: '9. Responsabilidade',
        paragraphs: [
          'O programa é disponibilizado no estado em que se encontra. Não garantimos qualquer nível de ganhos. Nada nestes termos limita a responsabilidade que a lei não permita limitar.',
        ],
      },
      {
        heading: '10. Alterações e lei aplicável',
        paragraphs: [
          'Podemos atualizar estes termos e iremos informá-lo através do painel antes de as alterações produzirem efeitos; continuar a participar após essa data significa que as aceita. Estes termos regem-se pela lei portuguesa e são competentes os tribunais portugueses, sem prejuízo das normas imperativas aplicáveis.',
        ],
      },
    ],
  },
};
