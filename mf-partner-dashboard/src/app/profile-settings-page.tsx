// The partner's settings page as the remote shows it: the profile feature's settings with the calendar feed section of
// its own feature (features do not import each other; the app puts them together).
import type { ReactNode } from 'react';
import type { RemotePageProps } from '@mp/shared/remote';
import ProfileSettingsPage from '../features/profile/profile-settings-page';
import { CalendarFeedSection } from '../features/calendar-feed/calendar-feed-section';

export default function SettingsWithCalendarFeed(props: RemotePageProps): ReactNode {
  return (
    <ProfileSettingsPage {...props}>
      <CalendarFeedSection />
    </ProfileSettingsPage>
  );
}
