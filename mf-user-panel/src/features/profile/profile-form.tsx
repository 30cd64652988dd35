import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { Type } from '@sinclair/typebox';
import { ApiError } from '@mp/shared/api';
import type { User } from '@mp/shared/contracts';
import { applyServerErrors, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button, Spinner } from '@mp/shared/ui';
import { useCountries, useSaveProfile } from './api/profile-api';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

// The form's shape; the server validates again and its 422 map lands on these fields.
const ProfileFormSchema = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ maxLength: 30 }),
  country: Type.String({ maxLength: 2 }),
  city: Type.String({ maxLength: 100 }),
  address: Type.String({ maxLength: 200 }),
  zipcode: Type.String({ maxLength: 20 }),
  vatnumber: Type.String({ maxLength: 20 }),
  birthdate: Type.String(),
});
type ProfileValues = {
  [
    K in 'first_name' | 'last_name' | 'phone' | 'country' | 'city' | 'address' | 'zipcode' | 'vatnumber' | 'birthdate'
  ]: string;
};

const valuesOf = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  country: user.profile.country ?? '',
  city: user.profile.city ?? '',
  address: user.profile.address ?? '',
  zipcode: user.profile.zipcode ?? '',
  vatnumber: user.profile.vatnumber ?? '',
  birthdate: user.profile.birthdate ?? '',
});

export function ProfileForm({ user }: { user: User }): ReactNode {
  const { t } = useTranslation('userPanel');
  const form = useContractForm<ProfileValues>(ProfileFormSchema, { defaultValues: valuesOf(user) });
  const countries = useCountries();
  const save = useSaveProfile(user.id);
  const country = form.watch('country');
  const cities = countries.data?.find((c) => c.code === country)?.cities ?? [];

  // Changing the country empties the city: the old one belongs to another country (spec §5).
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'country') form.setValue('city', '');
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The selects get their values when they mount: wait for the country and city options.
  if (countries.isPending) return <Spinner />;
  return (
    <form
      noValidate
      aria-labelledby="profile-data"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          {
            ...values,
            phone: values.phone || null,
            birthdate: values.birthdate || null,
            country: values.country || null,
          },
          { onError: (error) => error instanceof ApiError && error.status === 422 && applyServerErrors(form, error) },
        ),
      )}
    >
      <h2 id="profile-data">{t('profile.dataTitle')}</h2>
      <Grid>
        <FormTextField
          form={form}
          name="first_name"
          label={t('profile.first_name')}
          required
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="last_name"
          label={t('profile.last_name')}
          required
          autoComplete="family-name"
        />
        <FormTextField form={form} name="phone" label={t('profile.phone')} type="tel" autoComplete="tel" />
        <FormTextField form={form} name="birthdate" label={t('profile.birthdate')} type="date" />
        <FormSelectField
          form={form}
          name="country"
          label={t('profile.country')}
          placeholder={t('profile.choose')}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        />
        <FormSelectField
          form={form}
          name="city"
          label={t('profile.city')}
          placeholder={t('profile.choose')}
          options={cities.map((c) => ({ value: c.name, label: c.name }))}
        />
        <FormTextField form={form} name="address" label={t('profile.address')} autoComplete="street-address" />
        <FormTextField form={form} name="zipcode" label={t('profile.zipcode')} autoComplete="postal-code" />
        <FormTextField form={form} name="vatnumber" label={t('profile.vatnumber')} />
      </Grid>
      <Button type="submit" busy={save.isPending}>
        {t('profile.save')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && save.data.content}
      </div>
    </form>
  );
}
