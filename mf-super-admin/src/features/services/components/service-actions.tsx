import { useState, type ReactNode } from 'react';
import { ApiError } from '@mp/shared/api';
import type { SuperService, SuperServiceUpdateBody } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';

type Change = (body: SuperServiceUpdateBody) => Promise<unknown>;

async function apply(change: Change, body: SuperServiceUpdateBody, done: string, failed: string) {
  try {
    await change(body);
    toastStore.getState().show({ message: done, kind: 'success' });
  } catch (e) {
    const message = e instanceof ApiError ? Object.values(e.errors)[0]?.[0] : undefined;
    toastStore.getState().show({ message: message ?? failed, kind: 'error' });
  }
}

/** Activate at once; Deactivate (it leaves the site) after a confirmation. Drafts are their partner's. */
export function StatusButton({ service, change }: { service: SuperService; change: Change }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = service.name;
  const run = async (status: 'active' | 'inactive') => {
    setBusy(true);
    await apply(
      change,
      { status },
      t(status === 'active' ? 'services.activated' : 'services.deactivated', { name }),
      t('services.failed', { name }),
    );
    setBusy(false);
    setAsking(false);
  };
  if (service.status === 'draft') return null;
  if (service.status !== 'active')
    return (
      <Button
        variant="secondary"
        busy={busy}
        aria-label={t('services.activateName', { name })}
        onClick={() => void run('active')}
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
        busy={busy}
        onConfirm={() => void run('inactive')}
        onCancel={() => setAsking(false)}
      >
        <p>{t('services.deactivateText', { name })}</p>
      </ConfirmDialog>
    </>
  );
}

/**
 * A home-page place (sponsored or weekly deal) switched in place, named for screen readers. The box shows the new
 * value at once and falls back to the server's when the change fails (the list is refreshed before it settles).
 */
export function PlaceToggle({
  service,
  place,
  change,
}: {
  service: SuperService;
  place: 'sponsored' | 'weekly_deal';
  change: Change;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [wanted, setWanted] = useState<boolean | null>(null);
  const on = wanted ?? service[place];
  const label = t(place === 'sponsored' ? 'services.sponsoredOf' : 'services.weeklyDealOf', { name: service.name });
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={on}
      disabled={wanted !== null}
      style={{ width: 24, height: 24 }}
      onChange={() => {
        setWanted(!on);
        void apply(
          change,
          { [place]: !on },
          t(on ? 'services.unpromoted' : 'services.promoted', { name: service.name }),
          t('services.failed', { name: service.name }),
        ).finally(() => setWanted(null));
      }}
    />
  );
}
