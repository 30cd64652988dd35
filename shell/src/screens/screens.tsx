// The shell's own screens: 404, 500, "please log in" and "no access" (spec §2, §6, §8).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authStore, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { PageFrame } from '@mp/shared/ui';
import { Link } from 'react-router';
import { localizePath } from '@mp/shared/routes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin-top: 1rem;
  button {
    font: inherit;
    padding: 0.5rem 1.25rem;
    border: 0;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.primaryText};
    cursor: pointer;
  }
`;

/** 'Page Not Found: {path}' for unmatched paths and /not-found. */
export function NotFoundScreen({ path }: { path: string }): ReactNode {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <PageFrame title={t('app.notFound', { path })}>
      <Actions>
        <Link to={localizePath('/', locale)}>{t('app.backHome')}</Link>
      </Actions>
    </PageFrame>
  );
}

/** 'Internal Server Error' for a fatal shell error. */
export function ServerErrorScreen(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('app.serverError')}>
      <Actions>
        <a href="/">{t('app.backHome')}</a>
      </Actions>
    </PageFrame>
  );
}

/** An anonymous visitor on a protected page: log in here, then the page's remote mounts. */
export function LoginRequiredScreen({ returnTo }: { returnTo: string }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('app.loginRequired')}>
      <Actions>
        <button type="button" onClick={() => authStore.getState().openLoginModal('login', returnTo)}>
          {t('app.login')}
        </button>
      </Actions>
    </PageFrame>
  );
}

/** A signed-in user whose role may not open the page (spec §6): never a 404. */
export function NoAccessScreen(): ReactNode {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <PageFrame title={t('app.noAccess')}>
      <p>{t('app.noAccessHint')}</p>
      <Actions>
        <Link to={localizePath('/', locale)}>{t('app.backHome')}</Link>
      </Actions>
    </PageFrame>
  );
}
