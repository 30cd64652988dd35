import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { localizePath, type RouteId } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useStaffProfile } from '../../shared/staff/api/get-staff-profile';
import { BACK_OFFICE_LINKS, linksFor, mayOpen } from './nav-permissions';

type Page = ComponentType<RemotePageProps> & { preload?: () => unknown };

/**
 * A back-office page shown only to staff whose role allows it. The landing page (the dashboard) sends anyone it is
 * not for to the first page their role may use; any other page they may not use says so in words and links there,
 * instead of rendering a form whose calls the API refuses ("could not be loaded").
 */
export function withPermission(id: RouteId, Page: Page): Page {
  function PermittedPage(props: RemotePageProps): ReactNode {
    const { t } = useTranslation('superAdmin');
    const common = useTranslation('common').t;
    const locale = useLocale();
    const profile = useStaffProfile();
    // The page's code loads while the role is asked for.
    useEffect(() => void Page.preload?.(), []);
    if (profile.isPending) {
      return (
        <PageFrame title={props.title}>
          <Spinner />
        </PageFrame>
      );
    }
    if (profile.isError) {
      return (
        <PageFrame title={props.title}>
          <ErrorState message={t('access.profileFailed')} onRetry={() => void profile.refetch()} />
        </PageFrame>
      );
    }
    if (mayOpen(id, profile.data.permissions)) return <Page {...props} />;
    const home = linksFor(BACK_OFFICE_LINKS, profile.data.permissions)[0];
    if (id === 'super-admin.dashboard' && home) return <Navigate replace to={localizePath(home.path, locale)} />;
    return (
      <PageFrame title={props.title}>
        <EmptyState
          title={t('access.forbiddenTitle')}
          description={t('access.forbiddenText', { role: t(`access.roles.${profile.data.role}`) })}
          action={
            home ? (
              <Link to={localizePath(home.path, locale)}>
                {t('access.goTo', { page: common(`routes.${home.id}`) })}
              </Link>
            ) : undefined
          }
        />
      </PageFrame>
    );
  }
  PermittedPage.displayName = `withPermission(${id})`;
  // The remote starts loading a page's code before it renders it (a lazyPage's preload): keep that.
  return Object.assign(PermittedPage, { preload: Page.preload });
}
