import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams, Link, useNavigate } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser, EnvelopeOf, MessageContent } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { Button, PageFrame, PasswordStrength, SelectField, TextField } from '@mp/shared/ui';
import { usePlatformCountries } from '../../lib/catalogue-api';
import { useSubmitErrors } from '../../lib/form-errors';
import { SignupCode } from '../../components/signup-code';
import { useHead } from '../../lib/head';

/** Spec §3 client signup form, in order. */
export const CLIENT_SIGNUP_FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'country',
  'birthdate',
  'description',
  'vatnumber',
  'address',
  'zipcode',
  'password',
  'confirm_password',
] as const;
type SignupField = (typeof CLIENT_SIGNUP_FIELDS)[number];
const REQUIRED: ReadonlySet<SignupField> = new Set([
  'first_name',
  'last_name',
  'phone',
  'email',
  'password',
  'confirm_password',
]);
const TYPES: Partial<Record<SignupField, string>> = {
  email: 'email',
  phone: 'tel',
  birthdate: 'date',
  password: 'password',
  confirm_password: 'password',
};

/** Where to go once signed in: the page the visitor came from (`?return=`, a path of this site only), else home. */
function returnPath(search: URLSearchParams, home: string): string {
  const back = search.get('return');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : home;
}

/**
 * /register: client signup (POST /api/clients). The answer is the same for every address (no one learns which have accounts); the page
 * then asks for the mailed code and signs in only when it is right, then goes back to `?return=` (or home).
 */
export function RegisterPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.register') });
  const countries = usePlatformCountries();
  const to = usePathTo();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState<Record<SignupField, string>>(
    Object.fromEntries(CLIENT_SIGNUP_FIELDS.map((f) => [f, f === 'country' ? 'pt' : ''])) as Record<
      SignupField,
      string
    >,
  );
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState('');
  const { errors, setErrors, clear, message, formRef, focusFirst, required } = useSubmitErrors();
  /** Posts the form; true when the address was mailed. */
  const send = async (): Promise<boolean> => {
    setFormError('');
    const result = await api.post<EnvelopeOf<MessageContent>>('/clients', values);
    if (result.ok) return true;
    if (result.status === 422) {
      setErrors(result.errors);
      focusFirst();
    } else if (result.status === 429) setFormError(t('register.tooMany'));
    return false;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = required(values, REQUIRED);
    if (values.password && values.confirm_password && values.password !== values.confirm_password)
      found.confirm_password = [t('partner.errors.passwordMatch')];
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirst();
      return;
    }
    setBusy(true);
    const sent = await send();
    setBusy(false);
    if (sent) setSentTo(values.email.trim());
  };
  if (sentTo) {
    return (
      <PageFrame title={title}>
        <SignupCode
          email={sentTo}
          resend={send}
          changeEmail={() => setSentTo(null)}
          onSignedIn={(user) => {
            authStore.getState().login(user);
            void navigate(returnPath(search, to('home')));
          }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <p>{t('register.intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        {CLIENT_SIGNUP_FIELDS.map((f) =>
          f === 'country' ? (
            <SelectField
              key={f}
              label={t(`register.fields.${f}`)}
              value={values.country}
              error={message(f)}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={(e) => {
                setValues((v) => ({ ...v, country: e.target.value }));
                clear(f);
              }}
            />
          ) : (
            <Fragment key={f}>
              <TextField
                label={t(`register.fields.${f}`)}
                type={TYPES[f] ?? 'text'}
                required={REQUIRED.has(f)}
                value={values[f]}
                error={message(f)}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [f]: e.target.value }));
                  clear(f);
                }}
              />
              {f === 'password' && <PasswordStrength password={values.password} email={values.email} />}
            </Fragment>
          ),
        )}
        <p role="status" aria-live="polite">
          {Object.keys(errors).length ? t('partner.fixErrors') : formError}
        </p>
        <Button type="submit" busy={busy}>
          {t('register.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}

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

const AFFILIATE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'country',
  'description',
  'vatnumber',
  'iban',
  'password',
  'confirm_password',
] as const;
type AffiliateField = (typeof AFFILIATE_FIELDS)[number];
const AFFILIATE_REQUIRED: ReadonlySet<AffiliateField> = new Set([
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
  'confirm_password',
]);

/**
 * /be-an-affiliate: POST /api/affiliates. The answer is the same for every address (no one learns which have accounts); the page then
 * asks for the mailed code, which signs the new affiliate in (its referral code comes in the welcome mail).
 */
export function AffiliateSignupPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.affiliate') });
  const to = usePathTo();
  const countries = usePlatformCountries();
  const [values, setValues] = useState<Record<AffiliateField, string>>(
    Object.fromEntries(AFFILIATE_FIELDS.map((f) => [f, f === 'country' ? 'pt' : ''])) as Record<AffiliateField, string>,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const { errors, setErrors, clear, message, formRef, focusFirst, required } = useSubmitErrors();
  /** Posts the form; true when the address was mailed. */
  const send = async (): Promise<boolean> => {
    setFormError('');
    const result = await api.post<EnvelopeOf<MessageContent>>('/affiliates', values);
    if (result.ok) return true;
    if (result.status === 422) {
      setErrors(result.errors);
      focusFirst();
    } else if (result.status === 429) setFormError(t('register.tooMany'));
    return false;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = required(values, AFFILIATE_REQUIRED);
    if (values.password !== values.confirm_password && values.confirm_password)
      found.confirm_password = [t('partner.errors.passwordMatch')];
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirst();
      return;
    }
    setBusy(true);
    const sent = await send();
    setBusy(false);
    if (sent) setSentTo(values.email.trim());
  };
  if (done) {
    return (
      <PageFrame title={title}>
        <p role="status">{t('affiliate.success')}</p>
        <Link to={to('affiliates.dashboard')}>{t('partner.toDashboard')}</Link>
      </PageFrame>
    );
  }
  if (sentTo) {
    return (
      <PageFrame title={title}>
        <SignupCode
          email={sentTo}
          resend={send}
          changeEmail={() => setSentTo(null)}
          onSignedIn={(user) => {
            authStore.getState().login(user);
            setDone(true);
          }}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <p>{t('affiliate.intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        {AFFILIATE_FIELDS.map((f) =>
          f === 'country' ? (
            <SelectField
              key={f}
              label={t(`register.fields.${f}`)}
              value={values.country}
              error={message(f)}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={(e) => {
                setValues((v) => ({ ...v, country: e.target.value }));
                clear(f);
              }}
            />
          ) : (
            <TextField
              key={f}
              label={t(`register.fields.${f}`)}
              type={TYPES[f as SignupField] ?? 'text'}
              required={AFFILIATE_REQUIRED.has(f)}
              value={values[f]}
              error={message(f)}
              onChange={(e) => {
                setValues((v) => ({ ...v, [f]: e.target.value }));
                clear(f);
              }}
            />
          ),
        )}
        <p role="status" aria-live="polite">
          {Object.keys(errors).length ? t('partner.fixErrors') : formError}
        </p>
        <Button type="submit" busy={busy}>
          {t('affiliate.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}
