import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useDestroyDraft } from './api/destroy-draft';
import { serverWords } from '../../shared/api/server-words';

/** A draft's Delete, confirmed first: a draft was never sold, so nothing points at it. */
export function DeleteDraft({ service }: { service: DashboardServiceRow }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const destroy = useDestroyDraft();
  const [open, setOpen] = useState(false);
  const toast = (message: string, kind: 'success' | 'error') => toastStore.getState().show({ message, kind });
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('services.deleteDraftOf', { name: service.name })}
        onClick={() => setOpen(true)}
      >
        {t('services.deleteDraft')}
      </Button>
      {open && (
        <ConfirmDialog
          open
          destructive
          busy={destroy.isPending}
          title={t('services.deleteDraftTitle', { name: service.name })}
          confirmLabel={t('services.deleteDraft')}
          onCancel={() => setOpen(false)}
          onConfirm={() =>
            destroy.mutate(service.id, {
              onSuccess: () => toast(t('services.draftDeleted', { name: service.name }), 'success'),
              onError: (e) => toast(serverWords(e, t('services.statusFailedHint')), 'error'),
              onSettled: () => setOpen(false),
            })
          }
        >
          <p>{t('services.deleteDraftNote')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
