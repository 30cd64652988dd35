import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { CountPill, VisuallyHidden } from '../ui';

/** How many messages of a conversation are unread: a pill for the eye and the sentence a screen reader says. */
export function UnreadCount({ count, testId }: { count: number; testId: string }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <CountPill data-testid={testId}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('chat.unreadCount', { count })}</VisuallyHidden>
    </CountPill>
  );
}
