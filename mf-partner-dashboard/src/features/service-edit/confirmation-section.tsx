// "Confirmation" of an experience, wellness service or transfer (docs/adr/049): bookings confirmed on payment, or
// each one accepted or declined by the partner. Saved on its own through the service's update; new bookings follow it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { ApiError } from '@mp/shared/api';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import type { DashboardServiceDetail, ServiceConfirmation } from '@mp/shared/contracts';
import { useUpdateService } from './api/get-service';
import { Choice, FieldError, SectionForm } from './section-form';

/** The kinds whose own setting says who confirms (a restaurant's tables follow its table rules, tickets are instant). */
export const hasConfirmationSetting = (kind: DashboardServiceDetail['kind']): boolean =>
  kind === 'experience' || kind === 'wellness' || kind === 'transfer';

const CHOICES: readonly ServiceConfirmation[] = ['instant', 'partner'];

export function ConfirmationSection({ service }: { service: DashboardServiceDetail }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const update = useUpdateService(service.id);
  const [choice, setChoice] = useState<ServiceConfirmation>(service.confirmation);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    update.mutate(
      { confirmation: choice },
      {
        onSuccess: (saved) => {
          setChoice(saved.confirmation);
          toastStore.getState().show({ message: t('confirmation.saved'), kind: 'success' });
        },
        onError: (e) => {
          const message = e instanceof ApiError && e.status === 422 ? e.errors.confirmation?.[0] : undefined;
          if (message) {
            setError(message);
            requestAnimationFrame(() => document.getElementById('confirmation-instant')?.focus());
          }
          toastStore.getState().show({ message: t('confirmation.failed'), kind: 'error' });
        },
      },
    );
  };

  return (
    <SectionForm noValidate onSubmit={submit} aria-labelledby="confirmation-title">
      <h2 id="confirmation-title">{t('confirmation.title')}</h2>
      <fieldset aria-describedby={error ? 'confirmation-hint confirmation-error' : 'confirmation-hint'}>
        <legend>{t('confirmation.legend')}</legend>
        {CHOICES.map((value) => (
          <Choice key={value}>
            <input
              type="radio"
              name="confirmation"
              id={`confirmation-${value}`}
              value={value}
              checked={choice === value}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                setChoice(value);
                setError(undefined);
              }}
            />
            {t(`confirmation.${value}`)}
          </Choice>
        ))}
        <p id="confirmation-hint">{t('confirmation.hint')}</p>
        {error && <FieldError id="confirmation-error">{error}</FieldError>}
      </fieldset>
      <div>
        <Button type="submit" busy={update.isPending}>
          {t('confirmation.save')}
        </Button>
      </div>
    </SectionForm>
  );
}
