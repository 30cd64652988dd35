import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { PageFrame } from '@mp/shared/ui';
import { AppLink } from '../lib/links';
import { usePathname } from '../lib/location';

/** The 404 screen inside the catalogue region (an unknown slug reached by in-app navigation). */
export function NotFoundScreen(): ReactNode {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('catalogue');
  const pathname = usePathname();
  return (
    <PageFrame title={t('routes.not-found')}>
      <p role="alert">{t('app.notFound', { path: pathname })}</p>
      <AppLink to="/">{tc('notFound.home')}</AppLink>
    </PageFrame>
  );
}
