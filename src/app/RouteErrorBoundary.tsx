import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

type State = { failed: boolean };

/**
 * Spec section 8: a lazy screen can fail to load ("Loading chunk N failed") on a weak network.
 * Instead of a blank page the visitor gets a short note and a retry.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="route-error" role="alert">
        <p>
          <Trans>This page could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
