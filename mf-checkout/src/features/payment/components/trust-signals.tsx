// What a customer looks for before pressing Pay: until when the order can be cancelled for
// free, the terms paying accepts (the booking call has no acceptance flag: paying is the acceptance), and that the
// payment goes over an encrypted connection, said only where it is true (a page served over HTTPS). No seal or
// certification we do not hold.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCancellationDeadline } from '@mp/shared/domain';
import { cancellationText, Trans, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { CartItem } from '@mp/shared/stores';
import { VisuallyHidden } from '@mp/shared/ui';
import { orderCancellation } from '../../../shared/order-summary/cancellation';

const Notes = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
`;
const Secure = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  svg {
    flex: none;
  }
`;

/** The order's free-cancellation line, from the same rule as the summary's per-line deadline. */
export function OrderCancellationNote({ items }: { items: readonly CartItem[] }): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const terms = orderCancellation(items);
  if (!terms) return null;
  const text =
    terms.kind === 'some_lines'
      ? t('payment.trust.cancellationSomeLines', {
          when: formatCancellationDeadline(terms.until),
          lines: terms.notFree.join(', '),
        })
      : cancellationText(tc, terms);
  return <p data-testid="order-cancellation">{text}</p>;
}

function NewTabLink({ href, children }: { href: string; children?: ReactNode }): ReactNode {
  const { t } = useTranslation('checkout');
  // A new tab keeps the card details typed on this page.
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('payment.trust.newTab')}</VisuallyHidden>
    </a>
  );
}

/** Above the Pay button: the cancellation terms and the terms paying accepts. */
/** `booking`: nothing to pay, so the customer accepts the terms by confirming, not by paying. */
export function PayTerms({ items, booking = false }: { items: readonly CartItem[]; booking?: boolean }): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  return (
    <Notes data-testid="pay-terms">
      <OrderCancellationNote items={items} />
      <p data-testid="terms-acceptance">
        <Trans
          t={t}
          i18nKey={booking ? 'payment.trust.acceptTermsBooking' : 'payment.trust.acceptTerms'}
          components={{
            terms: <NewTabLink href={to('terms-and-conditions')} />,
            privacy: <NewTabLink href={to('privacy-policy')} />,
          }}
        />
      </p>
    </Notes>
  );
}

/** Whether this page came over an encrypted connection (production serves HTTPS; a local demo on http does not). */
export const servedOverHttps = (): boolean => window.location.protocol === 'https:';

/**
 * Under the Pay button: "secure payment · encrypted connection", only on a page served over HTTPS. On plain http the
 * browser itself marks the page "Not secure", and a lock saying otherwise would be false.
 */
export function SecurePaymentLine({ encrypted = servedOverHttps() }: { encrypted?: boolean }): ReactNode {
  const { t } = useTranslation('checkout');
  if (!encrypted) return null;
  return (
    <Secure data-testid="secure-payment">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      </svg>
      <span>{t('payment.trust.secure')}</span>
    </Secure>
  );
}
