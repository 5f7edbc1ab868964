import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameTile as Game } from '../../../contract/games/schemas';
import { openModal } from '../../lib/overlays';
import { Icon } from '../../ui/Icon';
import { isLoggedIn, isTrial } from '../accounts/session';
import { useIdle, useRevealCount } from '../../lib/idle';
import { tileStyle } from './list-view';
import { startGame } from './launch';
import { favGameIds, favoritesLoading, toggleFavorite } from './store';
import './tiles.css';

/** Shown after a game icon fails to load (spec section 8: one attempt). */
export const defaultGameIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="#2a3247"/><path d="M30 38h40v28H30z" fill="none" stroke="#aab3c5" stroke-width="5"/><circle cx="42" cy="52" r="4" fill="#aab3c5"/><circle cx="58" cy="52" r="4" fill="#aab3c5"/></svg>',
  );

/** The icon: one fallback to the default icon, then it stays. Fixed square box: no layout shift. */
export function GameIcon({ src, eager, alt = '' }: { src: string; eager: boolean; alt?: string }) {
  const [failed, setFailed] = useState(false);
  // Icons past the first row are asked for once the page is idle: until then the first row, the
  // largest paint, has the slow line to itself.
  const idle = useIdle();
  if (!eager && !idle) return <img className="tile-img" alt={alt} width={160} height={160} />;
  return (
    <img
      className="tile-img"
      src={failed || !src ? defaultGameIcon : src}
      alt={alt}
      width={160}
      height={160}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

function FavButton({ game }: { game: Game }) {
  const { t } = useLingui();
  const on = favGameIds.value.includes(game.nodeId);
  // A member's heart waits for their favourites: a tap before would toggle a state not yet known.
  const waiting = isLoggedIn.value && !isTrial.value && favoritesLoading.value;
  return (
    <button
      type="button"
      className="tile-fav"
      disabled={waiting}
      aria-pressed={on}
      aria-label={on ? t`Remove from favourites` : t`Add to favourites`}
      data-testid={`fav-toggle-${game.nodeId}`}
      onClick={(event) => {
        event.stopPropagation();
        if (!isLoggedIn.peek()) return openModal('login');
        void toggleFavorite(game).catch(() => null);
      }}
    >
      <Icon name="heart" size={18} />
    </button>
  );
}

/** A game tile (spec section 3): icon, hot badge, free-trial mark, colour style, favourite toggle. */
export function GameTileCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  return (
    <div className={`game-tile tile-style-${tileStyle(game.nodeId)}`} data-testid={`game-${game.nodeId}`}>
      <button
        type="button"
        className="tile-open"
        onClick={() => void startGame(game.nodeId)}
        data-testid="game-tile"
      >
        <span className="tile-frame">
          <GameIcon src={game.iconUrl} eager={eager} />
          {/* Stacked in the top corner: the picture's foot carries the vendor's mark. */}
          <span className="tile-badges">
            {game.isHot === 1 ? (
              <span className="tile-badge tile-hot">
                <Trans>HOT</Trans>
              </span>
            ) : null}
            {game.supportPlay === 0 ? (
              <span className="tile-badge tile-trial">
                <Trans>Free trial</Trans>
              </span>
            ) : null}
          </span>
        </span>
        <span className="tile-name">{game.gameName}</span>
      </button>
      <FavButton game={game} />
    </div>
  );
}

/** A grid of tiles; the first row loads eagerly, the rest lazily. */
export function GameGrid({ games, eagerCount = 4 }: { games: Game[]; eagerCount?: number }) {
  // The first rows at once, the rest 8 at a time when the main thread is idle: a page of 40
  // tiles drawn in one go is a long task on a cheap phone, and only the first rows are in view.
  const shown = useRevealCount(games.length, 8, 8);
  return (
    <ul className="game-grid" data-testid="game-grid">
      {games.slice(0, shown).map((g, i) => (
        <li key={g.nodeId}>
          <GameTileCard game={g} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
