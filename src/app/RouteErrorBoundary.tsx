import { Component, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { chunkFailureOf, type ChunkFailure } from './chunk-error';

type State = { failed: boolean; chunk: ChunkFailure | null };

function retry(): void {
  // React.lazy keeps a failed import, so only a fresh page load fetches the chunk again; it also
  // picks up a new deploy whose files replaced the missing one.
  window.location.reload();
}

/**
 * Spec section 8: a lazy screen can fail to load on a weak network. Instead of a blank page the
 * visitor gets the spec's text and a retry; when the network comes back the retry is automatic.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, chunk: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: chunkFailureOf(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Screen failed to render', error);
    if (this.state.chunk || chunkFailureOf(error)) window.addEventListener('online', retry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', retry);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const chunk = this.state.chunk;
    return (
      <div className="route-error" role="alert" data-testid="route-error">
        {chunk ? (
          <p data-testid="chunk-error">
            {chunk.css ? (
              <Trans>Loading CSS chunk failed</Trans>
            ) : (
              <Trans>Loading chunk {chunk.chunk} failed</Trans>
            )}
          </p>
        ) : null}
        <p>
          <Trans>This page could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
