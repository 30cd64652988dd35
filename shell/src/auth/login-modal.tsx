// Login / sign-up modal (lazy: first paint does not need it). spec §3 login and client signup forms,
// §5 "a response naming a field and a message shows that message on that field", §8 signup errors on fields.
// Sign-up answers the same for every address (no one learns which addresses have accounts): the modal then asks
// for the code mailed to the address, which proves the visitor owns it, and signs in only when the code is right.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AuthUser } from '@mp/shared/contracts';
import { api } from '@mp/shared/api';
import { DEFAULT_COUNTRY, regionName } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { authStore, toastStore, useAuth, useLocale } from '@mp/shared/stores';
import { Button, Checkbox, Modal, PasswordStrength, SelectField, TextField } from '@mp/shared/ui';
import { SignupCode } from '@mp/shared/sign-up';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import { localizePath } from '@mp/shared/routes';
import { homeAfterSignIn } from '../admin/acting-home';

type FieldErrors = Record<string, string | undefined>;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  min-width: min(28rem, 80vw);
  .row {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: 0.75rem;
  }
  .switch {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
    cursor: pointer;
    justify-self: start;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .form-error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

/** ISO codes offered at sign-up; names come from the browser in the visitor's language. */
const COUNTRY_CODES = [
  'pt',
  'es',
  'fr',
  'de',
  'gb',
  'ie',
  'it',
  'nl',
  'be',
  'lu',
  'ch',
  'at',
  'dk',
  'se',
  'no',
  'fi',
  'pl',
  'cz',
  'us',
  'ca',
  'br',
  'ao',
  'mz',
  'cv',
];

function countryOptions(locale: string) {
  return COUNTRY_CODES.map((code) => ({ value: code, label: regionName(code, locale) }));
}

interface LoginFailure {
  field?: string;
  message?: string;
}

/** First message per field of a 422 `errors` map (the client already merged `field.N` into `field`). */
function firstErrors(errors: Record<string, string[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) out[field] = messages[0];
  return out;
}

function afterSignIn(user: AuthUser, returnTo: string | undefined, welcome: string, navigate: NavigateFunction): void {
  authStore.getState().login(user);
  toastStore.getState().show({ message: welcome, kind: 'success' });
  const to = returnTo ?? homeAfterSignIn(window.location.pathname, user.user_type) ?? undefined;
  if (to && to !== window.location.pathname) void navigate(to);
}

function LoginForm({ returnTo }: { returnTo?: string }): ReactNode {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    const result = await api.post<{ status: boolean; content: AuthUser }>('login', {
      email,
      password,
      rememberMe: rememberMe ? 1 : 0,
    });
    setBusy(false);
    if (result.ok && result.data.status) {
      afterSignIn(result.data.content, returnTo, t('auth.welcome', { name: result.data.content.first_name }), navigate);
      return;
    }
    if (!result.ok && result.status === 429) return setFormError(t('auth.tooManyAttempts'));
    const body = (result.ok ? result.data : result.body) as LoginFailure | null;
    if (body?.field && body.message) setErrors({ [body.field]: body.message });
    else if (!result.ok) setErrors(firstErrors(result.errors));
  };

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors((x) => ({ ...x, email: undefined }));
        }}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
      />
      <Checkbox
        label={t('auth.rememberMe')}
        name="rememberMe"
        checked={rememberMe}
        onChange={(e) => setRememberMe(e.target.checked)}
      />
      {/* The reset page is a route of its own (mf-catalogue); following the link closes the modal. */}
      <Link
        to={localizePath('/password/reset', locale)}
        className="forgot"
        onClick={() => authStore.getState().closeLoginModal()}
      >
        {t('auth.forgotPassword')}
      </Link>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t('auth.submitLogin')}
      </Button>
      <button type="button" className="switch" onClick={() => authStore.getState().openLoginModal('signup', returnTo)}>
        {t('auth.toSignup')}
      </button>
    </Form>
  );
}

const SIGNUP_FIELDS = [
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
type SignupField = (typeof SIGNUP_FIELDS)[number];

const LABEL_KEYS: Record<SignupField, string> = {
  first_name: 'auth.firstName',
  last_name: 'auth.lastName',
  phone: 'auth.phone',
  email: 'auth.email',
  country: 'auth.country',
  birthdate: 'auth.birthdate',
  description: 'auth.description',
  vatnumber: 'auth.vatnumber',
  address: 'auth.address',
  zipcode: 'auth.zipcode',
  password: 'auth.password',
  confirm_password: 'auth.confirmPassword',
};

const INPUT_PROPS: Partial<Record<SignupField, { type?: string; autoComplete?: string; required?: boolean }>> = {
  first_name: { autoComplete: 'given-name', required: true },
  last_name: { autoComplete: 'family-name', required: true },
  phone: { type: 'tel', autoComplete: 'tel', required: true },
  email: { type: 'email', autoComplete: 'email', required: true },
  birthdate: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  zipcode: { autoComplete: 'postal-code' },
  password: { type: 'password', autoComplete: 'new-password', required: true },
  confirm_password: { type: 'password', autoComplete: 'new-password', required: true },
};

function SignupForm({ returnTo }: { returnTo?: string }): ReactNode {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const locale = useLocale();
  const [values, setValues] = useState<Record<SignupField, string>>(() => {
    const init = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, ''])) as Record<SignupField, string>;
    init.country = DEFAULT_COUNTRY;
    return init;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // spec §5: editing a field clears that field's error.
  const set = (field: SignupField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  /** Posts the form; true when the address was mailed (the same answer whether it has an account or not). */
  const send = async (): Promise<boolean> => {
    setFormError(null);
    const result = await api.post<{ status: boolean; content: { message: string } }>('clients', values);
    if (result.ok && result.data.status) return true;
    if (!result.ok && result.status === 429) setFormError(t('auth.tooManyAttempts'));
    else if (!result.ok) setErrors(firstErrors(result.errors));
    return false;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const sent = await send();
    setBusy(false);
    if (sent) setSentTo(values.email.trim());
  };

  if (sentTo) {
    return (
      <SignupCode
        email={sentTo}
        resend={send}
        changeEmail={() => setSentTo(null)}
        onSignedIn={(user) => afterSignIn(user, returnTo, t('auth.welcome', { name: user.first_name }), navigate)}
      />
    );
  }

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <div className="row">
        {SIGNUP_FIELDS.map((field) =>
          field === 'country' ? (
            <SelectField
              key={field}
              label={t(LABEL_KEYS[field])}
              name={field}
              options={countryOptions(locale)}
              value={values.country}
              error={errors.country}
              onChange={(e) => set('country', e.target.value)}
            />
          ) : (
            <Fragment key={field}>
              <TextField
                label={t(LABEL_KEYS[field])}
                name={field}
                {...INPUT_PROPS[field]}
                value={values[field]}
                error={errors[field]}
                onChange={(e) => set(field, e.target.value)}
              />
              {field === 'password' && <PasswordStrength password={values.password} email={values.email} />}
            </Fragment>
          ),
        )}
      </div>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" busy={busy}>
        {t('auth.submitSignup')}
      </Button>
      <button type="button" className="switch" onClick={() => authStore.getState().openLoginModal('login', returnTo)}>
        {t('auth.toLogin')}
      </button>
    </Form>
  );
}

export default function LoginModal(): ReactNode {
  const modal = useAuth((s) => s.loginModal);
  const { t } = useTranslation('shell');
  if (!modal) return null;
  const close = () => authStore.getState().closeLoginModal();
  return (
    <Modal open title={t(modal.mode === 'login' ? 'auth.loginTitle' : 'auth.signupTitle')} onClose={close}>
      {modal.mode === 'login' ? (
        <LoginForm key="login" returnTo={modal.returnTo} />
      ) : (
        <SignupForm key="signup" returnTo={modal.returnTo} />
      )}
    </Modal>
  );
}
