import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import './offline-note.css';

/**
 * What an empty lobby section says while the phone is offline: not "no data" (the player would
 * think there are no games) but that the network is missing, with a retry. The retry also runs by
 * itself when the network comes back.
 */
export function OfflineNote({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="offline-note" role="status" data-testid="offline-note">
      <p className="muted">
        <Trans>You are offline. This part of the lobby loads when your phone is back online.</Trans>
      </p>
      <button type="button" className="btn btn-outline" onClick={onRetry} data-testid="offline-retry">
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
