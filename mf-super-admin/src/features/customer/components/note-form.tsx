import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { CUSTOMER_NOTE_MAX, CustomerNoteBody } from '@mp/shared/contracts';
import { applyServerErrors, FormTextAreaField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  > :first-child {
    justify-self: stretch;
  }
`;

type Values = { body: string };

export interface NoteFormProps {
  label: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  /** Sends the text; resolves once saved, rejects with the API's error. */
  onSave(body: string): Promise<unknown>;
  onCancel?: () => void;
}

/** A note's text (at most 2000 characters): the field errors of the API's 422 land on it, anything else is a toast. */
export function NoteForm({ label, submitLabel, initial = '', busy, onSave, onCancel }: NoteFormProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const form = useContractForm<Values>(CustomerNoteBody, { defaultValues: { body: initial } });
  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await onSave(body);
      form.reset({ body: '' });
    } catch (error) {
      const unplaced = error instanceof ApiError && error.status === 422 ? applyServerErrors(form, error) : null;
      if (unplaced === null || unplaced.length > 0)
        toastStore.getState().show({ message: unplaced?.[0] ?? t('customer.noteFailed'), kind: 'error' });
    }
  });
  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <FormTextAreaField
        form={form}
        name="body"
        label={label}
        hint={t('customer.noteHint', { max: CUSTOMER_NOTE_MAX })}
        rows={3}
        required
      />
      <div>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>{' '}
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('customer.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}
