// Catches a render error inside a remote so only that remote's region shows the unavailable panel;
// the shell's chrome and the other remotes keep working (ADR 001).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from '../ui';

/**
 * Tells the shell a remote's tree failed (ADR 039): its health report counts the failure against the remote's version,
 * which is how a broken canary is rolled back. A DOM event, because this module is bundled by each remote, not shared.
 */
export function announceRemoteError(remote: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent('mp:remote-error', { detail: { remote } }));
}

interface Props {
  remote: string;
  children: ReactNode;
}
interface State {
  failed: boolean;
  attempt: number;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[mp] ${this.props.remote} failed to render`, error, info.componentStack);
    announceRemoteError(this.props.remote);
  }

  private retry = (): void => {
    // A new key remounts the subtree from scratch instead of reusing the broken one.
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <UnavailablePanel onRetry={this.retry} />;
    return <RemountKey key={this.state.attempt}>{this.props.children}</RemountKey>;
  }
}

function RemountKey({ children }: { children: ReactNode }): ReactNode {
  return children;
}
