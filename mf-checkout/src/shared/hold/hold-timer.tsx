// "We're holding your places for 14:32" in the order summary of every step after the cart. It counts down
// from the server's `expires_at` corrected by the server's clock; a screen reader hears it only with 5 and 1 minutes
// left and when it ends. At the end it offers to hold again; a line whose places went meanwhile is named, with the way
// back to the cart.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import type { CartItem } from '@mp/shared/stores';
import { Button, ErrorNotice, VisuallyHidden } from '@mp/shared/ui';
import { useHoldPlaces } from '../api/hold-places';
import { useHoldState } from './hold-store';
import { formatHoldClock, holdAnnouncement, holdRemainingMs } from './hold-countdown';

const Panel = styled.div<{ $ended: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $ended }) => ($ended ? theme.colors.warningSurface : theme.colors.surfaceAlt)};
  color: ${({ theme, $ended }) => ($ended ? theme.colors.warning : theme.colors.text)};
  p {
    margin: 0;
  }
  && ul {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    padding-left: 1.25rem;
    list-style: disc;
  }
  && li {
    display: list-item;
    border: 0;
    padding: 0;
  }
  .clock {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  button,
  a {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The cart lines a refused hold names (`items.N` → the Nth line), each with the server's reason. */
export function refusedLines(
  errors: Record<string, string[]>,
  items: readonly Pick<CartItem, 'name'>[],
): { name: string; reason: string }[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const match = /^items\.(\d+)$/.exec(field);
    const item = match ? items[Number(match[1])] : undefined;
    return item ? [{ name: item.name, reason: messages[0] ?? '' }] : [];
  });
}

export function HoldTimer({ items }: { items: readonly CartItem[] }): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const state = useHoldState();
  const expiresAt = state?.hold?.expires_at ?? null;
  const skewMs = state?.skewMs ?? 0;
  const [left, setLeft] = useState(() => (expiresAt ? holdRemainingMs(expiresAt, skewMs) : 0));
  const [spoken, setSpoken] = useState('');
  const holdAgain = useHoldPlaces();
  // Holding again failed for another reason than lines whose places are gone (those are named instead).
  const failed =
    holdAgain.data !== undefined && !holdAgain.data.ok && refusedLines(holdAgain.data.errors, items).length === 0;
  const previous = useRef(left);

  useEffect(() => {
    if (!expiresAt) return undefined;
    previous.current = holdRemainingMs(expiresAt, skewMs);
    setLeft(previous.current);
    setSpoken('');
    const id = window.setInterval(() => {
      const next = holdRemainingMs(expiresAt, skewMs);
      const said = holdAnnouncement(previous.current, next);
      previous.current = next;
      if (said) setSpoken(said.kind === 'ended' ? t('hold.ended') : t('hold.minutesLeft', { count: said.minutes }));
      setLeft(next);
      if (next <= 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [expiresAt, skewMs, t]);

  if (!state) return null;
  const refused = state.refused ? refusedLines(state.refused, items) : [];
  const status = (
    <VisuallyHidden role="status" aria-live="polite" data-testid="hold-announcement">
      {spoken}
    </VisuallyHidden>
  );

  if (refused.length > 0) {
    return (
      <Panel $ended data-testid="hold-refused">
        <ErrorNotice role="alert">{t('hold.gone', { count: refused.length })}</ErrorNotice>
        <ul>
          {refused.map((line) => (
            <li key={line.name}>
              <strong>{line.name}</strong>: {line.reason}
            </li>
          ))}
        </ul>
        <LinkButton href={to('cart')}>{t('hold.backToCart')}</LinkButton>
      </Panel>
    );
  }
  if (!expiresAt) return null;
  if (left <= 0) {
    return (
      <Panel $ended data-testid="hold-ended">
        {status}
        <p>{t('hold.ended')}</p>
        {failed && <ErrorNotice role="alert">{t('hold.failed')}</ErrorNotice>}
        <Button
          variant="secondary"
          busy={holdAgain.isPending}
          disabled={holdAgain.isPending}
          onClick={() => holdAgain.mutate()}
        >
          {t('hold.again')}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel $ended={false} data-testid="hold-timer">
      {status}
      <p>
        {t('hold.holding')}{' '}
        <span className="clock" data-testid="hold-clock">
          {formatHoldClock(left)}
        </span>
      </p>
    </Panel>
  );
}
