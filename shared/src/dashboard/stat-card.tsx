// A headline figure (revenue this month, bookings to answer) with its change against the previous period.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Card = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0;
    font-size: 0.95rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  .value {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
  .up {
    color: ${({ theme }) => theme.colors.success};
  }
  .down {
    color: ${({ theme }) => theme.colors.danger};
  }
  .hint {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9em;
  }
`;

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** Relative change in whole percent, or null when there is nothing to compare with. */
export function percentChange(current: number, previous: number | undefined): number | null {
  if (previous === undefined || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}

export interface StatCardProps {
  label: string;
  /** The figure as shown (already formatted). */
  value: string;
  /** Raw current and previous values, for the change line. */
  current?: number;
  previous?: number;
  hint?: string;
}

export function StatCard({ label, value, current, previous, hint }: StatCardProps): ReactNode {
  const { t } = useTranslation('common');
  const change = current === undefined ? null : percentChange(current, previous);
  return (
    <Card>
      <h3>{label}</h3>
      <p className="value">{value}</p>
      {change !== null && (
        <p className={change >= 0 ? 'hint up' : 'hint down'}>
          {t(change >= 0 ? 'dashboard.changeUp' : 'dashboard.changeDown', { percent: Math.abs(change) })}
        </p>
      )}
      {hint && <p className="hint">{hint}</p>}
    </Card>
  );
}
