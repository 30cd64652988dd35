import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button } from '@mp/shared/ui';
import { applyServerErrors, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { TeamMemberBody, TeamMemberUpdateBody, type TeamMember } from '@mp/shared/contracts';
import { useRoles } from './api/get-roles';
import { useInviteMember, useUpdateMember } from './api/write-members';
import { roleName } from './role-name';

type Values = { first_name: string; last_name: string; email: string; phone?: string | null; role_id: number };

/** Invite (no member yet) or edit a team member; the role list comes from the server. */
export function MemberForm({ member }: { member?: TeamMember }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const navigate = useNavigate();
  const roles = useRoles();
  const invite = useInviteMember();
  const update = useUpdateMember(member?.id ?? 0);
  const form = useContractForm<Values>(member ? TeamMemberUpdateBody : TeamMemberBody, {
    defaultValues: member
      ? {
          first_name: member.first_name,
          last_name: member.last_name,
          email: member.email,
          phone: member.phone ?? '',
          role_id: member.role.id,
        }
      : { first_name: '', last_name: '', email: '', phone: '' },
  });
  const done = (message: string) => {
    toastStore.getState().show({ message, kind: 'success' });
    navigate(to('dashboard.team'));
  };
  const failed = (e: Error) => {
    const rest = e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('team.failed')];
    if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
  };
  const options = (roles.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${roleName(t, r.role_name)}: ${r.description}`,
  }));
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ email, ...values }) => {
        const body = { ...values, phone: values.phone || null };
        if (member) update.mutate(body, { onSuccess: () => done(t('team.updated')), onError: failed });
        else
          invite.mutate(
            { ...body, email },
            { onSuccess: (m) => done(t('team.invited', { email: m.email })), onError: failed },
          );
      })}
    >
      <FormTextField form={form} name="first_name" label={t('team.firstName')} required />
      <FormTextField form={form} name="last_name" label={t('team.lastName')} required />
      {!member && (
        <FormTextField form={form} name="email" type="email" label={t('team.email')} required autoComplete="off" />
      )}
      <FormTextField form={form} name="phone" type="tel" label={t('team.phone')} />
      <FormSelectField
        form={form}
        name="role_id"
        label={t('team.role')}
        options={options}
        placeholder={t('team.chooseRole')}
        required
      />
      <Button type="submit" busy={invite.isPending || update.isPending}>
        {member ? t('team.save') : t('team.invite')}
      </Button>
    </form>
  );
}
