import { useEffect, useState, type ReactNode } from 'react';
import { on } from '@mp/shared/bus';
import { useTranslation } from '@mp/shared/i18n';
import { chatConnection } from '@mp/shared/realtime';
import { localizePath, pathTo } from '@mp/shared/routes';
import { actingRole, useAuth, useLocale } from '@mp/shared/stores';
import { VisuallyHidden } from '@mp/shared/ui';
import { Link } from 'react-router';
import { CHROME_CLASS } from './chrome-style';

/** A speech bubble, drawn like the cart icon beside it (stroke in `currentColor`, the header's text colour). */
const CHAT_ICON = (
  <svg
    aria-hidden="true"
    focusable="false"
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    style={{ verticalAlign: '-4px', marginRight: '4px' }}
  >
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);

/**
 * The header's messages link with the unread count, live on every page: the shell keeps the tab's chat socket
 * (@mp/shared/realtime) open while someone is signed in, and the count follows `chat:unread-changed`.
 *
 * `compact` is the closed phone header's row: an icon and the count, shown only while something is unread (the
 * menu's panel keeps the full link), named by the count alone ("3 unread messages"), which its visible "3" starts.
 */
export function UnreadBadge({ compact = false }: { compact?: boolean }): ReactNode {
  const signedIn = useAuth((s) => s.user !== null);
  const role = useAuth(actingRole);
  const [count, setCount] = useState(() => chatConnection.unread ?? 0);
  const { t } = useTranslation('common');
  const locale = useLocale();

  useEffect(() => {
    chatConnection.start();
    return on('chat:unread-changed', (event) => setCount(event.count));
  }, []);

  if (!signedIn || role !== 'CLIENT') return null;
  const href = localizePath(pathTo('user-panel.messages'), locale);
  if (compact) {
    if (count === 0) return null;
    return (
      <Link to={href} aria-label={t('chat.unreadCount', { count })} data-testid="messages-link-compact">
        {CHAT_ICON}
        <span aria-hidden="true" className={CHROME_CLASS.unreadBadge} data-testid="messages-unread-compact">
          {count}
        </span>
      </Link>
    );
  }
  return (
    // The name starts with the visible word (WCAG label in name); the count is read from the hidden sentence.
    <Link to={href} data-testid="messages-link">
      {t('chat.headerMessages')}
      <span aria-hidden="true" className={CHROME_CLASS.unreadBadge} data-testid="messages-unread">
        {count}
      </span>
      <VisuallyHidden>{t('chat.unreadCount', { count })}</VisuallyHidden>
    </Link>
  );
}
