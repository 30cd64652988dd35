import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { api } from '@mp/shared/api';
import type { EnvelopeOf, MessageContent } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { authStore } from '@mp/shared/stores';
import { Button, Checkbox, PageFrame, SelectField, TextAreaField, TextField } from '@mp/shared/ui';
import { usePlatformCountries } from '../../lib/catalogue-api';
import { useFieldErrors, useFocusFirstError } from '../../lib/form-errors';
import { useHead } from '../../lib/head';
import { SignupCode } from '@mp/shared/sign-up';
import {
  EMPTY_PARTNER_FORM,
  firstStepWithError,
  partnerEndpoint,
  partnerFormData,
  setPartnerField,
  validatePartnerStep,
  type PartnerForm,
} from './partner-form';

const Steps = styled.ol`
  display: flex;
  gap: 16px;
  padding: 0;
  list-style: none;
  flex-wrap: wrap;
  li {
    padding: 4px 12px;
    border-radius: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;
const Preview = styled.ul`
  display: flex;
  gap: 8px;
  list-style: none;
  padding: 0;
  img {
    width: 96px;
    height: 96px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
`;

type TextKey = Exclude<keyof PartnerForm, 'isExperience' | 'isTransfer' | 'logo'>;

/**
 * /be-a-partner: 3 steps (spec §3), 422 errors on their fields and the form jumps to the first step with one. The
 * answer is the same for every address, so the form never tells whether an address already has an account: the page
 * then asks for the mailed code, which signs the partner in and creates the company (pending review).
 */
export function PartnerSignupPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('catalogue');
  useHead({ description: t('meta.partner') });
  const to = usePathTo();
  const countries = usePlatformCountries();
  const [form, setForm] = useState<PartnerForm>(EMPTY_PARTNER_FORM);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState('');
  const { errors, setErrors, clear, message } = useFieldErrors();
  const [previews, setPreviews] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const urls = form.logo.map((f) => URL.createObjectURL(f));
    setPreviews(urls);
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [form.logo]);

  const set = <K extends keyof PartnerForm>(key: K, value: PartnerForm[K]) => {
    setForm((f) => setPartnerField(f, key, value));
    clear(key);
    if (key === 'country') clear('city');
  };
  const err = (field: string) => {
    const m = message(field);
    return m ? (m.startsWith('partner.errors.') ? t(m) : m) : undefined;
  };
  const text = (key: TextKey, extra: Record<string, unknown> = {}) => ({
    label: t(`partner.fields.${key}`),
    name: key,
    value: form[key],
    error: err(key),
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    ...extra,
  });

  const goTo = (next: number) => {
    setStep(next);
    window.setTimeout(() => heading.current?.focus(), 0);
  };
  // Focus moves to the first field in error once the step holding it has rendered.
  const { formRef, focusFirst: focusFirstError } = useFocusFirstError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePartnerStep(form, step);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      focusFirstError();
      return;
    }
    if (step < 2) {
      goTo(step + 1);
      return;
    }
    setBusy(true);
    const sent = await send();
    setBusy(false);
    if (sent) setSentTo(form.email.trim());
  };
  /** Posts the whole form; true when the address was mailed. */
  const send = async (): Promise<boolean> => {
    setFormError('');
    const result = await api.post<EnvelopeOf<MessageContent>>(partnerEndpoint(form), partnerFormData(form), {
      errorMessage: t('partner.failed'),
    });
    if (result.ok) return true;
    if (result.status === 422) {
      setSentTo(null);
      setErrors(result.errors);
      const target = firstStepWithError(result.errors);
      if (target !== null) setStep(target);
      focusFirstError();
    } else if (result.status === 429) setFormError(t('register.tooMany'));
    return false;
  };

  if (done) {
    return (
      <PageFrame title={title}>
        <p role="status">{t('partner.success')}</p>
        <Link to={to('dashboard.home')}>{t('partner.toDashboard')}</Link>
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

  const country = countries.data?.find((c) => c.code === form.country);
  const stepNames = [t('partner.step1'), t('partner.step2'), t('partner.step3')];
  return (
    <PageFrame title={title}>
      <p>{t('partner.intro')}</p>
      <Steps aria-label={t('partner.progress')}>
        {stepNames.map((name, n) => (
          <li key={name} aria-current={n === step ? 'step' : undefined}>
            {n + 1}. {name}
          </li>
        ))}
      </Steps>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {t('partner.stepOf', { step: step + 1, name: stepNames[step] })}
        </h2>
        {step === 0 && (
          <>
            <fieldset>
              <legend>{t('partner.kind')}</legend>
              <Checkbox
                label={t('partner.fields.isExperience')}
                checked={form.isExperience}
                onChange={(e) => set('isExperience', e.target.checked)}
                error={err('isExperience')}
              />
              <Checkbox
                label={t('partner.fields.isTransfer')}
                checked={form.isTransfer}
                onChange={(e) => set('isTransfer', e.target.checked)}
                error={err('isTransfer')}
              />
            </fieldset>
            <TextField {...text('businessName')} required autoComplete="organization" />
            <TextField {...text('taxNumber')} required inputMode="numeric" />
            <TextField {...text('iban')} required />
            <TextField {...text('bicswift')} />
            <TextField {...text('numberOfEmployees')} type="number" min={0} />
            <SelectField
              label={t('partner.fields.country')}
              name="country"
              value={form.country}
              required
              error={err('country')}
              options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              onChange={(e) => set('country', e.target.value)}
            />
            <SelectField
              label={t('partner.fields.city')}
              name="city"
              value={form.city}
              required
              placeholder={t('partner.chooseCity')}
              error={err('city')}
              options={(country?.cities ?? []).map((c) => ({ value: c.name, label: c.name }))}
              onChange={(e) => set('city', e.target.value)}
            />
            <TextField {...text('address')} required autoComplete="street-address" />
            <TextField {...text('zipCode')} required autoComplete="postal-code" />
          </>
        )}
        {step === 1 && (
          <>
            <TextField {...text('tradeName')} required />
            {/* The server takes up to 5,000 characters here: a multi-line box, the same name and value sent. */}
            <TextAreaField {...text('description')} maxLength={5000} />
            <TextField {...text('website')} type="url" />
            <TextField
              label={t('partner.fields.logo')}
              name="logo"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              error={err('logo')}
              onChange={(e) => set('logo', Array.from(e.target.files ?? []).slice(0, 5))}
            />
            {previews.length > 0 && (
              <Preview aria-label={t('partner.logoPreview')}>
                {previews.map((url, n) => (
                  <li key={url}>
                    <img src={url} alt={t('partner.logoAlt', { n: n + 1 })} />
                  </li>
                ))}
              </Preview>
            )}
          </>
        )}
        {step === 2 && (
          <>
            <TextField {...text('firstName')} required autoComplete="given-name" />
            <TextField {...text('lastName')} required autoComplete="family-name" />
            <TextField {...text('phone')} required type="tel" autoComplete="tel" />
            <TextField {...text('email')} required type="email" autoComplete="email" />
            <TextField {...text('password')} required type="password" autoComplete="new-password" />
            <TextField {...text('confirmPassword')} required type="password" autoComplete="new-password" />
          </>
        )}
        <p role="status" aria-live="polite">
          {Object.keys(errors).length > 0 ? t('partner.fixErrors') : formError}
        </p>
        <Actions>
          {step > 0 && (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              {t('partner.back')}
            </Button>
          )}
          <Button type="submit" busy={busy}>
            {step < 2 ? t('partner.next') : t('partner.submit')}
          </Button>
        </Actions>
      </form>
    </PageFrame>
  );
}
