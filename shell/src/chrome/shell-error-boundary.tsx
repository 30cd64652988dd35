import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerErrorScreen } from '../screens/screens';

/** A fatal error in the shell's own tree shows the 500 screen (spec §8 'Internal Server Error'). */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[mp] shell failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <main id="main-content">
        <ServerErrorScreen />
      </main>
    ) : (
      this.props.children
    );
  }
}
