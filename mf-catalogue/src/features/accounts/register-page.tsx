import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams, useNavigate } from 'react-router';
import { api } from '@mp/shared/api';
import type { EnvelopeOf, MessageContent } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { Button, PageFrame, PasswordStrength, SelectField, TextField } from '@mp/shared/ui';
import { usePlatformCountries } from '../../lib/catalogue-api';
import { useSubmitErrors } from '../../lib/form-errors';
import { SignupCode } from '@mp/shared/sign-up';
import { useHead } from '../../lib/head';
import { FIELD_TYPES, returnPath } from './account-fields';

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
                type={FIELD_TYPES[f] ?? 'text'}
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
