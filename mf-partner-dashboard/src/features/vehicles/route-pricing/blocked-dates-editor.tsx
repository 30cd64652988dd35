import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@mp/shared/ui';
import { formatDate, useTranslation } from '@mp/shared/i18n';

const Days = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
`;
const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

/** The days the vehicle is not for sale: added one by one from a date field, each removable. */
export function BlockedDatesEditor({
  dates,
  errors,
  onChange,
}: {
  dates: string[];
  errors: Record<string, string>;
  onChange: (dates: string[]) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [day, setDay] = useState('');
  const problem = dates.map((_, i) => errors[`blocked_dates.${i}`]).find(Boolean);
  return (
    <>
      <Add>
        <TextField
          label={t('vehicles.routePricing.blockedDay')}
          type="date"
          value={day}
          error={problem}
          onChange={(e) => setDay(e.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={!day}
          onClick={() => {
            if (day && !dates.includes(day)) onChange([...dates, day].sort());
            setDay('');
          }}
        >
          {t('vehicles.routePricing.block')}
        </Button>
      </Add>
      {dates.length === 0 ? (
        <p>{t('vehicles.routePricing.noBlockedDays')}</p>
      ) : (
        <Days aria-label={t('vehicles.routePricing.blockedDays')}>
          {dates.map((d) => (
            <li key={d}>
              <Button
                type="button"
                variant="secondary"
                aria-label={t('vehicles.routePricing.unblock', { day: formatDate(d) })}
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                {formatDate(d)} ×
              </Button>
            </li>
          ))}
        </Days>
      )}
    </>
  );
}
