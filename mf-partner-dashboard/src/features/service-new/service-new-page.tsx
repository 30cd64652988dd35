// /dashboard/services/new: the service form built from the server. The kind of service picks the form
// (GET /api/form-categories/{kind}); each step's fields come from GET /api/form-steps/{id} in display order; "Save
// and continue" posts the step (POST api/form-submit/{kind}) onto a draft kept on the server, and the last step
// publishes it. The storefront shows the service only once it is published; a draft left half-way reopens from the
// services list in the same form (the service editor).
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale, toastStore } from '@mp/shared/stores';
import type { RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, SelectField, Spinner } from '@mp/shared/ui';
import { FORM_KINDS, type FormKind, useFormSteps } from '../../shared/service-form/api/form-queries';
import { PublishedPanel } from '../../shared/service-form/published-panel';
import { ServiceSteps } from '../../shared/service-form/service-steps';
import { usePublishedKey } from '../../shared/company/api/get-company-review';

const Fields = styled.div`
  max-width: 40rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function ServiceNewPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const publishedKey = usePublishedKey();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const kind: FormKind = FORM_KINDS.find((k) => k === search.get('kind')) ?? 'experience';
  const form = useFormSteps(kind, locale);
  const [started, setStarted] = useState(false);
  const [published, setPublished] = useState<{ name: string; slug: string } | undefined>();

  if (published)
    return (
      <PageFrame title={title}>
        <PublishedPanel {...published} />
      </PageFrame>
    );

  return (
    <PageFrame title={title}>
      <Note>{t('newService.intro')}</Note>
      {!started && (
        <Fields>
          <SelectField
            label={t('newService.kind')}
            options={FORM_KINDS.map((k) => ({ value: k, label: t(`newService.kinds.${k}`) }))}
            value={kind}
            onChange={(e) => setSearch({ kind: e.target.value }, { replace: true })}
          />
        </Fields>
      )}
      {form.isPending && <Spinner />}
      {form.isError && <ErrorState onRetry={form.refetch} />}
      {form.steps && (
        <ServiceSteps
          key={kind}
          kind={kind}
          steps={form.steps}
          start={{ values: {}, index: 0 }}
          onSaved={() => setStarted(true)}
          onPublished={(result, name) => {
            setPublished({ name, slug: result.slug });
            toastStore.getState().show({ message: t(publishedKey, { name }), kind: 'success' });
          }}
        />
      )}
    </PageFrame>
  );
}
