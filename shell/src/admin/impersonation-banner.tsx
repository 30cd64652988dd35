// While a super admin acts as another user, every page says so, with the way back: nothing is done in that
// user's name by mistake.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { useTabActions } from './use-tab-actions';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.5rem 1.25rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  button {
    font: inherit;
    min-height: 44px;
    padding: 0.3rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

export function ImpersonationBanner(): ReactNode {
  const acting = useAuth((s) => s.impersonating);
  const { t } = useTranslation('shell');
  const { backToMain } = useTabActions();
  if (!acting) return null;
  const name = `${acting.first_name} ${acting.last_name}`.trim() || acting.email;
  return (
    <Banner aria-label={t('impersonation.label')} data-testid="impersonation-banner">
      {/* A live region: the switch is announced, since the page itself may not change. */}
      <p role="status">{t('impersonation.actingAs', { name, email: acting.email })}</p>
      <button type="button" onClick={backToMain}>
        {t('impersonation.back')}
      </button>
    </Banner>
  );
}
