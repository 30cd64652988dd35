// Catches a render error inside a remote so only that remote's region shows the unavailable panel;
// the shell's chrome and the other remotes keep working (issue 2 item 8).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from '../ui';

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
