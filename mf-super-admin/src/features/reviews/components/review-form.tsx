import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { NewReviewBody, ReviewUpdateBody, type SuperReview } from '@mp/shared/contracts';
import {
  applyServerErrors,
  fieldError,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useContractForm,
} from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button, DateField, TextField } from '@mp/shared/ui';
import { useServices } from '../../../shared/services/api/get-services';
import { useCreateReview, useUpdateReview } from '../api/save-review';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

type Values = NewReviewBody;

export const STARS = [1, 2, 3, 4, 5] as const;

/** The service choice: a search over the back office's services and a select of the matches. */
function ServiceChoice({ form }: { form: ReturnType<typeof useContractForm<Values>> }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [search, setSearch] = useState('');
  const services = useServices({ page: 1, per_page: 50, ...(search.trim().length >= 2 ? { q: search.trim() } : {}) });
  const options = (services.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <>
      <TextField
        label={t('reviews.findService')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint={t('reviews.findServiceHint')}
      />
      <FormSelectField
        form={form}
        name="service_id"
        label={t('reviews.service')}
        required
        placeholder={t('reviews.chooseService')}
        options={options}
      />
    </>
  );
}

/**
 * Creates a review (Portuguese unless another language is chosen, spec §9) or edits one; the API's 422 map lands
 * on the fields.
 */
export function ReviewForm({ review, onDone }: { review?: SuperReview; onDone(review: SuperReview): void }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const editing = review !== undefined;
  const defaults: Partial<Values> = review
    ? {
        author_first_name: review.author_first_name,
        author_last_name: review.author_last_name,
        author_country: review.author_country ?? '',
        stars: review.stars,
        language: review.language,
        text: review.text,
        created_at: review.created_at.slice(0, 10),
      }
    : { language: 'pt' };
  const form = useContractForm<Values>(editing ? ReviewUpdateBody : NewReviewBody, {
    defaultValues: defaults as Values,
  });
  const create = useCreateReview();
  const update = useUpdateReview();
  const busy = create.isPending || update.isPending;
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
  };
  const submit = form.handleSubmit((values) => {
    if (review) update.mutate({ id: review.id, ...values }, { onSuccess: onDone, onError });
    else
      create.mutate(values, {
        onSuccess: (saved) => {
          form.reset({ language: 'pt' } as Values);
          onDone(saved);
        },
        onError,
      });
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={editing ? t('reviews.editTitle') : t('reviews.addTitle')}
    >
      <Grid>
        {!editing && <ServiceChoice form={form} />}
        <FormTextField form={form} name="author_first_name" label={t('reviews.firstName')} required />
        <FormTextField form={form} name="author_last_name" label={t('reviews.lastName')} required />
        <FormTextField form={form} name="author_country" label={t('reviews.country')} hint={t('reviews.countryHint')} />
        <FormSelectField
          form={form}
          name="stars"
          label={t('reviews.stars')}
          required
          placeholder={t('reviews.chooseStars')}
          options={STARS.map((s) => ({ value: String(s), label: t('reviews.starsCount', { count: s }) }))}
        />
        <FormSelectField
          form={form}
          name="language"
          label={t('reviews.language')}
          options={[
            { value: 'pt', label: t('reviews.languages.pt') },
            { value: 'en', label: t('reviews.languages.en') },
          ]}
        />
        <DateField
          label={t('reviews.date')}
          hint={t('reviews.dateHint')}
          value={form.watch('created_at') ?? ''}
          error={fieldError(form, 'created_at')}
          focusRef={form.register('created_at').ref}
          onChange={(iso) => form.setValue('created_at', iso, { shouldValidate: form.formState.isSubmitted })}
        />
        <Wide>
          <FormTextAreaField form={form} name="text" label={t('reviews.text')} required rows={4} />
        </Wide>
        <Button type="submit" busy={busy}>
          {editing ? t('reviews.save') : t('reviews.add')}
        </Button>
      </Grid>
    </form>
  );
}
