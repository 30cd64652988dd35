// /user-panel/profile (spec §5): the customer's data (editing a field clears its error, a new country
// empties the city) and the avatar and cover pictures.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth } from '@mp/shared/stores';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useUser } from './api/profile-api';
import { ImageUpload } from './image-upload';
import { ProfileForm } from './profile-form';

function ProfilePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const acting = useAuth(actingUser);
  const query = useUser(acting?.id ?? null);
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <section aria-labelledby="profile-pictures">
            <h2 id="profile-pictures">{t('profile.picturesTitle')}</h2>
            <ImageUpload userId={query.data.id} kind="avatar" url={query.data.profile.avatar_url} />
            <ImageUpload userId={query.data.id} kind="cover" url={query.data.profile.cover_url} />
          </section>
          <ProfileForm key={query.data.id} user={query.data} />
        </>
      )}
    </PageFrame>
  );
}

export default ProfilePage;
