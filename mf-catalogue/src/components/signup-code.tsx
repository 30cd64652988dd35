import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { api } from '@mp/shared/api';
import type { AuthUser, EnvelopeOf } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { Button, TextField, VisuallyHidden } from '@mp/shared/ui';
import { useSubmitErrors } from '../lib/form-errors';

/** Seconds before "send a new code" works again. */
export const RESEND_COOLDOWN_S = 30;

/**
 * The code step of sign-up (customer, partner and affiliate sign-ups): "we sent a code
 * to x@y; enter it". Focus moves to the code field; a
 * wrong code is announced and focus returns to the field; "send a new code" waits for a cooldown; the address can be
 * changed. `email` is editable when the page was opened on its own (from a bookmark or an old mail).
 */
export function SignupCode({
  email: initialEmail,
  editableEmail = false,
  notice,
  resend,
  changeEmail,
  onSignedIn,
}: {
  email: string;
  editableEmail?: boolean;
  notice?: string | undefined;
  resend?: () => Promise<boolean>;
  changeEmail?: () => void;
  onSignedIn: (user: AuthUser) => void;
}): ReactNode {
  const { t } = useTranslation('catalogue');
  const codeId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resend ? RESEND_COOLDOWN_S : 0);
  const { errors, setErrors, clear, message, formRef, focusFirst } = useSubmitErrors();
  const focusCode = () => document.getElementById(codeId)?.focus();

  useEffect(() => {
    if (!editableEmail || initialEmail) focusCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens
  }, []);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setErrors({ code: [t('register.codeFormat')] });
      focusCode();
      return;
    }
    setBusy(true);
    const result = await api.post<EnvelopeOf<AuthUser>>('/verify-client-register', { email: email.trim(), code });
    setBusy(false);
    if (result.ok) {
      onSignedIn(result.data.content);
      return;
    }
    if (result.status === 422) {
      setErrors(result.errors);
      focusFirst();
    }
  };
  const again = async () => {
    if (!resend) return;
    setStatus('');
    setWait(RESEND_COOLDOWN_S);
    setStatus((await resend()) ? t('register.codeResent', { email }) : t('register.tooMany'));
  };
  const problem = message('code') ?? message('email') ?? notice;
  return (
    <form ref={formRef} onSubmit={(e) => void verify(e)} noValidate>
      <p>{editableEmail ? t('register.codeIntro') : t('register.codeSentTo', { email })}</p>
      {editableEmail && (
        <TextField
          label={t('register.fields.email')}
          type="email"
          value={email}
          required
          error={message('email')}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
        />
      )}
      <TextField
        id={codeId}
        label={t('register.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        required
        error={message('code')}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''));
          clear('code');
        }}
      />
      <VisuallyHidden role="alert">{Object.keys(errors).length || notice ? problem : ''}</VisuallyHidden>
      <Button type="submit" busy={busy}>
        {t('register.verify')}
      </Button>{' '}
      {resend && (
        <Button variant="secondary" disabled={wait > 0} onClick={() => void again()}>
          {wait > 0 ? t('register.resendIn', { count: wait, seconds: wait }) : t('register.resend')}
        </Button>
      )}{' '}
      {changeEmail && (
        <Button variant="secondary" onClick={changeEmail}>
          {t('register.changeEmail')}
        </Button>
      )}
      <p role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
