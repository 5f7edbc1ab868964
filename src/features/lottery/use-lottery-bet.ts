import { useState, type Dispatch, type SetStateAction } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LotteryState } from '../../../contract/house/schemas';
import * as house from '../../../contract/house/endpoints';
import { LOTTERY_MAX_PICKS } from '../../../contract/values';
import { housePost, type GameSession } from '../seamless/house-api';
import { refreshBalance } from '../wallet/balance';

/**
 * The bet being made: the picked numbers (up to LOTTERY_MAX_PICKS), the stake each, and placing
 * it — the new ticket and balance go straight into the shown state, no reload.
 */
export function useLotteryBet(
  session: GameSession,
  state: LotteryState | null,
  setState: Dispatch<SetStateAction<LotteryState | null>>,
  run: (action: () => Promise<void>) => Promise<void>,
) {
  const { t } = useLingui();
  const [picks, setPicks] = useState<number[]>([]);
  const [stake, setStake] = useState(1_000);
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = (n: number) =>
    setPicks((p) =>
      p.includes(n) ? p.filter((x) => x !== n) : p.length < LOTTERY_MAX_PICKS ? [...p, n] : p,
    );

  const place = async () => {
    setNotice(null);
    await run(async () => {
      const r = await housePost(session, house.lotteryBet, {
        picks,
        stakeEach: String(stake),
      });
      setPicks([]);
      const drawNo = r.ticket.drawNo;
      setNotice(t`Ticket placed on draw #${drawNo}.`);
      setState((s) => (s ? { ...s, balance: r.balance, tickets: [r.ticket, ...s.tickets].slice(0, 20) } : s));
      if (state?.mode === 'real') void refreshBalance();
    });
  };

  return { picks, toggle, stake, setStake, notice, place };
}
