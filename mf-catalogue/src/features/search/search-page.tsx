import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import { useHead } from '../../lib/head';
import { ListingScreen } from '../../components/listing/listing-screen';

/**
 * /search/{term}: GET /api/services?q=term, the best match first (or another order), with the listing's filters —
 * date, price, duration, free cancellation and the rest — and page in the query string.
 */
export function SearchPage({ title, params }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const term = (params.term ?? '').trim();
  useHead({ description: t('search.description', { term }) });
  return (
    <PageFrame title={title}>
      <p>{t('search.term', { term })}</p>
      <ListingScreen key={term} q={term} />
    </PageFrame>
  );
}
