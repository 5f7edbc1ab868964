import { Trans, useLingui } from '@lingui/react/macro';
import type { GameSession } from '../seamless/house-api';
import { BalanceBar } from '../seamless/BalanceBar';
import { money } from '../seamless/money';
import { GameError, StakePicker } from '../seamless/SlotGame';
import { useSubmit } from '../../lib/use-submit';
import { Button } from '../../ui/Button';
import { DrawHeader } from './DrawHeader';
import { FairnessPanel } from './FairnessPanel';
import { MyTickets, PastDraws } from './LotteryTables';
import { NumberGrid } from './NumberGrid';
import { useLotteryBet } from './use-lottery-bet';
import { useLotteryDraw } from './use-lottery-draw';

/**
 * One lottery game: the open draw with its countdown and seed hash, a 00-99 number grid (up to
 * ten picks, one stake each), the opened numbers of past draws and the player's tickets.
 * The state lives in two hooks (the draw, the bet); the blocks are files beside this one.
 */
export function LotteryGame({ session }: { session: GameSession }) {
  const { i18n } = useLingui();
  const { busy, error, setError, run } = useSubmit();
  const { state, setState, secondsLeft } = useLotteryDraw(session, setError);
  const bet = useLotteryBet(session, state, setState, run);

  if (!state)
    return error ? (
      <GameError>{error}</GameError>
    ) : (
      <div className="coming-soon" role="status">
        <span className="spinner" />
      </div>
    );

  const closed = secondsLeft <= state.closeSeconds;
  const { picks, stake } = bet;
  return (
    <div className="hg" data-testid="lottery-game">
      <BalanceBar mode={state.mode} balance={state.balance} name={state.game.name} />
      <DrawHeader
        drawNo={state.current.drawNo}
        closed={closed}
        closeSeconds={state.closeSeconds}
        secondsLeft={secondsLeft}
      />
      <NumberGrid picks={picks} pays={state.pays} onToggle={bet.toggle} />
      <StakePicker value={stake} onChange={bet.setStake} />
      <Button
        variant="primary"
        block
        className="hg-go"
        disabled={busy || closed || picks.length === 0}
        onClick={() => void bet.place()}
        data-testid="place-bet"
      >
        {picks.length === 0 ? (
          <Trans>Pick numbers</Trans>
        ) : (
          <Trans>
            Bet {picks.length} × {money(String(stake), i18n.locale)}
          </Trans>
        )}
      </Button>
      {bet.notice ? (
        <p className="hg-result" role="status" data-testid="bet-placed">
          {bet.notice}
        </p>
      ) : null}
      <GameError>{error}</GameError>
      <PastDraws past={state.past} />
      <MyTickets tickets={state.tickets} />
      <FairnessPanel state={state} />
    </div>
  );
}
