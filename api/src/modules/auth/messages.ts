// Mails about the account itself (a password changed, the account deleted), en and European pt. Spread into
// src/i18n/messages.ts as `accountMails`.
export const accountMailMessages = {
  en: {
    passwordChangedSubject: 'Your Roteiro password was changed',
    passwordChangedText:
      "Hello {{name}},\n\nThe password of your Roteiro account ({{email}}) was changed on {{when}} (Lisbon time). Any other device signed in to your account was signed out.\n\nIf this was you, there is nothing more to do. If this wasn't you, reset your password here now: {{link}}",
    accountDeletedSubject: 'Your Roteiro account was deleted',
    accountDeletedText:
      "Hello {{name}},\n\nYour Roteiro account ({{email}}) was deleted on {{when}} (Lisbon time). You can no longer sign in with it.\n\nRemoved: your name, e-mail address, phone, address, tax number, IBAN, profile pictures, mail settings and cart.\n\nKept without your name, because the law and our partners' accounts need them: the records of your bookings and their payments and refunds (for invoices), your reviews and your messages with partners. Gift cards stay valid for whoever has their code. Points you had not used are gone.\n\nYou are welcome back at any time: {{link}}",
  },
  pt: {
    passwordChangedSubject: 'A sua palavra-passe Roteiro foi alterada',
    passwordChangedText:
      'Olá {{name}},\n\nA palavra-passe da sua conta Roteiro ({{email}}) foi alterada em {{when}} (hora de Lisboa). Todos os outros dispositivos com sessão iniciada na sua conta terminaram a sessão.\n\nSe foi o próprio, não precisa de fazer mais nada. Se não foi o próprio, redefina já a palavra-passe aqui: {{link}}',
    accountDeletedSubject: 'A sua conta Roteiro foi eliminada',
    accountDeletedText:
      'Olá {{name}},\n\nA sua conta Roteiro ({{email}}) foi eliminada em {{when}} (hora de Lisboa). Já não é possível iniciar sessão com ela.\n\nRemovido: o seu nome, endereço de e-mail, telefone, morada, número de contribuinte, IBAN, fotografias de perfil, definições de e-mail e carrinho.\n\nGuardado sem o seu nome, porque a lei e as contas dos nossos parceiros o exigem: os registos das suas reservas e dos respetivos pagamentos e reembolsos (para as faturas), as suas avaliações e as suas mensagens com os parceiros. Os cartões-presente continuam válidos para quem tiver o código. Os pontos que não usou perderam-se.\n\nSerá sempre bem-vindo de volta: {{link}}',
  },
};
