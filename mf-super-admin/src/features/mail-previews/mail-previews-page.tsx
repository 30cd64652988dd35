// /super-admin/mail-previews: every mail template with its sample data, English and Portuguese side by side, each in a
// sandboxed frame (no scripts, no same-origin). For the platform owner, outside production (the API's dev routes).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, SelectField, Spinner } from '@mp/shared/ui';
import { useMailPreviews } from './api/get-mail-previews';
import { useMailPreview } from './api/get-mail-preview';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Figure = styled.figure`
  margin: 0;
  min-width: 0;
`;
const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  min-height: 28rem;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const LOCALES = ['en', 'pt'] as const;

function Preview({ template, locale }: { template: string; locale: (typeof LOCALES)[number] }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const preview = useMailPreview(template, locale);
  const language = t(`mailPreviews.languages.${locale}`);
  if (preview.isPending) return <Spinner />;
  if (preview.isError) {
    return <ErrorState message={t('mailPreviews.previewFailed')} onRetry={() => void preview.refetch()} />;
  }
  return (
    <Figure>
      <Caption>
        <strong>{language}</strong>: {preview.data.subject}
      </Caption>
      <Frame
        title={t('mailPreviews.frameTitle', { language, subject: preview.data.subject })}
        sandbox=""
        srcDoc={preview.data.html}
      />
    </Figure>
  );
}

export default function MailPreviewsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [params, setParams] = useSearchParams();
  const list = useMailPreviews();
  if (list.isPending) {
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  }
  if (list.isError) {
    const status = list.error instanceof ApiError ? list.error.status : 0;
    return (
      <PageFrame title={title}>
        {status === 403 || status === 404 ? (
          <EmptyState
            title={t('mailPreviews.unavailableTitle')}
            description={t(status === 403 ? 'mailPreviews.ownerOnly' : 'mailPreviews.notInProduction')}
          />
        ) : (
          <ErrorState message={t('mailPreviews.listFailed')} onRetry={() => void list.refetch()} />
        )}
      </PageFrame>
    );
  }
  const names = list.data.map((entry) => entry.template);
  const asked = params.get('template') ?? '';
  const template = names.includes(asked) ? asked : (names[0] ?? '');
  return (
    <PageFrame title={title}>
      <p>{t('mailPreviews.intro', { count: names.length })}</p>
      <SelectField
        label={t('mailPreviews.template')}
        value={template}
        options={names.map((name) => ({ value: name, label: name }))}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          next.set('template', event.target.value);
          setParams(next, { replace: true });
        }}
      />
      {template !== '' && (
        <Pair>
          {LOCALES.map((locale) => (
            <Preview key={`${template}-${locale}`} template={template} locale={locale} />
          ))}
        </Pair>
      )}
    </PageFrame>
  );
}
