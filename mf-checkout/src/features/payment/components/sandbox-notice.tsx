// While payment methods run on their sandbox (GET api/payments/mode), the payment screen says that no
// real money is charged and which test numbers to use. Nothing shows while the answer loads or if it fails.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePaymentMode } from '../api/get-payment-mode';

const Note = styled.div`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  p {
    margin: 0.25rem 0;
  }
`;

export function SandboxNotice(): ReactNode {
  const { t } = useTranslation('checkout');
  const sandbox = usePaymentMode()?.sandbox ?? [];
  if (sandbox.length === 0) return null;
  return (
    <Note role="note" aria-labelledby="sandbox-notice-title" data-testid="sandbox-notice">
      <p id="sandbox-notice-title">
        <strong>{t('payment.sandbox.title')}</strong>
      </p>
      {sandbox.includes('card') && <p>{t('payment.sandbox.card')}</p>}
      {sandbox.includes('mbway') && <p>{t('payment.sandbox.mbway')}</p>}
    </Note>
  );
}
