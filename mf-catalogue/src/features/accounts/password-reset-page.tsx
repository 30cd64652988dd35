import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { type RemotePageProps } from '@mp/shared/remote';
import { Button, PageFrame, PasswordStrength, TextField } from '@mp/shared/ui';
import { useSubmitErrors } from '../../lib/form-errors';
import { useHead } from '../../lib/head';

/**
 * /password/reset: ask for the link; with ?token&email set the new password (POST /api/password/reset). A team
 * invitation's link adds ?invitation=1, so the page says it is an invitation to join the team (the mail names the
 * company: a name taken from the address could be anyone's words on our page).
 */
export function PasswordResetPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.passwordReset') });
  const [search] = useSearchParams();
  const token = search.get('token');
  const invitation = token !== null && search.get('invitation') === '1';
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const { setErrors, clear, message, formRef, focusFirst } = useSubmitErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = token
      ? await api.post('/password/reset', { email, token, password, password_confirmation: confirmation })
      : await api.post('/password/email', { email });
    setBusy(false);
    if (result.ok) setStatus(invitation ? t('password.joined') : token ? t('password.changed') : t('password.sent'));
    else if (result.status === 422) {
      setErrors(result.errors);
      focusFirst();
    }
    // Too many link requests for this address or from here (the API limits them so the form cannot flood a mailbox):
    // the API's words, with when to retry.
    else if (result.status === 429) setStatus((result.body as { message?: string } | null)?.message ?? '');
  };
  return (
    <PageFrame title={title}>
      {invitation && <h2>{t('password.invitationTitle')}</h2>}
      <p>{invitation ? t('password.invitationIntro') : token ? t('password.newIntro') : t('password.requestIntro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('register.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          required
          error={message('email')}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
        />
        {token && (
          <>
            <TextField
              label={t('password.new')}
              type="password"
              autoComplete="new-password"
              value={password}
              required
              error={message('password') ?? message('token')}
              onChange={(e) => {
                setPassword(e.target.value);
                clear('password');
              }}
            />
            <PasswordStrength password={password} email={email} />
            <TextField
              label={t('password.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              required
              error={message('password_confirmation')}
              onChange={(e) => {
                setConfirmation(e.target.value);
                clear('password_confirmation');
              }}
            />
          </>
        )}
        <Button type="submit" busy={busy}>
          {invitation ? t('password.saveAndJoin') : token ? t('password.save') : t('password.send')}
        </Button>
        <p role="status" aria-live="polite">
          {status}
        </p>
      </form>
    </PageFrame>
  );
}
