import { useId, type ReactNode } from 'react';
import type { StaffMember } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { useRoles } from '../api/get-roles';
import { useUpdateStaff } from '../api/update-staff';

/** A staff member's role, changed in place (owners are not editable here). */
export function RoleSelect({ member }: { member: StaffMember }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const id = useId();
  const roles = useRoles();
  const update = useUpdateStaff();
  const name = roles.data?.find((r) => r.role === member.role)?.name ?? member.role;
  if (member.owner) return <span>{t('team.owner', { role: name })}</span>;
  const error =
    update.error && 'errors' in update.error
      ? (update.error as { errors: Record<string, string[]> }).errors.role?.[0]
      : undefined;
  return (
    <span>
      <select
        id={id}
        aria-label={t('team.roleOf', { name: `${member.first_name} ${member.last_name}` })}
        value={member.role}
        disabled={update.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => update.mutate({ id: member.id, role: e.target.value as StaffMember['role'] })}
        style={{ minHeight: 44, font: 'inherit' }}
      >
        {(roles.data ?? [{ role: member.role, name }]).map((r) => (
          <option key={r.role} value={r.role}>
            {r.name}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} role="alert">
          {' '}
          {error}
        </span>
      ) : null}
    </span>
  );
}
