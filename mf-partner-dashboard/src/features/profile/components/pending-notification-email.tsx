// A new notification address that has not been confirmed yet: where booking mails will go, until when its link works,
// and where they go until then, with the link sent again or the change cancelled.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PartnerSettings } from '@mp/shared/contracts';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useCancelNotificationEmail } from '../api/cancel-notification-email';
import { useSaveSettings } from '../api/profile';

const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function PendingNotificationEmail({
  settings,
  pending,
}: {
  settings: PartnerSettings;
  pending: NonNullable<PartnerSettings['pending_notification_email']>;
}): ReactNode {
  const { t, i18n } = useTranslation('partnerDashboard');
  const resend = useSaveSettings();
  const cancel = useCancelNotificationEmail();
  const failed = () => toastStore.getState().show({ message: t('settings.failed'), kind: 'error' });
  const until = formatInstant(pending.expires_at, i18n.language);
  return (
    <Notice role="status" aria-labelledby="pending-email-title" data-testid="pending-notification-email">
      <h3 id="pending-email-title">{t('settings.pendingTitle')}</h3>
      <p>
        {settings.notification_email
          ? t('settings.pending', { email: pending.email, until, current: settings.notification_email })
          : t('settings.pendingNoCurrent', { email: pending.email, until })}
      </p>
      <div className="actions">
        <Button
          variant="secondary"
          busy={resend.isPending}
          onClick={() =>
            resend.mutate(
              { notification_email: pending.email },
              {
                onSuccess: () =>
                  toastStore
                    .getState()
                    .show({ message: t('settings.linkSent', { email: pending.email }), kind: 'success' }),
                onError: failed,
              },
            )
          }
        >
          {t('settings.resend')}
        </Button>
        <Button
          variant="ghost"
          busy={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => toastStore.getState().show({ message: t('settings.changeCancelled'), kind: 'success' }),
              onError: failed,
            })
          }
        >
          {t('settings.cancelChange')}
        </Button>
      </div>
    </Notice>
  );
}
