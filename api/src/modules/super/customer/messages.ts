// Messages of the back office's customer page, in English and European Portuguese. Spread into src/i18n/messages.ts
// as `customerPage`.
export const customerPageMessages = {
  en: {
    notFound: 'This customer account does not exist.',
    noteNotFound: 'This note does not exist or was deleted.',
    noteEmpty: 'Write the note first.',
    noteNotYours: 'Only the staff member who wrote this note can change or delete it.',
  },
  pt: {
    notFound: 'Esta conta de cliente não existe.',
    noteNotFound: 'Esta nota não existe ou foi eliminada.',
    noteEmpty: 'Escreva a nota primeiro.',
    noteNotYours: 'Só o membro da equipa que escreveu esta nota a pode alterar ou eliminar.',
  },
};
