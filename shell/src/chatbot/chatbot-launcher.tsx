// The storefront's "Help" button: fixed bottom-right on the storefront and the user panel, never in
// the partner, affiliate or back-office areas. The chatbot window is its own chunk, fetched on the first click,
// so the button adds nothing but itself to a page's first load.
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { splitLocale } from '@mp/shared/routes';
import { lazyWithReload } from '../chrome/lazy-with-reload';

const ChatbotWindow = lazyWithReload(() => import('./chatbot-window'));

/** Areas where the chatbot does not appear: the partner dashboard, the affiliate area and the back office. */
const HIDDEN_AREAS = ['/dashboard', '/affiliates', '/super-admin'];

export function showsChatbot(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return !HIDDEN_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

const Launcher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.z.modal - 1};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function ChatbotLauncher(): ReactNode {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!showsChatbot(pathname)) return null;
  return (
    <>
      <Launcher type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('chatbot.launcher')}
      </Launcher>
      {open && (
        <Suspense fallback={null}>
          <ChatbotWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
