import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { SuperServiceContentForm, type SuperService } from '@mp/shared/contracts';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, ErrorState, Modal, Spinner } from '@mp/shared/ui';
import { useServiceContent, useUpdateServiceContent } from '../api/service-content';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

type Values = { [K in keyof SuperServiceContentForm]-?: string };
const FIELDS = [
  'name_en',
  'name_pt',
  'short_description_en',
  'short_description_pt',
  'description_en',
  'description_pt',
] as const;

function ContentForm({ id, name, onDone }: { id: number; name: string; onDone(): void }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const content = useServiceContent(id, true);
  const save = useUpdateServiceContent();
  const form = useContractForm<Values>(SuperServiceContentForm);
  const { reset } = form;
  const data = content.data;
  useEffect(() => {
    if (!data) return;
    reset({
      name_en: data.name.en,
      name_pt: data.name.pt,
      short_description_en: data.short_description.en ?? '',
      short_description_pt: data.short_description.pt ?? '',
      description_en: data.description.en ?? '',
      description_pt: data.description.pt ?? '',
    });
  }, [data, reset]);
  if (content.isPending) return <Spinner />;
  if (content.error) return <ErrorState onRetry={() => void content.refetch()} />;
  const submit = form.handleSubmit((values) => {
    // A service keeps a name in both languages: an empty field is left out of the contract's values, so it would
    // save nothing and still say "saved"; an empty or blank name is refused here, on its field.
    const blank = (['name_en', 'name_pt'] as const).filter((field) => !values[field]?.trim());
    if (blank.length > 0) {
      blank.forEach((field, i) =>
        form.setError(
          field,
          { type: 'required', message: t('services.content.nameRequired') },
          { shouldFocus: i === 0 },
        ),
      );
      return;
    }
    save.mutate(
      { id, ...values, name_en: values.name_en.trim(), name_pt: values.name_pt.trim() },
      {
        onSuccess: () => {
          toastStore.getState().show({ message: t('services.contentSaved', { name }), kind: 'success' });
          onDone();
        },
        onError: (error) => {
          const rest =
            error instanceof ApiError && error.status === 422
              ? applyServerErrors(form, error)
              : [t('services.failed', { name })];
          if (rest.length)
            toastStore.getState().show({ message: rest[0] ?? t('services.failed', { name }), kind: 'error' });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Grid>
        {FIELDS.map((field) =>
          field.startsWith('description') ? (
            <FormTextAreaField key={field} form={form} name={field} label={t(`services.content.${field}`)} rows={6} />
          ) : (
            <FormTextField
              key={field}
              form={form}
              name={field}
              label={t(`services.content.${field}`)}
              required={field.startsWith('name')}
            />
          ),
        )}
      </Grid>
      <Actions>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('services.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {t('services.save')}
        </Button>
      </Actions>
    </form>
  );
}

/** "Edit content" on a service row: its texts in both languages in a dialog, saved under the partner's edit rules. */
export function ContentEditor({ service }: { service: SuperService }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('services.editName', { name: service.name })}
        onClick={() => setOpen(true)}
      >
        {t('services.edit')}
      </Button>
      <Modal open={open} title={t('services.editTitle', { name: service.name })} onClose={() => setOpen(false)}>
        {open && <ContentForm id={service.id} name={service.name} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
