// Messages of the back office's saved views, in English and European Portuguese. Mounted under `savedViews.*` by
// src/i18n/messages.ts.
export const savedViewMessages = {
  en: {
    notFound: 'This saved view does not exist.',
    notOwner: 'Only the colleague who saved this view can change or delete it.',
    nameTaken: 'You already have a view called “{{name}}” on this list. Choose another name.',
    queryInvalid: 'This is not a list’s filters and sort: save the view from the list page.',
  },
  pt: {
    notFound: 'Esta vista guardada não existe.',
    notOwner: 'Só o colega que guardou esta vista a pode alterar ou eliminar.',
    nameTaken: 'Já tem uma vista chamada «{{name}}» nesta lista. Escolha outro nome.',
    queryInvalid: 'Isto não são filtros e ordenação de uma lista: guarde a vista a partir da página da lista.',
  },
};
