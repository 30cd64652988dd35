import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useMember } from './api/get-members';
import { MemberForm } from './member-form';

/** /dashboard/profile/team/create */
export function InviteMemberPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  return (
    <PageFrame title={title}>
      <p>{t('team.inviteHint')}</p>
      <MemberForm />
    </PageFrame>
  );
}

/** /dashboard/profile/team/edit/:id */
export function EditMemberPage({ params, title }: RemotePageProps): ReactNode {
  const member = useMember(Number(params.id));
  return (
    <PageFrame title={title}>
      {member.isPending && <Spinner />}
      {member.error && <ErrorState onRetry={() => void member.refetch()} />}
      {member.data && <MemberForm member={member.data} />}
    </PageFrame>
  );
}
