import { Suspense, type ReactNode } from 'react';
import { createGlobalStyle } from 'styled-components';
import { useAuth } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { GlobalStyle, ToastViewport, UiProvider } from '@mp/shared/ui';
import { BackOfficePageMemory } from '../admin/back-office-page-memory';
import { ChatbotLauncher } from '../chatbot/chatbot-launcher';
import { ShellRouter } from '../routing/scroll-to-top';
import { Footer } from './footer';
import { Header } from './header';
import { lazyWithReload } from './lazy-with-reload';
import { MainRegion } from './main-region';
import { ShellErrorBoundary } from './shell-error-boundary';

// Not needed for first paint: loaded when a modal opens or a super admin signs in.
const LoginModal = lazyWithReload(() => import('../auth/login-modal'));
const AdminBar = lazyWithReload(() => import('../admin/admin-bar'));

const ShellStyle = createGlobalStyle`
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .skip-link {
    position: absolute;
    left: 0.5rem;
    top: -3rem;
    z-index: 100;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    border: 2px solid ${({ theme }) => theme.colors.brand};
  }
  .skip-link:focus {
    top: 0.5rem;
  }
  #main-content {
    /* The footer starts below the fold: a page that grows as its data arrives never pushes it across the screen. */
    min-height: 100vh;
  }
  #main-content:focus {
    outline: none;
  }
`;

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
export function AppShell(): ReactNode {
  return (
    <ShellRouter>
      <Chrome />
    </ShellRouter>
  );
}

function Chrome(): ReactNode {
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
        <Footer />
        <ChatbotLauncher />
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
