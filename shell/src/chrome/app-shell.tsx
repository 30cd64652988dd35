import { Suspense, useInsertionEffect, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { serverDrewStyles, SHELL_CSS } from '@mp/shared/routes';
import { useAuth } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { GlobalStyle, ToastViewport, UiProvider } from '@mp/shared/ui';
import { BackOfficePageMemory } from '../admin/back-office-page-memory';
import { ChatbotLauncher } from '../chatbot/chatbot-launcher';
import { ShellRouter } from '../routing/scroll-to-top';
import { ensureChromeStyle } from './chrome-style';
import { Header } from './header';
import { AfterFooter, LaterFooter } from './later-footer';
import { lazyWithReload } from './lazy-with-reload';
import { MainRegion } from './main-region';
import { ShellErrorBoundary } from './shell-error-boundary';

// Not needed for first paint: loaded when a modal opens or a super admin signs in.
const LoginModal = lazyWithReload(() => import('../auth/login-modal'));
const AdminBar = lazyWithReload(() => import('../admin/admin-bar'));

// The same rules as the gateway's style (SHELL_CSS), injected only into a page that came without it (ADR 042).
const InjectedShellStyle = createGlobalStyle`${SHELL_CSS}`;
const ShellStyle = (): ReactNode => (serverDrewStyles() ? null : <InjectedShellStyle />);

function SkipLink(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main-content">
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The chrome on the shell's own react-router (ADR 009): its links and navigations push the URL, single-spa
 * (which patches pushState) mounts the remote that owns it, and every remote's router follows. A page the chrome
 * opens starts at its top.
 */
export function AppShell({ footerHost = null }: { footerHost?: HTMLElement | null }): ReactNode {
  // The chrome's plain stylesheet, in the document before the first commit shows it (docs/adr/054).
  useInsertionEffect(() => ensureChromeStyle(), []);
  return (
    <ShellRouter>
      <Chrome footerHost={footerHost} />
    </ShellRouter>
  );
}

function Chrome({ footerHost }: { footerHost: HTMLElement | null }): ReactNode {
  const isSuper = useAuth((s) => s.user?.user_type === 'SUPER');
  const modalOpen = useAuth((s) => s.loginModal !== null);
  return (
    <UiProvider>
      <GlobalStyle />
      <ShellStyle />
      <ShellErrorBoundary>
        <SkipLink />
        <Header />
        {isSuper && (
          <>
            <BackOfficePageMemory />
            <Suspense fallback={null}>
              <AdminBar />
            </Suspense>
          </>
        )}
        <MainRegion />
        <LaterFooter host={footerHost} />
        <AfterFooter>
          <ChatbotLauncher />
        </AfterFooter>
        {modalOpen && (
          <Suspense fallback={null}>
            <LoginModal />
          </Suspense>
        )}
      </ShellErrorBoundary>
      <ToastViewport />
    </UiProvider>
  );
}
