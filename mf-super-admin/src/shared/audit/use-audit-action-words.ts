// How the audit log and a customer's page name an entry's action. A request made while acting as someone is told
// apart by its method: a page read changes nothing and says so, a write says it changed something (its Change column
// holds the account before and after).
import { useCallback } from 'react';
import type { AuditEntry } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function useAuditActionWords(): (entry: Pick<AuditEntry, 'action' | 'method'>) => string {
  const { t } = useTranslation('superAdmin');
  return useCallback(
    (entry) => {
      if (entry.action === 'impersonation')
        return t(READS.has(entry.method.toUpperCase()) ? 'audit.impersonationRead' : 'audit.impersonationWrite');
      // An action recorded before the back office had words for it still shows, as its code.
      return t(`audit.actions.${entry.action}`, { defaultValue: entry.action });
    },
    [t],
  );
}
