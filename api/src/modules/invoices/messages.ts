// Messages of partner invoices, in English and European Portuguese. Mounted under `invoices.*`.
export const invoiceMessages = {
  en: {
    notFound: 'This invoice does not exist.',
    futureMonth: 'This month has not started yet.',
    openMonth: 'This month is not over yet: its invoices are made once it ends.',
    notPdf: 'Upload a PDF file.',
    noFile: 'No file has been uploaded for this invoice yet.',
  },
  pt: {
    notFound: 'Esta fatura não existe.',
    futureMonth: 'Este mês ainda não começou.',
    openMonth: 'Este mês ainda não terminou: as faturas são emitidas quando acabar.',
    notPdf: 'Envie um ficheiro PDF.',
    noFile: 'Ainda não foi enviado nenhum ficheiro para esta fatura.',
  },
} as const;
