import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Winner } from '../../../contract/games';
import { formatDong } from './jackpot';
import { GameIcon } from './GameTile';
import { startGame } from './launch';
import './carousels.css';

const perView = 5;
const stepMs = 3000;

/**
 * The winner scroller: 5 per view, one row up every 3 s (spec section 9). A CSS transform moved
 * from a timer, not swiper: swiper re-laid out 50 slides on every turn, a long task on a cheap
 * phone every 3 s (Lighthouse: total blocking time). The first rows are repeated at the end so
 * the loop has no visible jump.
 */
export default function WinnerScroller({ winners }: { winners: Winner[] }) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const scrolls = winners.length > perView;

  useEffect(() => {
    const el = list.current;
    if (!el || !scrolls) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let index = 0;
    const move = (to: number, animate: boolean) => {
      const row = el.firstElementChild as HTMLElement | null;
      el.style.transition = animate ? 'transform 0.6s ease' : 'none';
      el.style.transform = `translateY(${-to * (row?.offsetHeight ?? 0)}px)`;
    };
    const timer = setInterval(() => {
      index += 1;
      move(index, true);
    }, stepMs);
    // After the last real row has scrolled away, jump back to the identical first rows.
    const onEnd = () => {
      if (index < winners.length) return;
      index = 0;
      move(0, false);
    };
    el.addEventListener('transitionend', onEnd);
    return () => {
      clearInterval(timer);
      el.removeEventListener('transitionend', onEnd);
    };
  }, [scrolls, winners.length]);

  const rows = scrolls ? [...winners, ...winners.slice(0, perView)] : winners;
  return (
    <div className="winner-scroller" data-testid="winner-scroller">
      <ul className="winner-list" ref={list} aria-label={t`Winners`}>
        {rows.map((w, i) => {
          const repeat = i >= winners.length;
          return (
            <li key={`${w.gameId}-${i}`} aria-hidden={repeat || undefined}>
              <button
                type="button"
                className="winner-row"
                tabIndex={repeat ? -1 : undefined}
                onClick={() => void startGame(w.vo.nodeId)}
              >
                <span className="winner-icon">
                  <GameIcon src={w.iconUrl} eager={i < perView} />
                </span>
                <span className="winner-name">{w.customerName}</span>
                <span className="winner-game">{w.gameName}</span>
                <span className="winner-amount">{formatDong(w.winAmount)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
