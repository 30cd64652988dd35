import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams, Link, useNavigate } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser, EnvelopeOf, User } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { Button, PageFrame, PasswordStrength, SelectField, TextField} from '@mp/shared/ui';
import { usePlatformCountries } from '../../lib/catalogue-api';
import { useFieldErrors, useFocusFirstError } from '../../lib/form-errors';
import { useHead } from '../../lib/head';

/** Spec §3 client signup form, in order. */
export const CLIENT_SIGNUP_FIELDS = [
  'first_name', 'last_name', 'phone', 'email', 'country', 'birthdate', 'description', 'vatnumber', 'address', 'zipcode', 'password', 'confirm_password',
] as const;
type SignupField = (typeof CLIENT_SIGNUP_FIELDS)[number];
const REQUIRED: ReadonlySet<SignupField> = new Set(['first_name', 'last_name', 'phone', 'email', 'password', 'confirm_password']);
const TYPES: Partial<Record<SignupField, string>> = { email: 'email', phone: 'tel', birthdate: 'date', password: 'password', confirm_password: 'password' };

function useSubmitErrors() {
  const fe = useFieldErrors();
  const { t } = useTranslation('catalogue');
  const { formRef, focusFirst } = useFocusFirstError();
  const required = (values: Record<string, string>, fields: Iterable<string>) => {
    const errors: Record<string, string[]> = {};
    for (const f of fields) if (!values[f]?.trim()) errors[f] = [t('partner.errors.required')];
    return errors;
  };
  return { ...fe, formRef, focusFirst, required };
}

const isUser = (value: unknown): value is User => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** /register: client signup (POST /api/clients), then the emailed code on /register-complete. */
export function RegisterPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.register') });
  const countries = usePlatformCountries();
  const to = usePathTo();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<SignupField, string>>(
    Object.fromEntries(CLIENT_SIGNUP_FIELDS.map((f) => [f, f === 'country' ? 'pt' : ''])) as Record<SignupField, string>,
  );
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, message, formRef, focusFirst, required } = useSubmitErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = required(values, REQUIRED);
    if (values.password && values.confirm_password && values.password !== values.confirm_password) found.confirm_password = [t('partner.errors.passwordMatch')];
    if (Object.keys(found).length) { setErrors(found); focusFirst(); return; }
    setBusy(true);
    const result = await api.post<EnvelopeOf<AuthUser>>('/clients', values);
    setBusy(false);
    if (result.ok) {
      // Signed in from the start, as after the shell's sign-up modal; the code only verifies the address.
      authStore.getState().login(result.data.content);
      navigate(`${to('register-complete')}?email=${encodeURIComponent(values.email)}`);
      return;
    }
    if (result.status === 422) { setErrors(result.errors); focusFirst(); }
  };
  return (
    <PageFrame title={title}>
      <p>{t('register.intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        {CLIENT_SIGNUP_FIELDS.map((f) =>
          f === 'country' ? (
            <SelectField key={f} label={t(`register.fields.${f}`)} value={values.country} error={message(f)}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={(e) => { setValues((v) => ({ ...v, country: e.target.value })); clear(f); }} />
          ) : (
            <Fragment key={f}>
              <TextField label={t(`register.fields.${f}`)} type={TYPES[f] ?? 'text'} required={REQUIRED.has(f)} value={values[f]} error={message(f)}
                onChange={(e) => { setValues((v) => ({ ...v, [f]: e.target.value })); clear(f); }} />
              {f === 'password' && <PasswordStrength password={values.password} email={values.email} />}
            </Fragment>
          ),
        )}
        <p role="status" aria-live="polite">{Object.keys(errors).length ? t('partner.fixErrors') : ''}</p>
        <Button type="submit" busy={busy}>{t('register.submit')}</Button>
      </form>
    </PageFrame>
  );
}

/** /register-complete: the 6-digit code from the email (POST /api/verify-client-register), with resend. */
export function RegisterCompletePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.register') });
  const to = usePathTo();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { setErrors, clear, message, formRef, focusFirst } = useSubmitErrors();
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await api.post<EnvelopeOf<User | unknown>>('/verify-client-register', { email, code: code.trim() });
    setBusy(false);
    if (result.ok) {
      // The answer is the verified user: the signed-in session (same account) now says so too.
      const verified = result.data.content;
      const session = authStore.getState().user;
      if (session && isUser(verified) && verified.id === session.id) authStore.getState().login({ ...session, ...verified, api_token: session.api_token });
      setDone(true);
      return;
    }
    if (result.status === 422) { setErrors(result.errors); focusFirst(); }
  };
  const resend = async () => {
    const result = await api.post('/email-client-register', { email });
    if (result.ok) setStatus(t('register.resent'));
    else if (result.status === 422) setErrors(result.errors);
  };
  if (done) {
    return (
      <PageFrame title={title}>
        <p role="status">{t('register.verified')}</p>
        <Link to={to('home')}>{t('notFound.home')}</Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <p>{t('register.codeIntro')}</p>
      <form ref={formRef} onSubmit={(e) => void verify(e)} noValidate>
        <TextField label={t('register.fields.email')} type="email" value={email} required error={message('email')} onChange={(e) => { setEmail(e.target.value); clear('email'); }} />
        <TextField label={t('register.code')} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} required error={message('code')}
          onChange={(e) => { setCode(e.target.value.replace(/\D/g, '')); clear('code'); }} />
        <Button type="submit" busy={busy}>{t('register.verify')}</Button>{' '}
        <Button variant="secondary" onClick={() => void resend()}>{t('register.resend')}</Button>
        <p role="status" aria-live="polite">{status}</p>
      </form>
    </PageFrame>
  );
}

/** /password/reset: ask for the link; with ?token&email set the new password (POST /api/password/reset). */
export function PasswordResetPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.passwordReset') });
  const [search] = useSearchParams();
  const token = search.get('token');
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
    if (result.ok) setStatus(token ? t('password.changed') : t('password.sent'));
    else if (result.status === 422) { setErrors(result.errors); focusFirst(); }
    // Too many link requests for this address or from here (issue 11 item 8): the API's words, with when to retry.
    else if (result.status === 429) setStatus((result.body as { message?: string } | null)?.message ?? '');
  };
  return (
    <PageFrame title={title}>
      <p>{token ? t('password.newIntro') : t('password.requestIntro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('register.fields.email')} type="email" autoComplete="email" value={email} required error={message('email')} onChange={(e) => { setEmail(e.target.value); clear('email'); }} />
        {token && (
          <>
            <TextField label={t('password.new')} type="password" autoComplete="new-password" value={password} required error={message('password') ?? message('token')} onChange={(e) => { setPassword(e.target.value); clear('password'); }} />
            <PasswordStrength password={password} email={email} />
            <TextField label={t('password.confirm')} type="password" autoComplete="new-password" value={confirmation} required error={message('password_confirmation')} onChange={(e) => { setConfirmation(e.target.value); clear('password_confirmation'); }} />
          </>
        )}
        <Button type="submit" busy={busy}>{token ? t('password.save') : t('password.send')}</Button>
        <p role="status" aria-live="polite">{status}</p>
      </form>
    </PageFrame>
  );
}

const AFFILIATE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'country', 'description', 'vatnumber', 'iban', 'password', 'confirm_password'] as const;
type AffiliateField = (typeof AFFILIATE_FIELDS)[number];
const AFFILIATE_REQUIRED: ReadonlySet<AffiliateField> = new Set(['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password']);

/** /be-an-affiliate: POST /api/affiliates; signs the new affiliate in. */
export function AffiliateSignupPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.affiliate') });
  const to = usePathTo();
  const countries = usePlatformCountries();
  const [values, setValues] = useState<Record<AffiliateField, string>>(
    Object.fromEntries(AFFILIATE_FIELDS.map((f) => [f, f === 'country' ? 'pt' : ''])) as Record<AffiliateField, string>,
  );
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { errors, setErrors, clear, message, formRef, focusFirst, required } = useSubmitErrors();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = required(values, AFFILIATE_REQUIRED);
    if (values.password !== values.confirm_password && values.confirm_password) found.confirm_password = [t('partner.errors.passwordMatch')];
    if (Object.keys(found).length) { setErrors(found); focusFirst(); return; }
    setBusy(true);
    const result = await api.post<EnvelopeOf<AuthUser & { affiliate_code: string }>>('/affiliates', values);
    setBusy(false);
    if (result.ok) {
      authStore.getState().login(result.data.content);
      setCode(result.data.content.affiliate_code);
      return;
    }
    if (result.status === 422) { setErrors(result.errors); focusFirst(); }
  };
  if (code) {
    return (
      <PageFrame title={title}>
        <p role="status">{t('affiliate.success', { code })}</p>
        <Link to={to('affiliates.dashboard')}>{t('partner.toDashboard')}</Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <p>{t('affiliate.intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        {AFFILIATE_FIELDS.map((f) =>
          f === 'country' ? (
            <SelectField key={f} label={t(`register.fields.${f}`)} value={values.country} error={message(f)}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={(e) => { setValues((v) => ({ ...v, country: e.target.value })); clear(f); }} />
          ) : (
            <TextField key={f} label={t(`register.fields.${f}`)} type={TYPES[f as SignupField] ?? 'text'} required={AFFILIATE_REQUIRED.has(f)} value={values[f]} error={message(f)}
              onChange={(e) => { setValues((v) => ({ ...v, [f]: e.target.value })); clear(f); }} />
          ),
        )}
        <p role="status" aria-live="polite">{Object.keys(errors).length ? t('partner.fixErrors') : ''}</p>
        <Button type="submit" busy={busy}>{t('affiliate.submit')}</Button>
      </form>
    </PageFrame>
  );
}
