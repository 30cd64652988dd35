import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth } from '@mp/shared/stores';
import { PageFrame } from '@mp/shared/ui';

/** A user-panel page frame naming the signed-in (or impersonated) customer. */
export function UserPanelFrame({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const user = useAuth(actingUser);
  return (
    <PageFrame title={title}>
      {user && <p>{t('signedInAs', { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })}</p>}
    </PageFrame>
  );
}
