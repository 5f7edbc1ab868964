import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { GameTile } from '../../../contract/games/schemas';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { showRealAccountNeeded } from '../accounts/guards';
import { isLoggedIn, isTrial } from '../accounts/session';
import { GameGrid } from './GameTile';

/**
 * The member's own game lists (/favorite, /recent). Guests are asked to log in; a trial account
 * gets the real-account dialog (spec sections 4 and 6: FAV and RECENT need a real member).
 */
export function AccountGameList({ load, games }: { load: () => Promise<void>; games: GameTile[] }) {
  const member = isLoggedIn.value && !isTrial.value;
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!isLoggedIn.value) return;
    if (isTrial.value) {
      showRealAccountNeeded();
      return;
    }
    void load().finally(() => setLoaded(true));
  }, [load, member]);

  if (!isLoggedIn.value) return <LoginPrompt />;
  if (!member) return null;
  if (!loaded) return <span className="spinner" />;
  if (games.length === 0) {
    return (
      <p className="muted" data-testid="no-data">
        <Trans>No data</Trans>
      </p>
    );
  }
  return <GameGrid games={games} eagerCount={6} />;
}
