import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LotteryState } from '../../../contract/house/schemas';
import * as house from '../../../contract/house/endpoints';
import { useLoadEffect } from '../../lib/use-load';
import { houseGet, type GameSession } from '../seamless/house-api';
import { secondsUntil } from './lottery-format';

/**
 * The lottery's state from the server and its countdown: the clock skew is taken from the
 * server's time so the countdown matches the draw, it ticks each second, and the state is read
 * again when the draw is due. `secondsLeft` is 0 until the state is in.
 */
export function useLotteryDraw(session: GameSession, setError: (text: string) => void) {
  const { i18n } = useLingui();
  const [state, setState] = useState<LotteryState | null>(null);
  const [, tick] = useState(0);
  const skew = useRef(0);

  const load = useLoadEffect(
    async () => {
      const s = await houseGet(session, house.lotteryState, {
        language: i18n.locale === 'en' ? 'en' : 'vi',
      });
      skew.current = new Date(s.serverTime).getTime() - Date.now();
      setState(s);
    },
    setError,
    [session],
  );

  // The countdown ticks each second; when the draw is due, the state is fetched again.
  useEffect(() => {
    const id = setInterval(() => {
      tick((n) => n + 1);
      if (state && secondsUntil(state.current.drawAt, skew.current) === 0) void load();
    }, 1000);
    return () => clearInterval(id);
  }, [state, load]);

  const secondsLeft = state ? secondsUntil(state.current.drawAt, skew.current) : 0;
  return { state, setState, secondsLeft };
}
