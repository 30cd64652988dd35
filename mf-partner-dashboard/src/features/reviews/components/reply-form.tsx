// The company's answer to one review: a labelled text area with Send and Cancel; the server's refusals (empty, too
// long, already answered, no longer there) show on the field.
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError, serverMessage } from '@mp/shared/api';
import { ReviewReplyForm, type CompanyReview } from '@mp/shared/contracts';
import { applyServerErrors, FormTextAreaField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useReplyToReview } from '../api/reply-to-review';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export function ReplyForm({ review, onDone }: { review: CompanyReview; onDone(): void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const form = useContractForm<ReviewReplyForm>(ReviewReplyForm, { defaultValues: { text: '' } });
  const reply = useReplyToReview();
  useEffect(() => form.setFocus('text'), [form]);

  const send = form.handleSubmit(async ({ text }) => {
    try {
      await reply.mutateAsync({ id: review.id, text });
      onDone();
    } catch (e) {
      const rest =
        e instanceof ApiError && e.status === 422
          ? applyServerErrors(form, e)
          : [serverMessage(e) ?? t('replies.failed')];
      if (rest.length > 0) form.setError('text', { type: 'server', message: rest[0] }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={(e) => void send(e)} noValidate>
      <FormTextAreaField
        form={form}
        name="text"
        label={t('replies.yourReply')}
        hint={t('replies.hint')}
        rows={4}
        required
      />
      <Actions>
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('replies.sending') : t('replies.send')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('replies.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
