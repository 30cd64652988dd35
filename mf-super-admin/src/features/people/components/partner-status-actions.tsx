import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CompanyStatus, CompanyStatusChange } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { ReviewDialog } from './review-dialog';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
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
  // Approving a suspended company ends its suspension: the words say so.
  const word = (next: CompanyStatusChange) =>
    next === 'active' && status === 'suspended' ? 'reactivate' : WORDS[next];
  return (
    <Row>
      {MOVES[status].map((next) => (
        <Button
          key={next}
          variant="secondary"
          onClick={() => setAsking(next)}
          aria-label={t(`people.moveName.${word(next)}`, { name })}
        >
          {t(`people.move.${word(next)}`)}
        </Button>
      ))}
      {asking && (
        <ReviewDialog
          title={t(`people.moveTitle.${word(asking)}`, { name })}
          text={t(`people.moveText.${word(asking)}`, { name })}
          confirmLabel={t(`people.move.${word(asking)}`)}
          needsReason={asking === 'rejected' || asking === 'suspended'}
          doneMessage={t(`people.done.${word(asking)}`, { name })}
          failedMessage={t('people.changeFailed', { name })}
          field="status"
          send={(reason) => change(asking, reason)}
          close={() => setAsking(null)}
        />
      )}
    </Row>
  );
}
