// docs/adr/023: the booking box of a service with a child band asks for adults and children apart, each band with
// its ages and what one person of it pays, as GetYourGuide and Viator do ("Adult (age 13–99) €45 · Child (age 4–12)
// €25"). The buttons are real buttons (keyboard and screen readers), the counts are announced as they change.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ChildBand, ServiceDetail } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { ageRangeText } from '../age-range';

export interface PartyCounts {
  adults: number;
  children: number;
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;
/** One row of a stepper list: what is counted (with a line below it) on the left, its stepper on the right. */
export const StepperRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  small {
    display: block;
  }
`;
/** − count + with 44 px buttons. */
export const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 600;
  }
  /* 44 px touch targets, so the steppers can be hit with a thumb on a phone. */
  button {
    min-width: 44px;
    min-height: 44px;
  }
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

interface PartyStepperProps {
  service: Pick<ServiceDetail, 'ageEnd'>;
  band: ChildBand;
  value: PartyCounts;
  onChange: (next: PartyCounts) => void;
  /** Adults and children together may not go above it (the largest group the service takes). */
  max: number;
  /** What one adult and one child pay for the party as it is now (tiers and discounts included). */
  adultCents: number;
  childCents: number;
  /** Why this party cannot be booked (children alone), or null. */
  error: string | null;
}

export function PartySteppers({
  service,
  band,
  value,
  onChange,
  max,
  adultCents,
  childCents,
  error,
}: PartyStepperProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const full = value.adults + value.children >= max;
  const bands = [
    {
      key: 'adults' as const,
      label: t('party.adults'),
      ages: ageRangeText(t, 'party', band.age_end + 1, service.ageEnd),
      cents: adultCents,
      // A party needs someone; a band without children allowed alone keeps one adult.
      min: band.alone ? 0 : 1,
    },
    {
      key: 'children' as const,
      label: t('party.children'),
      ages: ageRangeText(t, 'party', band.age_start, band.age_end),
      cents: childCents,
      min: 0,
    },
  ];
  const set = (key: keyof PartyCounts, n: number) => onChange({ ...value, [key]: n });
  return (
    <Fieldset data-testid="party-steppers">
      <legend>{t('service.people')}</legend>
      {bands.map((b) => (
        <StepperRow key={b.key} data-testid={`band-${b.key}`}>
          <div id={`band-${b.key}-label`}>
            {b.label}
            <small>
              {b.ages} · {formatMoney(b.cents, locale)}
            </small>
          </div>
          <Stepper role="group" aria-labelledby={`band-${b.key}-label`}>
            <Button
              variant="secondary"
              disabled={value[b.key] <= b.min}
              onClick={() => set(b.key, value[b.key] - 1)}
              aria-label={t(`party.remove.${b.key}`)}
            >
              −
            </Button>
            <output
              aria-live="polite"
              data-testid={`count-${b.key}`}
              aria-label={t(`party.count.${b.key}`, { count: value[b.key] })}
            >
              {value[b.key]}
            </output>
            <Button
              variant="secondary"
              disabled={full}
              onClick={() => set(b.key, value[b.key] + 1)}
              aria-label={t(`party.add.${b.key}`)}
            >
              +
            </Button>
          </Stepper>
        </StepperRow>
      ))}
      {error && (
        <Error role="alert" data-testid="party-error">
          {error}
        </Error>
      )}
    </Fieldset>
  );
}
