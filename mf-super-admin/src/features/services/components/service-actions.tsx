import { useState, type ReactNode } from 'react';
import { ApiError } from '@mp/shared/api';
import type { SuperService } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useUpdateService } from '../api/update-service';

/** The toast of a change: done, or the API's reason (its first field message) or a general failure. */
function toastOf(result: { done: string } | { error: unknown; failed: string }) {
  if ('done' in result) return toastStore.getState().show({ message: result.done, kind: 'success' });
  const message = result.error instanceof ApiError ? Object.values(result.error.errors)[0]?.[0] : undefined;
  toastStore.getState().show({ message: message ?? result.failed, kind: 'error' });
}

/** Activate at once; Deactivate (it leaves the site) after a confirmation. Drafts are their partner's. */
export function StatusButton({ service }: { service: SuperService }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState(false);
  const update = useUpdateService();
  const name = service.name;
  const run = (status: 'active' | 'inactive') =>
    update.mutate(
      { id: service.id, status },
      {
        onSuccess: () =>
          toastOf({ done: t(status === 'active' ? 'services.activated' : 'services.deactivated', { name }) }),
        onError: (error) => toastOf({ error, failed: t('services.failed', { name }) }),
        onSettled: () => setAsking(false),
      },
    );
  if (service.status === 'draft') return null;
  if (service.status !== 'active')
    return (
      <Button
        variant="secondary"
        busy={update.isPending}
        aria-label={t('services.activateName', { name })}
        onClick={() => run('active')}
      >
        {t('services.activate')}
      </Button>
    );
  return (
    <>
      <Button variant="secondary" aria-label={t('services.deactivateName', { name })} onClick={() => setAsking(true)}>
        {t('services.deactivate')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('services.deactivateTitle', { name })}
        confirmLabel={t('services.deactivate')}
        destructive
        busy={update.isPending}
        onConfirm={() => run('inactive')}
        onCancel={() => setAsking(false)}
      >
        <p>{t('services.deactivateText', { name })}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * A home-page place (sponsored or weekly deal) switched in place, named for screen readers. The box shows the value
 * asked for while the change is under way and the server's once the list is refreshed.
 */
export function PlaceToggle({
  service,
  place,
}: {
  service: SuperService;
  place: 'sponsored' | 'weekly_deal';
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const update = useUpdateService();
  const on = update.isPending ? !service[place] : service[place];
  const label = t(place === 'sponsored' ? 'services.sponsoredOf' : 'services.weeklyDealOf', { name: service.name });
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={on}
      disabled={update.isPending}
      style={{ width: 24, height: 24 }}
      onChange={() =>
        update.mutate(
          { id: service.id, [place]: !on },
          {
            onSuccess: () =>
              toastOf({ done: t(on ? 'services.unpromoted' : 'services.promoted', { name: service.name }) }),
            onError: (error) => toastOf({ error, failed: t('services.failed', { name: service.name }) }),
          },
        )
      }
    />
  );
}
