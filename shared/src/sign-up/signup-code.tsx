import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { api } from '../api';
import type { AuthUser, EnvelopeOf } from '../contracts';
import { useTranslation } from '../i18n';
import { Button, TextField, VisuallyHidden } from '../ui';

/** Seconds before "send a new code" works again. */
export const RESEND_COOLDOWN_S = 30;

export interface SignupCodeProps {
  /** The address the code went to; empty when the page was opened on its own (see `editableEmail`). */
  email: string;
  /** The address can be typed: the page was opened from a bookmark or an old mail, not right after the form. */
  editableEmail?: boolean;
  /** A message to announce with the form (for example why the visitor was sent here). */
  notice?: string | undefined;
  /** Mails a new code; true when it went. Without it there is no "send a new code". */
  resend?: () => Promise<boolean>;
  /** Back to the form to correct the address. Without it there is no "change e-mail address". */
  changeEmail?: () => void;
  onSignedIn: (user: AuthUser) => void;
}

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  p {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

type CodeErrors = { code?: string | undefined; email?: string | undefined };

/**
 * "We sent a code to x@y; enter it." Focus moves to the code field; a wrong code is announced and focus returns to the
 * field in error; "send a new code" waits for a cooldown; the address can be changed. The API's 422 field map is shown
 * on the code and address fields.
 */
export function SignupCode({
  email: sentTo,
  editableEmail = false,
  notice,
  resend,
  changeEmail,
  onSignedIn,
}: SignupCodeProps): ReactNode {
  const { t } = useTranslation('common');
  const codeId = useId();
  const emailId = useId();
  const [email, setEmail] = useState(sentTo);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<CodeErrors>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resend ? RESEND_COOLDOWN_S : 0);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!editableEmail || sentTo) document.getElementById(codeId)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the step opens
  }, []);
  // The field in error is focused once it renders as invalid, so a screen reader reads it with its message.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((w) => w - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const fail = (next: CodeErrors) => {
    setErrors(next);
    setFocusTick((n) => n + 1);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      fail({ code: t('signupCode.codeFormat') });
      return;
    }
    setBusy(true);
    const result = await api.post<EnvelopeOf<AuthUser>>('/verify-client-register', { email: email.trim(), code });
    setBusy(false);
    if (result.ok) {
      onSignedIn(result.data.content);
      return;
    }
    if (result.status === 429) fail({ code: t('signupCode.tooMany') });
    else if (result.status === 422) {
      const { code: codeError, email: emailError } = result.errors;
      fail({ code: codeError?.[0] ?? (emailError ? undefined : t('signupCode.codeFormat')), email: emailError?.[0] });
    }
  };

  const again = async () => {
    if (!resend) return;
    setStatus('');
    setWait(RESEND_COOLDOWN_S);
    setStatus((await resend()) ? t('signupCode.codeResent', { email }) : t('signupCode.tooMany'));
  };

  const problem = errors.code ?? errors.email ?? notice;
  return (
    <Form ref={formRef} onSubmit={(e) => void verify(e)} noValidate aria-describedby={`${codeId}-intro`}>
      <p id={`${codeId}-intro`}>{editableEmail ? t('signupCode.intro') : t('signupCode.sentTo', { email: sentTo })}</p>
      {editableEmail && (
        <TextField
          id={emailId}
          label={t('signupCode.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          required
          error={errors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((x) => ({ ...x, email: undefined }));
          }}
        />
      )}
      <TextField
        id={codeId}
        label={t('signupCode.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        required
        error={errors.code}
        onChange={(e) => {
          setCode(e.target.value.replace(/\D/g, ''));
          setErrors((x) => ({ ...x, code: undefined }));
        }}
      />
      <VisuallyHidden role="alert">{problem ?? ''}</VisuallyHidden>
      <div className="actions">
        <Button type="submit" busy={busy}>
          {t('signupCode.verify')}
        </Button>
        {resend && (
          <Button variant="secondary" disabled={wait > 0} onClick={() => void again()}>
            {wait > 0 ? t('signupCode.resendIn', { count: wait, seconds: wait }) : t('signupCode.resend')}
          </Button>
        )}
        {changeEmail && (
          <Button variant="secondary" onClick={changeEmail}>
            {t('signupCode.changeEmail')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </Form>
  );
}
