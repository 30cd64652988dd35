// The link mailed to a new notification address opens the settings page with ?confirm-email={secret}: the page sends it
// once, says what happened, and takes the secret out of the address bar (so a reload or a shared address never sends it
// again). Only a member who may edit the company confirms; anyone else sees why not.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { useConfirmNotificationEmail } from '../api/confirm-notification-email';

export const CONFIRM_PARAM = 'confirm-email';

/** What the page shows about the link: nothing, that it is being sent, or why it did not work. */
export type EmailConfirmState = { kind: 'idle' } | { kind: 'confirming' } | { kind: 'failed'; message: string };

export function useEmailConfirmLink(mayEditCompany: boolean | undefined): EmailConfirmState {
  const { t } = useTranslation('partnerDashboard');
  const [params, setParams] = useSearchParams();
  const token = params.get(CONFIRM_PARAM);
  const confirm = useConfirmNotificationEmail();
  const sent = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token || mayEditCompany === undefined || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONFIRM_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!mayEditCompany) {
      setFailure(t('settings.confirmForbidden'));
      return;
    }
    confirm.mutate(token, {
      onSuccess: (settings) =>
        toastStore
          .getState()
          .show({ message: t('settings.confirmed', { email: settings.notification_email ?? '' }), kind: 'success' }),
      onError: (e) =>
        setFailure(
          e instanceof ApiError && e.status === 422 ? (e.errors.token?.[0] ?? e.message) : t('settings.failed'),
        ),
    });
  }, [token, mayEditCompany, confirm, setParams, t]);

  if (failure) return { kind: 'failed', message: failure };
  return confirm.isPending ? { kind: 'confirming' } : { kind: 'idle' };
}
