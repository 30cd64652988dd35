import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { toastStore, useAuth, actingUser } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { CompanyProfileForm, type CompanyProfile } from '@mp/shared/contracts';
import { useAccess } from '../../shared/access/api/get-access';
import { profileFormData, useOwnCompany, useUpdateProfile } from './api/profile';
import { ProfileTabs } from './profile-tabs';
import { LogoGroup, ModulesGroup } from './components/profile-field-groups';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const valuesOf = (c: CompanyProfile): CompanyProfileForm => ({
  trade_name: c.trade_name,
  business_name: c.business_name,
  description_en: c.description_en ?? '',
  description_pt: c.description_pt ?? '',
  website: c.website ?? '',
  email: c.email ?? '',
  address: c.address ?? '',
  zip_code: c.zip_code ?? '',
  city: c.city ?? '',
  iban: c.iban ?? '',
  // A module asked for shows switched on: saving the form again keeps the request (unticking it withdraws it).
  experiences: c.modules.experiences || c.module_request === 'experiences',
  transfers: c.modules.transfers || c.module_request === 'transfers',
});

function ProfileForm({ company, userId }: { company: CompanyProfile; userId: number }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const navigate = useNavigate();
  const update = useUpdateProfile(userId);
  const form = useContractForm<CompanyProfileForm>(CompanyProfileForm, { defaultValues: valuesOf(company) });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const failed = (e: Error) => {
    if (e instanceof ApiError && e.status === 422) {
      const logoMessage = Object.entries(e.errors).find(([k]) => k === 'logo' || k.startsWith('logo.'))?.[1]?.[0];
      setLogoError(logoMessage ?? null);
      const rest = applyServerErrors(form, e).filter((m) => m !== logoMessage);
      if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
    } else toastStore.getState().show({ message: t('profile.failed'), kind: 'error' });
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setLogoError(null);
        update.mutate(profileFormData(values, logo), {
          onSuccess: (c) => {
            toastStore.getState().show({ message: t('profile.saved', { name: c.trade_name }), kind: 'success' });
            if (c.module_request && c.module_request !== company.module_request)
              toastStore.getState().show({
                message: t('profile.moduleAsked', { module: t(`profile.modules.${c.module_request}`) }),
                kind: 'info',
              });
            // A new address waits for the link mailed to it (the settings page shows it as pending).
            const email = values.email.trim().toLowerCase();
            if (email !== '' && email !== (company.email ?? ''))
              toastStore.getState().show({ message: t('settings.linkSent', { email }), kind: 'info' });
            navigate(to('dashboard.profile'));
          },
          onError: failed,
        });
      })}
    >
      <p>{t('profile.emptyKept')}</p>
      <Grid>
        <FormTextField form={form} name="trade_name" label={t('profile.field.trade_name')} />
        <FormTextField form={form} name="business_name" label={t('profile.field.business_name')} />
        <FormTextField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          label={t('profile.field.email')}
          hint={t('settings.notificationHint')}
        />
        <FormTextField form={form} name="website" label={t('profile.field.website')} />
      </Grid>
      <Grid>
        <FormTextAreaField form={form} name="description_en" rows={5} label={t('profile.field.description_en')} />
        <FormTextAreaField form={form} name="description_pt" rows={5} label={t('profile.field.description_pt')} />
      </Grid>
      <Grid>
        <FormTextField form={form} name="address" autoComplete="street-address" label={t('profile.field.address')} />
        <FormTextField form={form} name="zip_code" autoComplete="postal-code" label={t('profile.field.zip_code')} />
        <FormTextField form={form} name="city" label={t('profile.field.city')} />
        <FormTextField form={form} name="iban" label={t('profile.field.iban')} />
      </Grid>
      <ModulesGroup form={form} company={company} />
      <LogoGroup
        error={logoError}
        choose={(file) => {
          setLogo(file);
          setLogoError(null);
        }}
      />
      <Button type="submit" busy={update.isPending}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

/** /dashboard/profile/edit: the company's fields, the logo and the modules; empty values keep what is there. */
export default function ProfileEditPage({ title }: RemotePageProps): ReactNode {
  const access = useAccess();
  const company = useOwnCompany(access.data?.company_id);
  const userId = useAuth((s) => actingUser(s)?.id);
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      {company.isPending && <Spinner />}
      {company.error && <ErrorState onRetry={() => void company.refetch()} />}
      {company.data && userId !== undefined && (
        <ProfileForm key={company.data.id} company={company.data} userId={userId} />
      )}
    </PageFrame>
  );
}
