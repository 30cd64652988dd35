// The dialog that names a view: a new one (with "share with colleagues") or a rename. The API's 422 map lands on the
// name; anything it says of another field (the filters themselves) shows above the buttons.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { NewSavedViewBody } from '@mp/shared/contracts';
import { applyServerErrors, FormCheckbox, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button, ErrorNotice, Modal } from '@mp/shared/ui';

// The contract's own name and share fields; the list and the filters come from the page, not from the form.
const ViewNameFields: Parameters<typeof useContractForm>[0] = { ...NewSavedViewBody, required: ['name'] };
interface ViewNameValues {
  name: string;
  shared?: boolean;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface ViewNameDialogProps {
  title: string;
  submitLabel: string;
  /** The name to start from (a rename); empty for a new view. */
  name?: string;
  /** Offer "share with colleagues" (a new view). */
  withShare?: boolean;
  busy: boolean;
  onSubmit(values: ViewNameValues): Promise<unknown>;
  onClose(): void;
}

export function ViewNameDialog({
  title,
  submitLabel,
  name = '',
  withShare,
  busy,
  onSubmit,
  onClose,
}: ViewNameDialogProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const form = useContractForm<ViewNameValues>(ViewNameFields, { defaultValues: { name, shared: false } });
  const [problem, setProblem] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      await onSubmit({ ...values, name: values.name.trim() });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setProblem(applyServerErrors(form, error).join(' '));
      else
        setProblem(
          error instanceof ApiError && error.status === 403 ? t('savedViews.notOwner') : t('savedViews.failed'),
        );
    }
  });
  return (
    <Modal open title={title} onClose={onClose}>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormTextField form={form} name="name" label={t('savedViews.name')} hint={t('savedViews.nameHint')} required />
        {withShare && <FormCheckbox form={form} name="shared" label={t('savedViews.share')} />}
        {problem && <ErrorNotice role="alert">{problem}</ErrorNotice>}
        <Actions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('savedViews.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
