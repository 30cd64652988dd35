import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SuperPartner } from '@mp/shared/contracts';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { ReviewDialog } from './review-dialog';

const Asked = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
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
  if (!partner.module_request) return null;
  const name = partner.trade_name;
  const module = t(`people.${partner.module_request}`);
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
        onClick={() => setAsking('approve')}
        aria-label={t('people.moduleApproveName', { name, module })}
      >
        {t('people.moduleApprove')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setAsking('decline')}
        aria-label={t('people.moduleDeclineName', { name, module })}
      >
        {t('people.moduleDecline')}
      </Button>
      {asking && (
        <ReviewDialog
          title={t(`people.moduleTitle.${asking}`, { name, module })}
          text={t(`people.moduleText.${asking}`, { name, module })}
          confirmLabel={t(asking === 'decline' ? 'people.moduleDecline' : 'people.moduleApprove')}
          needsReason={asking === 'decline'}
          doneMessage={t(`people.moduleDone.${asking}`, { name, module })}
          failedMessage={t('people.changeFailed', { name })}
          field="module_request"
          send={(reason) => answer(asking, reason)}
          close={() => setAsking(null)}
        />
      )}
    </Asked>
  );
}
