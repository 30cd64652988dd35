// Messages of the customer panel, in English and European Portuguese. Mounted under `customer.*` by
// src/i18n/messages.ts.
export const customerMessages = {
  en: {
    notCancellable: 'Only a booked item that is not completed, declined or cancelled can be cancelled.',
    windowClosed: 'The free cancellation period of this item has ended. Message the partner instead.',
    nonRefundableConfirm:
      'The free cancellation period of this item has ended: it is non-refundable. Confirm that you want to cancel it without a refund.',
    bookingNotFound: 'This booking does not exist or is not yours.',
    currentPasswordWrong: 'Your current password is not right.',
    passwordChanged: 'Your password was changed. Your other sessions were signed out.',
    deleteUpcoming:
      'You still have booked services to come. Cancel them, or wait until they have taken place, then delete your account.',
    deletePaymentOpen:
      'A booking of yours is waiting for payment. Finish the payment or let it expire, then try again.',
    deleteNotAsStaff: 'Only the customer, signed in as themselves, can delete their account.',
    accountDeleted:
      'Your account was deleted. Your personal data was removed; partners keep your past bookings without your name.',
    partnerCancelSubject: 'Booking {{reference}}: cancelled by the customer',
    partnerCancelText:
      'Hello,\n\n{{customer}} cancelled {{service}} on {{date}} (booking {{reference}}) within the free cancellation period.\nThe places are free again and the customer has been refunded.\n',
    partnerCancelKeptText:
      'Hello,\n\n{{customer}} cancelled {{service}} on {{date}} (booking {{reference}}) after its free cancellation period.\nThe places are free again. The booking was non-refundable by then, so the customer was not refunded.\n',
    partnerCancelFreeText:
      'Hello,\n\n{{customer}} cancelled {{service}} on {{date}} (booking {{reference}}).\nThe places are free again. Nothing was paid for this booking, so there was nothing to refund.\n',
  },
  pt: {
    notCancellable: 'Só pode cancelar um serviço reservado que não esteja concluído, recusado ou cancelado.',
    windowClosed: 'O prazo de cancelamento gratuito deste serviço terminou. Envie uma mensagem ao parceiro.',
    nonRefundableConfirm:
      'O prazo de cancelamento gratuito deste serviço terminou: não é reembolsável. Confirme que o quer cancelar sem reembolso.',
    bookingNotFound: 'Esta reserva não existe ou não é sua.',
    currentPasswordWrong: 'A sua palavra-passe atual não está certa.',
    passwordChanged: 'A sua palavra-passe foi alterada. As suas outras sessões foram terminadas.',
    deleteUpcoming:
      'Ainda tem serviços reservados por acontecer. Cancele-os, ou aguarde que aconteçam, e depois elimine a sua conta.',
    deletePaymentOpen:
      'Uma reserva sua está a aguardar pagamento. Conclua o pagamento ou deixe-o expirar e tente de novo.',
    deleteNotAsStaff: 'Só o próprio cliente, com a sua sessão, pode eliminar a conta.',
    accountDeleted:
      'A sua conta foi eliminada. Os seus dados pessoais foram apagados; os parceiros guardam as reservas passadas sem o seu nome.',
    partnerCancelSubject: 'Reserva {{reference}}: cancelada pelo cliente',
    partnerCancelText:
      'Olá,\n\n{{customer}} cancelou {{service}} de {{date}} (reserva {{reference}}) dentro do prazo de cancelamento gratuito.\nOs lugares ficaram novamente disponíveis e o cliente foi reembolsado.\n',
    partnerCancelKeptText:
      'Olá,\n\n{{customer}} cancelou {{service}} de {{date}} (reserva {{reference}}) depois do prazo de cancelamento gratuito.\nOs lugares ficaram novamente disponíveis. A reserva já não era reembolsável, por isso o cliente não foi reembolsado.\n',
    partnerCancelFreeText:
      'Olá,\n\n{{customer}} cancelou {{service}} de {{date}} (reserva {{reference}}).\nOs lugares ficaram novamente disponíveis. Nada foi pago por esta reserva, por isso não havia nada a reembolsar.\n',
  },
} as const;
