import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { usePathTo } from '@mp/shared/remote';
import { Button } from '@mp/shared/ui';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useDuplicateService } from './api/duplicate-service';
import { serverWords } from '../../shared/api/server-words';

/** A row's Duplicate: the copy is a new draft, opened in the editor to change before it is published. */
export function DuplicateService({ service }: { service: DashboardServiceRow }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const navigate = useNavigate();
  const duplicate = useDuplicateService();
  return (
    <Button
      variant="secondary"
      busy={duplicate.isPending}
      aria-label={t('services.duplicateOf', { name: service.name })}
      onClick={() =>
        duplicate.mutate(service.id, {
          onSuccess: (copy) => {
            toastStore.getState().show({ message: t('services.duplicated', { name: service.name }), kind: 'success' });
            navigate(to('dashboard.services-edit', { id: copy.id }));
          },
          onError: (e) =>
            toastStore.getState().show({ message: serverWords(e, t('services.statusFailedHint')), kind: 'error' }),
        })
      }
    >
      {t('services.duplicate')}
    </Button>
  );
}
