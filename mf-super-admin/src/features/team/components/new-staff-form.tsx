import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { NewStaffBody } from '@mp/shared/contracts';
import { applyServerErrors, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useCreateStaff } from '../api/create-staff';
import { useRoles } from '../api/get-roles';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

type Values = { email: string; first_name: string; last_name: string; role: NewStaffBody['role'] };

/** Adds a staff member; the API's 422 map lands on the fields. */
export function NewStaffForm(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const roles = useRoles();
  const form = useContractForm<Values>(NewStaffBody, {
    defaultValues: { email: '', first_name: '', last_name: '', role: 'support' },
  });
  const create = useCreateStaff();
  const [done, setDone] = useState('');
  const submit = form.handleSubmit((values) => {
    setDone('');
    create.mutate(values, {
      onSuccess: (member) => {
        form.reset();
        setDone(t('team.added', { email: member.email }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
      },
    });
  });
  return (
    <section aria-labelledby="new-staff-heading">
      <h2 id="new-staff-heading">{t('team.addTitle')}</h2>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormTextField form={form} name="email" type="email" label={t('team.email')} required />
        <FormTextField form={form} name="first_name" label={t('team.firstName')} required />
        <FormTextField form={form} name="last_name" label={t('team.lastName')} required />
        <FormSelectField
          form={form}
          name="role"
          label={t('team.role')}
          required
          options={(roles.data ?? []).map((r) => ({ value: r.role, label: r.name }))}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('team.add')}
        </Button>
      </Form>
      <p role="status" aria-live="polite">
        {done}
      </p>
    </section>
  );
}
