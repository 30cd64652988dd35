import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { PageFrame } from '@mp/shared/ui';
import { usePathTo } from '@mp/shared/remote';

/** The 404 screen inside the catalogue region (an unknown slug reached by in-app navigation). */
export function NotFoundScreen(): ReactNode {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const to = usePathTo();
  return (
    <PageFrame title={t('routes.not-found')}>
      <p role="alert">{t('app.notFound', { path: pathname })}</p>
      <Link to={to('home')}>{tc('notFound.home')}</Link>
    </PageFrame>
  );
}
