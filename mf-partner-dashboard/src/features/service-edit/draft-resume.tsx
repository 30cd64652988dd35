import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { ErrorState, Spinner } from '@mp/shared/ui';
import type { DashboardServiceDetail, FormSubmitResult } from '@mp/shared/contracts';
import { useFormSteps } from '../../shared/service-form/api/form-queries';
import { draftValues, resumeStep } from '../../shared/service-form/draft-values';
import { ServiceSteps } from '../../shared/service-form/service-steps';
import { usePublishedKey } from '../../shared/company/api/get-company-review';

/**
 * A saved draft reopens in the service form it was started in, at the first step with a required field still empty,
 * with what the server says is missing; the last step publishes it.
 */
export function DraftResume({
  service,
  onPublished,
}: {
  service: DashboardServiceDetail;
  /** Published: the page shows so (the service it reloads is no longer a draft). */
  onPublished: (published: { name: string; slug: string }) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const publishedKey = usePublishedKey();
  const locale = useLocale();
  const form = useFormSteps(service.kind, locale);
  if (form.isError) return <ErrorState onRetry={form.refetch} />;
  if (!form.steps) return <Spinner />;
  const fields = form.steps.flatMap((s) => s.fields);
  const missing = fields.filter((f) => service.missing.includes(f.name)).map((f) => f.label);
  return (
    <>
      <p>{t('edit.draftIntro')}</p>
      <p>{missing.length > 0 ? t('edit.draftMissing', { fields: missing.join(', ') }) : t('edit.draftComplete')}</p>
      <ServiceSteps
        kind={service.kind}
        steps={form.steps}
        start={{
          serviceId: service.id,
          values: draftValues(service, fields),
          index: resumeStep(form.steps, service.missing),
        }}
        photos={service.photos.length}
        onPublished={(result: FormSubmitResult, name) => {
          onPublished({ name, slug: result.slug });
          toastStore.getState().show({ message: t(publishedKey, { name }), kind: 'success' });
        }}
      />
    </>
  );
}
