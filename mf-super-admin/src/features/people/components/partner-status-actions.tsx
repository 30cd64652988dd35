import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { CompanyStatus, CompanyStatusChange } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, Modal, TextAreaField } from '@mp/shared/ui';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface PartnerStatusActionsProps {
  /** The company's trade name, for the buttons' accessible names and the dialog ("Quinta do Mar"). */
  name: string;
  status: CompanyStatus;
  change(status: CompanyStatusChange, reason?: string): Promise<unknown>;
}

/** The moves staff may make from each status (docs/partner-review.md); the API refuses any other. */
const MOVES: Record<CompanyStatus, readonly CompanyStatusChange[]> = {
  pending: ['active', 'rejected'],
  rejected: ['active'],
  active: ['suspended'],
  suspended: ['active'],
};

const WORDS = {
  active: 'approve',
  rejected: 'reject',
  suspended: 'suspend',
} as const satisfies Record<CompanyStatusChange, string>;

/**
 * A partner company's review: Approve (or Reactivate a suspended one), Reject one under review, Suspend a live one,
 * each after a dialog. Rejecting and suspending ask for the reason the partner is told (required; the API's 422 lands
 * on the field).
 */
export function PartnerStatusActions({ name, status, change }: PartnerStatusActionsProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [asking, setAsking] = useState<CompanyStatusChange | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const needsReason = asking === 'rejected' || asking === 'suspended';
  // Approving a suspended company ends its suspension: the words say so.
  const word = (next: CompanyStatusChange) =>
    next === 'active' && status === 'suspended' ? 'reactivate' : WORDS[next];

  const open = (next: CompanyStatusChange) => {
    setReason('');
    setError(undefined);
    setAsking(next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    if (needsReason && reason.trim() === '') {
      setError(t('people.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await change(asking, needsReason ? reason.trim() : undefined);
      toastStore.getState().show({ message: t(`people.done.${word(asking)}`, { name }), kind: 'success' });
      setAsking(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setError(e.errors.reason?.[0] ?? e.errors.status?.[0] ?? Object.values(e.errors)[0]?.[0]);
      else toastStore.getState().show({ message: t('people.changeFailed', { name }), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Row>
      {MOVES[status].map((next) => (
        <Button
          key={next}
          variant="secondary"
          onClick={() => open(next)}
          aria-label={t(`people.moveName.${word(next)}`, { name })}
        >
          {t(`people.move.${word(next)}`)}
        </Button>
      ))}
      <Modal
        open={asking !== null}
        title={asking ? t(`people.moveTitle.${word(asking)}`, { name }) : ''}
        onClose={() => setAsking(null)}
      >
        {asking ? (
          <form noValidate onSubmit={(e) => void submit(e)}>
            <p>{t(`people.moveText.${word(asking)}`, { name })}</p>
            {needsReason ? (
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
              <Button type="submit" variant={needsReason ? 'danger' : 'primary'} busy={busy}>
                {t(`people.move.${word(asking)}`)}
              </Button>
            </Actions>
          </form>
        ) : null}
      </Modal>
    </Row>
  );
}
