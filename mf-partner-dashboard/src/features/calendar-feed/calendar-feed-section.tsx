// The partner's calendar feed on /dashboard/profile/settings: a secret address Google or Apple Calendar subscribes to,
// to show the company's confirmed bookings. The address is shown once, right after it is made; a reset or turning
// the feed off makes the old one stop working, so both ask first.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner, TextField } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useAccess } from '../../shared/access/api/get-access';
import { SettingsSection } from '../../shared/account/settings-sections';
import { useCalendarFeed } from './api/get-calendar-feed';
import { useCreateCalendarFeed } from './api/create-calendar-feed';
import { useRevokeCalendarFeed } from './api/revoke-calendar-feed';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const AddressRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`;

const Steps = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

type Pending = 'reset' | 'off' | null;

/** The address just made, the copy button and how to add it to a calendar app. */
function NewAddress({ url }: { url: string }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [status, setStatus] = useState('');
  const copy = () => {
    const done = () => setStatus(t('calendarFeed.copied'));
    const failed = () => setStatus(t('calendarFeed.copyFailed'));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(url).then(done, failed);
  };
  return (
    <>
      <AddressRow>
        <TextField
          label={t('calendarFeed.address')}
          value={url}
          readOnly
          hint={t('calendarFeed.onlyOnce')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="secondary" onClick={copy}>
          {t('calendarFeed.copy')}
        </Button>
      </AddressRow>
      <p role="status">{status}</p>
      <h3>{t('calendarFeed.howTo')}</h3>
      <Steps>
        <li>{t('calendarFeed.google')}</li>
        <li>{t('calendarFeed.apple')}</li>
      </Steps>
    </>
  );
}

function FeedSettings(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const failed = () => toastStore.getState().show({ message: t('calendarFeed.failed'), kind: 'error' });
  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        setPending(null);
      },
      onError: failed,
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setPending(null);
        toastStore.getState().show({ message: t('calendarFeed.turnedOff'), kind: 'success' });
      },
      onError: failed,
    });

  if (feed.isPending) return <Spinner />;
  if (feed.error) return <ErrorState onRetry={() => void feed.refetch()} />;
  const { active, created_at } = feed.data;
  return (
    <>
      <p>
        {active && created_at
          ? t('calendarFeed.activeSince', { date: formatInstant(created_at, locale, { dateStyle: 'long' }) })
          : t('calendarFeed.none')}
      </p>
      {url && <NewAddress url={url} />}
      <Actions>
        {active ? (
          <>
            <Button type="button" variant="secondary" onClick={() => setPending('reset')}>
              {t('calendarFeed.reset')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPending('off')}>
              {t('calendarFeed.turnOff')}
            </Button>
          </>
        ) : (
          <Button type="button" busy={create.isPending} onClick={makeAddress}>
            {t('calendarFeed.create')}
          </Button>
        )}
      </Actions>
      <ConfirmDialog
        open={pending !== null}
        destructive
        busy={create.isPending || revoke.isPending}
        title={pending === 'off' ? t('calendarFeed.turnOffTitle') : t('calendarFeed.resetTitle')}
        confirmLabel={pending === 'off' ? t('calendarFeed.turnOff') : t('calendarFeed.reset')}
        onCancel={() => setPending(null)}
        onConfirm={pending === 'off' ? turnOff : makeAddress}
      >
        <p>{pending === 'off' ? t('calendarFeed.turnOffText') : t('calendarFeed.resetText')}</p>
      </ConfirmDialog>
    </>
  );
}

/** Shown to the members who may manage the company (the owner, an administrator); nothing for the others. */
export function CalendarFeedSection(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const access = useAccess();
  if (!access.data?.permissions.includes('company')) return null;
  return (
    <SettingsSection aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">{t('calendarFeed.title')}</h2>
      <p>{t('calendarFeed.intro')}</p>
      <FeedSettings />
    </SettingsSection>
  );
}
