// The storefront's "Help" button: fixed bottom-right on the storefront and the user panel, never in
// the partner, affiliate or back-office areas. The chatbot window is its own chunk, fetched on the first click,
// so the button adds nothing but itself to a page's first load. On a phone it steps aside while one of the page's
// controls is under it (steps-aside.ts).
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { splitLocale } from '@mp/shared/routes';
import { lazyWithReload } from '../chrome/lazy-with-reload';
import { useStepsAside } from './steps-aside';

const ChatbotWindow = lazyWithReload(() => import('./chatbot-window'));

/** Areas where the chatbot does not appear: the partner dashboard, the affiliate area and the back office. */
const HIDDEN_AREAS = ['/dashboard', '/affiliates', '/super-admin'];

export function showsChatbot(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return !HIDDEN_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** The button's home spot: fixed, never moved, so the page under it can be checked while the button is aside. */
const Dock = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.z.modal - 1};
  pointer-events: none;
`;
const Launcher = styled.button<{ $aside: boolean }>`
  display: block;
  pointer-events: auto;
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
  transform: ${({ $aside, theme }) => ($aside ? `translateX(calc(100% + ${theme.space(5)}))` : 'none')};
  transition: transform 0.15s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  &:focus-visible {
    transform: none;
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function ChatbotLauncher(): ReactNode {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const dock = useRef<HTMLDivElement>(null);
  const shown = showsChatbot(pathname);
  const aside = useStepsAside(dock, shown && !open);
  if (!shown) return null;
  return (
    <>
      <Dock ref={dock}>
        <Launcher
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          $aside={aside}
          data-aside={aside}
        >
          {t('chatbot.launcher')}
        </Launcher>
      </Dock>
      {open && (
        <Suspense fallback={null}>
          <ChatbotWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
