import type { ReactNode } from 'react';
import { Type } from '@sinclair/typebox';
import { ApiError } from '@mp/shared/api';
import { applyServerErrors, FormSelectField, FormTextAreaField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorNotice } from '@mp/shared/ui';
import { useReviewBookingItem } from '../api/review-booking-item';

// The form's own shape (a select gives text); the server checks the same rules again and its 422 lands on the fields.
const ReviewFormSchema = Type.Object({
  stars: Type.String({ pattern: '^[1-5]$' }),
  text: Type.String({ minLength: 10, maxLength: 2000 }),
  language: Type.Union([Type.Literal('en'), Type.Literal('pt')]),
});
interface ReviewValues {
  stars: string;
  text: string;
  language: 'en' | 'pt';
}

export function ReviewForm({ itemId, onDone }: { itemId: number; onDone: () => void }): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const form = useContractForm<ReviewValues>(ReviewFormSchema, {
    defaultValues: { stars: '5', text: '', language: locale },
  });
  const save = useReviewBookingItem(itemId);
  const stars = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('reviews.stars', { count: n }) }));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { stars: Number(values.stars), text: values.text, language: values.language },
          {
            onSuccess: onDone,
            onError: (error) => error instanceof ApiError && error.status === 422 && applyServerErrors(form, error),
          },
        ),
      )}
    >
      <FormSelectField form={form} name="stars" label={t('reviews.starsLabel')} options={stars} required />
      <FormTextAreaField
        form={form}
        name="text"
        label={t('reviews.textLabel')}
        hint={t('reviews.textHint')}
        rows={5}
        required
      />
      <FormSelectField
        form={form}
        name="language"
        label={t('reviews.languageLabel')}
        options={[
          { value: 'en', label: 'English' },
          { value: 'pt', label: 'Português' },
        ]}
      />
      <Button type="submit" busy={save.isPending}>
        {t('reviews.submit')}
      </Button>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 422) && (
        <ErrorNotice role="alert">{t('reviews.failed')}</ErrorNotice>
      )}
    </form>
  );
}
