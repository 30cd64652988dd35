import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';

/** /search/{term}: the frame says what was searched; results arrive with the catalogue issue. */
export function SearchPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  return (
    <PageFrame title={title}>
      <p>{t('search.term', { term: params.term ?? '' })}</p>
    </PageFrame>
  );
}
