import type { StaticPage } from './types';

export const affiliate: StaticPage = {
  id: 'affiliate',
  en: {
    title: 'Affiliate programme',
    description:
      'Recommend transfers, experiences and gift cards in Portugal and earn a commission on every completed booking you refer to Roteiro.',
    lead: 'Do your readers, followers or guests ask you what to do in Portugal and how to get there? Recommend Roteiro and earn a commission on the bookings you refer.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: ['The programme suits anyone who helps people plan a trip or a day out in Portugal.'],
        bullets: [
          'Travel bloggers, content creators and newsletter writers.',
          'Hotels, guesthouses, local accommodation hosts and concierges.',
          'Travel agents, event organisers and relocation services.',
          'Businesses that want to offer transfers or experiences to their clients without running them.',
        ],
      },
      {
        heading: 'How you earn',
        paragraphs: [
          'Share links to Roteiro or your personal promo code. When a customer books through your referral, the booking is attributed to you and you earn a commission on it.',
          'The commission for each referred booking is shown in your affiliate dashboard. It becomes payable once the booked service has been completed; bookings that are declined, cancelled or refunded do not earn commission.',
        ],
      },
      {
        heading: 'Tracking your referrals',
        paragraphs: [
          'Your dashboard lists the bookings attributed to you, their status and the commission for each. You can request a personal promo code from your dashboard; once it is assigned to you, every booking that uses it is credited to your account, even if the customer did not click your link.',
        ],
      },
      {
        heading: 'Getting paid',
        paragraphs: [
          'Add your IBAN and BIC/SWIFT in your affiliate profile. Payable commission is paid by bank transfer to that account, in the payout cycle shown in your dashboard. You are responsible for issuing the tax documents required for the amounts you receive.',
        ],
      },
      {
        heading: 'How to join',
        paragraphs: [
          'Sign up on the Become an affiliate page with your details and tell us where you plan to promote Roteiro. We e-mail you a code to confirm your address; once you enter it (or follow the link in the same mail) your account is active, you are signed in, your welcome mail carries your affiliate code, and you have access to your dashboard, profile and programme information. Joining is free.',
          'By joining, you accept the affiliate terms, which explain attribution, commission, payouts and the rules for promoting Roteiro. We may suspend or close an affiliate account that breaks them.',
        ],
        links: [
          { label: 'Become an affiliate: sign up', to: '/be-an-affiliate' },
          { label: 'Read the affiliate terms', to: '/affiliate-terms' },
        ],
      },
    ],
  },
  pt: {
    title: 'Programa de afiliados',
    description:
      'Recomende transfers, experiências e cartões-oferta em Portugal e ganhe comissão por cada reserva concluída que encaminhar para o Roteiro.',
    lead: 'Os seus leitores, seguidores ou hóspedes perguntam-lhe o que fazer em Portugal e como lá chegar? Recomende o Roteiro e ganhe uma comissão pelas reservas que encaminhar.',
    sections: [
      {
        heading: 'A quem se destina',
        paragraphs: [
          'O programa é indicado para quem ajuda outras pessoas a planear uma viagem ou um passeio em Portugal.',
        ],
        bullets: [
          'Bloggers de viagens, criadores de conteúdos e autores de newsletters.',
          'Hotéis, casas de hóspedes, anfitriões de alojamento local e rececionistas.',
          'Agentes de viagens, organizadores de eventos e serviços de mudança de residência.',
          'Empresas que querem oferecer transfers ou experiências aos seus clientes sem as organizar.',
        ],
      },
      {
        heading: 'Como ganha',
        paragraphs: [
          'Partilhe ligações para o Roteiro ou o seu código promocional pessoal. Quando um cliente reserva através da sua recomendação, a reserva é-lhe atribuída e ganha uma comissão sobre ela.',
          'A comissão de cada reserva encaminhada é apresentada no seu painel de afiliado. Torna-se devida quando o serviço reservado tiver sido concluído; as reservas recusadas, canceladas ou reembolsadas não geram comissão.',
        ],
      },
      {
        heading: 'Acompanhar as recomendações',
        paragraphs: [
          'O seu painel lista as reservas que lhe foram atribuídas, o respetivo estado e a comissão de cada uma. Pode pedir um código promocional pessoal no painel; depois de lhe ser atribuído, todas as reservas que o utilizem são creditadas na sua conta, mesmo que o cliente não tenha clicado na sua ligação.',
        ],
      },
      {
        heading: 'Receber os pagamentos',
        paragraphs: [
          'Adicione o seu IBAN e BIC/SWIFT no perfil de afiliado. A comissão devida é paga por transferência bancária para essa conta, no ciclo de pagamento indicado no painel. É responsável pela emissão dos documentos fiscais exigidos pelos montantes que recebe.',
        ],
      },
      {
        heading: 'Como aderir',
        paragraphs: [
          'Registe-se na página Seja afiliado com os seus dados e diga-nos onde pretende promover o Roteiro. Enviamos-lhe por e-mail um código para confirmar o endereço; depois de o introduzir (ou de seguir a ligação do mesmo e-mail), a conta fica ativa, inicia sessão, o e-mail de boas-vindas traz o seu código de afiliado e tem acesso ao painel, ao perfil e à informação do programa. A adesão é gratuita.',
          'Ao aderir, aceita os termos de afiliado, que explicam a atribuição, a comissão, os pagamentos e as regras de promoção do Roteiro. Podemos suspender ou encerrar uma conta de afiliado que não os cumpra.',
        ],
        links: [
          { label: 'Seja afiliado: registe-se', to: '/be-an-affiliate' },
          { label: 'Ler os termos de afiliado', to: '/affiliate-terms' },
        ],
      },
    ],
  },
};
