// Strength feedback under a new-password field, so people pick passwords that resist guessing: a four-step bar with
// the level in words (never colour alone) and what would make the password stronger. The level is announced to screen
// readers when it changes (aria-live); the advice is plain text below. The API decides: it refuses with the reason on
// the field.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { estimatePasswordStrength } from '../domain/password-strength';

const Frame = styled.div`
  margin: -0.25rem 0 0.75rem;
  font-size: 0.9rem;
  .bar {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 4px;
    max-width: 16rem;
  }
  .step {
    height: 6px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.border};
  }
  .step.on {
    background: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface PasswordStrengthProps {
  password: string;
  /** The account's address, so a password containing its name is flagged. */
  email?: string;
  id?: string;
}

export function PasswordStrength({ password, email = '', id }: PasswordStrengthProps): ReactNode {
  const { t } = useTranslation('common');
  const { score, hints } = estimatePasswordStrength(password, email);
  return (
    <Frame id={id} data-testid="password-strength">
      <div className="bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={password && score >= step ? 'step on' : 'step'} />
        ))}
      </div>
      <p aria-live="polite" data-testid="password-strength-level" style={{ margin: '0.25rem 0 0' }}>
        {password
          ? t('passwordStrength.level', { level: t(`passwordStrength.levels.${score}`) })
          : t('passwordStrength.empty')}
      </p>
      {password && hints.length > 0 && (
        <ul>
          {hints.map((hint) => (
            <li key={hint}>{t(`passwordStrength.hints.${hint}`)}</li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
