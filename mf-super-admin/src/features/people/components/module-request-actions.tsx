import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { SuperPartner } from '@mp/shared/contracts';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, Modal, TextAreaField } from '@mp/shared/ui';

const Asked = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Answer = 'approve' | 'decline';

/**
 * The module a live company asked to switch on (docs/partner-review.md, "Modules"): what and since when, with Approve
 * and Decline. Declining asks for the reason the partner is mailed (required; the API's 422 lands on the field).
 */
export function ModuleRequestActions({
  partner,
  answer,
}: {
  partner: Pick<SuperPartner, 'trade_name' | 'module_request' | 'module_requested_at'>;
  answer(answer: Answer, reason?: string): Promise<unknown>;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState<Answer | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (!partner.module_request) return null;
  const name = partner.trade_name;
  const module = t(`people.${partner.module_request}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    if (asking === 'decline' && reason.trim() === '') {
      setError(t('people.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await answer(asking, asking === 'decline' ? reason.trim() : undefined);
      toastStore.getState().show({ message: t(`people.moduleDone.${asking}`, { name, module }), kind: 'success' });
      setAsking(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setError(e.errors.reason?.[0] ?? e.errors.module_request?.[0] ?? Object.values(e.errors)[0]?.[0]);
      else toastStore.getState().show({ message: t('people.changeFailed', { name }), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const open = (next: Answer) => {
    setReason('');
    setError(undefined);
    setAsking(next);
  };
  return (
    <Asked>
      <strong>
        {t('people.moduleAsked', {
          module,
          date: partner.module_requested_at ? formatDate(partner.module_requested_at) : '',
        })}
      </strong>
      <Button
        variant="secondary"
        onClick={() => open('approve')}
        aria-label={t('people.moduleApproveName', { name, module })}
      >
        {t('people.moduleApprove')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => open('decline')}
        aria-label={t('people.moduleDeclineName', { name, module })}
      >
        {t('people.moduleDecline')}
      </Button>
      <Modal
        open={asking !== null}
        title={asking ? t(`people.moduleTitle.${asking}`, { name, module }) : ''}
        onClose={() => setAsking(null)}
      >
        {asking ? (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <p>{t(`people.moduleText.${asking}`, { name, module })}</p>
            {asking === 'decline' ? (
              <TextAreaField
                label={t('people.reason')}
                hint={t('people.reasonHint')}
                rows={4}
                maxLength={1000}
                value={reason}
                error={error}
                onChange={(e) => setReason(e.target.value)}
                required
              />
            ) : error ? (
              <p role="alert">{error}</p>
            ) : null}
            <Actions>
              <Button variant="secondary" type="button" onClick={() => setAsking(null)} disabled={busy}>
                {t('people.cancel')}
              </Button>
              <Button type="submit" variant={asking === 'decline' ? 'danger' : 'primary'} busy={busy}>
                {t(asking === 'decline' ? 'people.moduleDecline' : 'people.moduleApprove')}
              </Button>
            </Actions>
          </form>
        ) : null}
      </Modal>
    </Asked>
  );
}
