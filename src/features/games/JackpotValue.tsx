import { useEffect, useState } from 'react';
import { jackpot } from '../../../contract/games/endpoints';
import { api } from '../../lib/call';
import { language } from '../../lib/i18n';
import {
  formatJackpot,
  JACKPOT_COUNT_MS,
  JACKPOT_COUNT_STEPS,
  JACKPOT_POLL_MS,
  jackpotBetween,
} from './jackpot';

/**
 * The pool's real value (decision 061), in a component of its own: its count re-rendered the
 * whole winner board each step when it lived in Jackpot, a long task on a cheap phone.
 */
export default function JackpotValue() {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    let poll: ReturnType<typeof setTimeout>;
    let count: ReturnType<typeof setInterval> | undefined;
    let shown: number | null = null;
    const show = (to: number) => {
      clearInterval(count);
      const from = shown;
      if (from === null || from === to || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        setValue((shown = to));
        return;
      }
      let step = 0;
      count = setInterval(() => {
        setValue((shown = jackpotBetween(from, to, ++step)));
        if (step >= JACKPOT_COUNT_STEPS) clearInterval(count);
      }, JACKPOT_COUNT_MS / JACKPOT_COUNT_STEPS);
    };
    const ask = () => {
      const next = () => live && (poll = setTimeout(ask, JACKPOT_POLL_MS));
      if (document.hidden) return next();
      api(jackpot)
        .then((p) => live && show(Number(p.amount)))
        .catch(() => undefined)
        .finally(next);
    };
    ask();
    return () => {
      live = false;
      clearTimeout(poll);
      clearInterval(count);
    };
  }, []);
  return (
    <span className="jackpot-value" data-testid="jackpot-value" aria-live="off">
      {value === null ? '\u00a0' : formatJackpot(value, language.value)}
    </span>
  );
}
