import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { api } from '@mp/shared/api';
import type { EnvelopeOf, MessageContent } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { Button, PageFrame, SelectField, TextField } from '@mp/shared/ui';
import { usePlatformCountries } from '../../lib/catalogue-api';
import { useSubmitErrors } from '../../lib/form-errors';
import { SignupCode } from '@mp/shared/sign-up';
import { useHead } from '../../lib/head';
import { FIELD_TYPES } from './account-fields';

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
              type={FIELD_TYPES[f] ?? 'text'}
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
