// The affiliate's own details and payout details; the server's 422 messages go on their fields, and a save goes back
// to the profile.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button } from '@mp/shared/ui';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { AffiliateProfileForm, type AffiliateProfile } from '@mp/shared/contracts';
import { useUpdateAffiliateProfile } from '../api/affiliate-profile';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function useToastError() {
  const { t } = useTranslation('partnerDashboard');
  return (rest: string[]) => {
    if (rest.length)
      toastStore.getState().show({ message: rest.join(' ') || t('affiliateProfile.failed'), kind: 'error' });
  };
}

export function AffiliateEditForm({ profile }: { profile: AffiliateProfile }): ReactNode {
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
