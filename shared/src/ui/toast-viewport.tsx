import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { TOAST_FADE_MS } from '../domain';
import { toastStore, useToasts, type Toast, type ToastPosition } from '../stores';
import { Link } from 'react-router';

const Stack = styled.div<{ $position: ToastPosition }>`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  ${({ $position, theme }) => ($position === 'top-right' ? `top: ${theme.space(4)};` : `bottom: ${theme.space(4)};`)}
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: ${({ $position }) => ($position === 'top-right' ? 'column' : 'column-reverse')};
  gap: ${({ theme }) => theme.space(2)};
  width: min(360px, calc(100vw - 32px));
  pointer-events: none;
`;
const Item = styled.div<{ $kind: Toast['kind']; $leaving: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.text)};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${TOAST_FADE_MS}ms ease-in;
  pointer-events: auto;
`;
const Message = styled.p`
  flex: 1;
  margin: 0;
`;
// A toast's link navigates in the page: the viewport is rendered inside the shell's router (ADR 009).
const ActionLink = styled(Link)`
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  display: inline-block;
  min-height: 24px;
`;
const Dismiss = styled.button`
  min-width: 32px;
  min-height: 32px;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

function ToastItem({ toast }: { toast: Toast }): ReactNode {
  const { t } = useTranslation('common');
  const { pause, resume, dismiss } = toastStore.getState();
  return (
    <Item
      $kind={toast.kind}
      $leaving={toast.leaving}
      data-toast-id={toast.id}
      // Spec §4: paused while the pointer (or keyboard focus) is on it.
      onMouseEnter={() => pause(toast.id)}
      onMouseLeave={() => resume(toast.id)}
      onFocus={() => pause(toast.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume(toast.id);
      }}
    >
      <Message>
        {toast.message}
        {toast.action && (
          <>
            {' '}
            <ActionLink to={toast.action.href} onClick={() => dismiss(toast.id)}>
              {toast.action.label}
            </ActionLink>
          </>
        )}
      </Message>
      <Dismiss type="button" aria-label={t('app.dismiss')} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );
}

const POSITIONS: readonly ToastPosition[] = ['top-right', 'bottom-right'];

/**
 * Renders the toast store: one polite live region (one landmark, so screen readers list it once) holding
 * the top-right and bottom-right stacks. Mount once, in the shell.
 */
export function ToastViewport(): ReactNode {
  const { t } = useTranslation('common');
  const toasts = useToasts();
  return (
    <div role="region" aria-label={t('app.notifications')} aria-live="polite">
      {POSITIONS.map((position) => (
        <Stack key={position} $position={position} data-position={position}>
          {toasts
            .filter((toast) => toast.position === position)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </Stack>
      ))}
    </div>
  );
}
