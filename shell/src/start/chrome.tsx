// Start-up stage 2 (ADR 008): React and the chrome, rendered in a transition. React renders it in 5 ms
// slices (no long task on a slow phone) while the server-drawn chrome stays on screen until the first
// commit replaces it.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppShell } from '../chrome/app-shell';
import { keepServerFooter } from '../chrome/later-footer';
import { adoptServerSkeleton } from '../chrome/server-skeleton';
import { authStore } from '@mp/shared/stores';
import { takeEarlyAuth } from '@mp/shared/routes';

export function startChrome(): void {
  const container = document.getElementById('app');
  if (!container) throw new Error('#app missing from index.html');
  adoptServerSkeleton();
  // A Log in or Sign up pressed on the drawn header before now opens its dialog with the first commit.
  takeEarlyAuth((mode) => authStore.getState().openLoginModal(mode));
  // The drawn footer stays as it is, out of React's way, until it is needed (ADR 042).
  const footerHost = keepServerFooter(container);
  const root = createRoot(container);
  startTransition(() => root.render(<AppShell footerHost={footerHost} />));
}
