import { useState, type ReactNode } from 'react';
import type { TransferQuoteRequest } from '@mp/shared/contracts';
import { ReasonDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useCloseQuoteRequest } from '../api/answer-quote-request';

/** Close a request that will not be quoted (or was declined): the reason is required and kept in the audit log. */
export function CloseQuote({ request }: { request: TransferQuoteRequest }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const closeRequest = useCloseQuoteRequest();
  const [open, setOpen] = useState(false);
  const name = `${request.first_name} ${request.last_name}`;
  if (request.status === 'closed') return null;
  return (
    <>
      <Button variant="danger" aria-label={t('quotes.close.openFor', { name })} onClick={() => setOpen(true)}>
        {t('quotes.close.open')}
      </Button>
      {open && (
        <ReasonDialog
          title={t('quotes.close.title', { name })}
          confirmLabel={t('quotes.close.confirm')}
          reasonLabel={t('quotes.close.reason')}
          requiredMessage={t('quotes.close.reasonRequired')}
          failedMessage={t('quotes.close.failed')}
          destructive
          busy={closeRequest.isPending}
          onConfirm={async (reason) => {
            await closeRequest.mutateAsync({ id: request.id, reason });
            toastStore.getState().show({ message: t('quotes.close.done', { name }), kind: 'success' });
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
