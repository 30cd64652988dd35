// The affiliate's profile pages: /affiliates/profile (view), /affiliates/profile/edit (name, contact,
// payout details; 422s on the fields) and /affiliates/profile/settings (mail language, password).
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { formatPercent } from '@mp/shared/domain';
import { toastStore, useLocale } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import {
  applyServerErrors,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useContractForm,
} from '@mp/shared/dashboard';
import { AffiliateProfileForm, PartnerSettingsForm, type AffiliateProfile } from '@mp/shared/contracts';
import {
  PasswordChangeSection,
  SettingsSection,
  useLanguageOptions,
  useSettingsError,
} from '../../shared/account/settings-sections';
import type { RouteId } from '@mp/shared/routes';
import {
  useAffiliateProfile,
  useChangeAffiliatePassword,
  useSaveAffiliateLanguage,
  useUpdateAffiliateProfile,
} from './api/affiliate-profile';

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const PAGES: readonly RouteId[] = ['affiliates.profile', 'affiliates.profile-edit', 'affiliates.profile-settings'];

function ProfileTabs(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  return (
    <Tabs aria-label={t('affiliateProfile.sections')}>
      {PAGES.map((id) => (
        <NavLink key={id} to={to(id)} end>
          {t(`affiliateProfile.tab.${id.replace('affiliates.', '')}`)}
        </NavLink>
      ))}
    </Tabs>
  );
}

function useToastError() {
  const { t } = useTranslation('partnerDashboard');
  return (rest: string[]) => {
    if (rest.length)
      toastStore.getState().show({ message: rest.join(' ') || t('affiliateProfile.failed'), kind: 'error' });
  };
}

function Frame({ title, children }: { title: string; children: (p: AffiliateProfile) => ReactNode }): ReactNode {
  const profile = useAffiliateProfile();
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      {profile.isPending && <Spinner />}
      {profile.error && <ErrorState onRetry={() => void profile.refetch()} />}
      {profile.data && children(profile.data)}
    </PageFrame>
  );
}

/** /affiliates/profile */
export function AffiliateProfilePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const none = t('affiliateProfile.notGiven');
  return (
    <Frame title={title}>
      {(p) => (
        <>
          <h2>{`${p.first_name} ${p.last_name}`}</h2>
          <Details>
            <dt>{t('affiliateProfile.field.email')}</dt>
            <dd>{p.email}</dd>
            <dt>{t('affiliateProfile.field.phone')}</dt>
            <dd>{p.phone || none}</dd>
            <dt>{t('affiliateProfile.field.description')}</dt>
            <dd>{p.description || none}</dd>
            <dt>{t('affiliateProfile.field.iban')}</dt>
            <dd>{p.iban || none}</dd>
            <dt>{t('affiliateProfile.field.vatnumber')}</dt>
            <dd>{p.vatnumber || none}</dd>
            <dt>{t('affiliateProfile.code')}</dt>
            <dd>{p.code}</dd>
            <dt>{t('affiliateProfile.rate')}</dt>
            <dd>{formatPercent(p.commission_basis_points / 100, locale)}</dd>
          </Details>
          <LinkButton href={to('affiliates.profile-edit')}>{t('affiliateProfile.edit')}</LinkButton>
        </>
      )}
    </Frame>
  );
}

function EditForm({ profile }: { profile: AffiliateProfile }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const navigate = useNavigate();
  const update = useUpdateAffiliateProfile();
  const toastError = useToastError();
  const form = useContractForm<AffiliateProfileForm>(AffiliateProfileForm, {
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
      description: profile.description ?? '',
      vatnumber: profile.vatnumber ?? '',
      iban: profile.iban ?? '',
      bicswift: profile.bicswift ?? '',
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) =>
        update.mutate(v, {
          onSuccess: () => {
            toastStore.getState().show({ message: t('affiliateProfile.saved'), kind: 'success' });
            navigate(to('affiliates.profile'));
          },
          onError: (e) =>
            toastError(
              e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('affiliateProfile.failed')],
            ),
        }),
      )}
    >
      <p>{t('affiliateProfile.emptyKept')}</p>
      <Grid>
        <FormTextField
          form={form}
          name="first_name"
          autoComplete="given-name"
          label={t('affiliateProfile.field.first_name')}
          required
        />
        <FormTextField
          form={form}
          name="last_name"
          autoComplete="family-name"
          label={t('affiliateProfile.field.last_name')}
          required
        />
        <FormTextField
          form={form}
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t('affiliateProfile.field.phone')}
        />
      </Grid>
      <FormTextAreaField
        form={form}
        name="description"
        rows={4}
        label={t('affiliateProfile.field.description')}
        hint={t('affiliateProfile.descriptionHint')}
      />
      <h2>{t('affiliateProfile.payout')}</h2>
      <Grid>
        <FormTextField form={form} name="iban" label={t('affiliateProfile.field.iban')} />
        <FormTextField form={form} name="bicswift" label={t('affiliateProfile.field.bicswift')} />
        <FormTextField form={form} name="vatnumber" label={t('affiliateProfile.field.vatnumber')} />
      </Grid>
      <Button type="submit" busy={update.isPending}>
        {t('affiliateProfile.save')}
      </Button>
    </form>
  );
}

/** /affiliates/profile/edit */
export function AffiliateProfileEditPage({ title }: RemotePageProps): ReactNode {
  return <Frame title={title}>{(p) => <EditForm key={p.id} profile={p} />}</Frame>;
}

function LanguageForm({ profile }: { profile: AffiliateProfile }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveAffiliateLanguage();
  const failed = useSettingsError();
  const languages = useLanguageOptions();
  const form = useContractForm<PartnerSettingsForm>(PartnerSettingsForm, {
    defaultValues: { language: profile.language ?? '', notification_email: '' },
  });
  return (
    <SettingsSection aria-labelledby="affiliate-mail">
      <h2 id="affiliate-mail">{t('settings.mailTitle')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v.language === '' ? null : v.language, {
            onSuccess: () => toastStore.getState().show({ message: t('settings.saved'), kind: 'success' }),
            onError: (e) => failed(form, e),
          }),
        )}
      >
        <FormSelectField form={form} name="language" label={t('settings.language')} options={languages} />
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

/** /affiliates/profile/settings */
export function AffiliateSettingsPage({ title }: RemotePageProps): ReactNode {
  const changePassword = useChangeAffiliatePassword();
  return (
    <Frame title={title}>
      {(p) => (
        <>
          <LanguageForm profile={p} />
          <PasswordChangeSection change={changePassword} id="affiliate-password" />
        </>
      )}
    </Frame>
  );
}
