import { useEffect, useState, type TransitionEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Winner } from '../../../contract/games/schemas';
import { formatMoney } from '../wallet/money';
import { currencySymbol } from '../../lib/money';
import { GameIcon } from './GameTile';
import { startGame } from './launch';
import { perView, winnerWindow } from './winner-window';
import './carousels.css';

const stepMs = 3000;

/**
 * The winner scroller: 5 per view, one row up every 3 s (spec section 9). Only the rows in view
 * and the next one are in the page: 50 rows with their icons cost a cheap phone a long layout and
 * 50 image loads before the lobby settles (Lighthouse: total blocking time). Each step slides the
 * list up by one row with a CSS transition, then drops the row that left and adds the next one.
 */
export default function WinnerScroller({ winners }: { winners: Winner[] }) {
  const { t, i18n } = useLingui();
  const [start, setStart] = useState(0);
  const [moving, setMoving] = useState(false);
  const scrolls = winners.length > perView;

  useEffect(() => {
    if (!scrolls) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setMoving(true), stepMs);
    return () => clearInterval(timer);
  }, [scrolls]);

  const onEnd = (event: TransitionEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    setMoving(false);
    setStart((s) => (s + 1) % winners.length);
  };

  return (
    <div className="winner-scroller" data-testid="winner-scroller">
      <ul
        className={moving ? 'winner-list moving' : 'winner-list'}
        aria-label={t`Winners`}
        onTransitionEnd={onEnd}
      >
        {winnerWindow(start, winners.length).map((index, i) => {
          const w = winners[index]!;
          const hidden = i >= perView;
          return (
            <li key={index} aria-hidden={hidden || undefined}>
              <button
                type="button"
                className="winner-row"
                tabIndex={hidden ? -1 : undefined}
                onClick={() => void startGame(w.vo.nodeId)}
              >
                <span className="winner-icon">
                  <GameIcon src={w.iconUrl} eager />
                </span>
                <span className="winner-name">{w.customerName}</span>
                {/* A jackpot win (decision 061) says so where the game's name goes: the icon names the game. */}
                <span className="winner-game" title={w.gameName}>
                  {w.jackpot ? (
                    <span className="winner-jackpot" data-testid="winner-jackpot">
                      {t`Jackpot`}
                    </span>
                  ) : (
                    w.gameName
                  )}
                </span>
                <span className="winner-amount">
                  {formatMoney(w.winAmount, currencySymbol(w.vo.currency), i18n.locale)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
