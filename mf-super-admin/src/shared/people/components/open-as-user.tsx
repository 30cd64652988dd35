import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@mp/shared/api';
import type { User } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { Role, RouteId } from '@mp/shared/routes';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useOpenAsUser } from '../api/open-as-user';

/** Where acting as a user starts: their own home. A super admin is never impersonated. */
export const ACTING_HOME: Record<Exclude<Role, 'SUPER'>, RouteId> = {
  CLIENT: 'user-panel.bookings',
  SUPPLIER: 'dashboard.home',
  AFFILIATE: 'affiliates.dashboard',
};

export interface OpenAsUserProps {
  /** The user's id (for a partner, the owner's). */
  userId: number;
  /** Whose row it is, for the button's accessible name and the messages ("Rui Sardinha"). */
  name: string;
  /** The row's user type when the list knows it: no button for a super admin. */
  userType?: Role;
}

/** "Open as this user": a new tab acting as the row's user (spec §3 Tabs), then their home page. */
export function OpenAsUser({ userId, name, userType }: OpenAsUserProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const navigate = useNavigate();
  const to = usePathTo();
  const open = useOpenAsUser((user: User) => {
    if (user.user_type !== 'SUPER') void navigate(to(ACTING_HOME[user.user_type]));
  });
  if (userType === 'SUPER') return null;
  const onClick = () =>
    open.mutate(userId, {
      onError: (error) => {
        const forbidden = error instanceof ApiError && error.status === 403;
        toastStore
          .getState()
          .show({ message: t(forbidden ? 'people.openAsForbidden' : 'people.openAsFailed', { name }), kind: 'error' });
      },
    });
  return (
    <Button variant="secondary" onClick={onClick} busy={open.isPending} aria-label={t('people.openAsName', { name })}>
      {t('people.openAs')}
    </Button>
  );
}
