import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams, Link, useNavigate } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser, EnvelopeOf } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { PageFrame } from '@mp/shared/ui';
import { SignupCode } from '@mp/shared/sign-up';
import { useHead } from '../../lib/head';
import { returnPath } from './account-fields';

/**
 * /register-complete: the one-click link of the sign-up mail (a customer's, partner's or affiliate's) (`?token=`: POST /api/verify-client-register-link, which
 * signs in), or the code typed by hand (POST /api/verify-client-register) when opened without a link.
 */
export function RegisterCompletePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.register') });
  const to = usePathTo();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const [state, setState] = useState<'checking' | 'done' | 'code'>(token ? 'checking' : 'code');
  const [role, setRole] = useState<AuthUser['user_type'] | null>(null);
  // A partner's or affiliate's sign-up lands on its own area once proven, not on the customer's home.
  const areaOf = (type: AuthUser['user_type'] | null) =>
    type === 'SUPPLIER' ? to('dashboard.home') : type === 'AFFILIATE' ? to('affiliates.dashboard') : to('home');
  const [linkError, setLinkError] = useState<string | undefined>();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void api.post<EnvelopeOf<AuthUser>>('/verify-client-register-link', { token }).then((result) => {
      if (result.ok) {
        authStore.getState().login(result.data.content);
        setRole(result.data.content.user_type);
        setState('done');
        return;
      }
      setLinkError(
        result.status === 422 ? (result.errors.token?.[0] ?? t('register.linkInvalid')) : t('register.linkInvalid'),
      );
      setState('code');
    });
  }, [token, t]);
  if (state === 'done') {
    return (
      <PageFrame title={title}>
        <p role="status">{t('register.signedIn')}</p>
        {role === 'SUPPLIER' || role === 'AFFILIATE' ? (
          <Link to={areaOf(role)}>{t('partner.toDashboard')}</Link>
        ) : (
          <Link to={to('home')}>{t('notFound.home')}</Link>
        )}
      </PageFrame>
    );
  }
  if (state === 'checking') {
    return (
      <PageFrame title={title}>
        <p role="status" aria-live="polite">
          {t('register.checkingLink')}
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      {linkError && <p>{linkError}</p>}
      <SignupCode
        email={search.get('email') ?? ''}
        editableEmail
        notice={linkError}
        onSignedIn={(user) => {
          authStore.getState().login(user);
          void navigate(returnPath(search, areaOf(user.user_type)));
        }}
      />
      <p>
        <Link to={to('register')}>{t('register.startAgain')}</Link>
      </p>
    </PageFrame>
  );
}
