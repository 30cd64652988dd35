// Minimal HTML of the sandbox pages (card 3-D Secure challenge, PayPal approval, MB WAY phone app), in en and pt,
// usable by keyboard and screen reader: one heading, the amount, and labelled buttons in a form.
import type { Locale } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';

const TEXT = {
  en: {
    card: ['Card authentication (sandbox)', 'Confirm this payment with your bank.', 'Approve', 'Fail authentication'],
    paypal: ['PayPal (sandbox)', 'Log in and approve the payment to Roteiro.', 'Approve and pay', 'Cancel and return'],
    mbway: ['MB WAY (sandbox phone)', 'A payment request is waiting on the phone', 'Approve', 'Refuse'],
    done: 'This request is finished: ',
    amount: 'Amount',
  },
  pt: {
    card: [
      'Autenticação do cartão (testes)',
      'Confirme este pagamento junto do seu banco.',
      'Aprovar',
      'Falhar a autenticação',
    ],
    paypal: [
      'PayPal (testes)',
      'Inicie sessão e aprove o pagamento ao Roteiro.',
      'Aprovar e pagar',
      'Cancelar e voltar',
    ],
    mbway: ['MB WAY (telemóvel de testes)', 'Há um pedido de pagamento à espera no telemóvel', 'Aprovar', 'Recusar'],
    done: 'Este pedido está terminado: ',
    amount: 'Montante',
  },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxPage(
  kind: 'card' | 'paypal' | 'mbway',
  locale: Locale,
  o: { action: string; amountCents: number; open: boolean; status: string; extra?: string },
) {
  const t = TEXT[locale];
  const [title, intro, yes, no] = t[kind];
  const refuse = kind === 'card' ? 'fail' : kind === 'paypal' ? 'cancel' : 'refuse';
  const body = o.open
    ? `<form method="post" action="${esc(o.action)}">
  <button type="submit" name="action" value="approve">${esc(yes)}</button>
  <button type="submit" name="action" value="${refuse}">${esc(no)}</button>
</form>`
    : `<p role="status">${esc(t.done)}${esc(o.status)}</p>`;
  return `<!doctype html>
<html lang="${locale === 'pt' ? 'pt-PT' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><link rel="icon" href="/shell/favicon.svg" type="image/svg+xml"></head>
<body><main>
<h1>${esc(title)}</h1>
<p>${esc(intro)}${o.extra ? ` (${esc(o.extra)})` : ''}</p>
<p>${esc(t.amount)}: ${esc(formatMoney(o.amountCents, locale))}</p>
${body}
</main></body></html>`;
}
