import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RoundResult } from '../../../contract/house/schemas';
import { errorText } from '../../lib/errors';
import { housePost, type GameSession } from './house-api';
import * as house from '../../../contract/house/endpoints';
import { money } from './money';
import { GameError, StakePicker } from './SlotGame';
import { Button } from '../../ui/Button';

type Side = 'player' | 'banker' | 'tie';
const SIDES: Side[] = ['player', 'tie', 'banker'];
const SUITS = ['♠', '♥', '♦', '♣'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function CardFace({ card }: { card: number }) {
  const suit = Math.floor(card / 13);
  return (
    <span className={`hg-card${suit === 1 || suit === 2 ? ' is-red' : ''}`}>
      {RANKS[card % 13]}
      {SUITS[suit]}
    </span>
  );
}

/** Baccarat: chips on player, tie, banker; pays 1:1, 8:1, 0.95:1; a tie returns player and banker stakes. */
export function BaccaratGame({
  session,
  onRound,
}: {
  session: GameSession;
  onRound: (r: RoundResult) => void;
}) {
  const { i18n } = useLingui();
  const [chip, setChip] = useState(1_000);
  const [stakes, setStakes] = useState<Record<Side, number>>({ player: 0, banker: 0, tie: 0 });
  const [last, setLast] = useState<RoundResult['round'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const total = stakes.player + stakes.banker + stakes.tie;
  const label: Record<Side, React.ReactNode> = {
    player: <Trans>Player</Trans>,
    banker: <Trans>Banker</Trans>,
    tie: <Trans>Tie</Trans>,
  };
  const pays: Record<Side, string> = { player: '1:1', banker: '0.95:1', tie: '8:1' };

  const deal = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = Object.fromEntries(SIDES.filter((s) => stakes[s] > 0).map((s) => [s, String(stakes[s])]));
      const r = await housePost(session, house.baccaratDeal, { stakes: body });
      setLast(r.round);
      onRound(r);
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };
  const hand = last?.outcome.engine === 'baccarat' ? last.outcome : null;

  return (
    <div className="hg-baccarat" data-testid="baccarat-game">
      <div className="hg-hands">
        {(['player', 'banker'] as const).map((side) => (
          <div
            key={side}
            className={`hg-hand${hand?.winner === side ? ' is-winner' : ''}`}
            data-testid={`hand-${side}`}
          >
            <div className="hg-hand-head">
              {label[side]} <b>{hand ? (side === 'player' ? hand.playerTotal : hand.bankerTotal) : '–'}</b>
            </div>
            <div className="hg-cards">
              {hand ? (
                hand[side].map((c, i) => <CardFace key={i} card={c} />)
              ) : (
                <span className="hg-card is-back" />
              )}
            </div>
          </div>
        ))}
      </div>
      <p className="hg-result" aria-live="polite" data-testid="round-result">
        {hand && last ? (
          <>
            {hand.winner === 'tie' ? (
              <Trans>Tie</Trans>
            ) : hand.winner === 'player' ? (
              <Trans>Player wins</Trans>
            ) : (
              <Trans>Banker wins</Trans>
            )}
            {' · '}
            {BigInt(last.payout) > 0n ? (
              <Trans>You get {money(last.payout, i18n.locale)}</Trans>
            ) : (
              <Trans>No win</Trans>
            )}
          </>
        ) : (
          <Trans>Pick a chip, tap a bet, then deal.</Trans>
        )}
      </p>
      <div className="hg-bets">
        {SIDES.map((side) => (
          <button
            key={side}
            type="button"
            className={`hg-bet hg-bet-${side}`}
            onClick={() => setStakes((s) => ({ ...s, [side]: Math.min(s[side] + chip, 10_000_000) }))}
            data-testid={`bet-${side}`}
          >
            <span>{label[side]}</span>
            <small className="muted">{pays[side]}</small>
            <b>{stakes[side] > 0 ? money(String(stakes[side]), i18n.locale) : '—'}</b>
          </button>
        ))}
      </div>
      <StakePicker value={chip} onChange={setChip} />
      <div className="hg-actions">
        <Button
          variant="outline"
          onClick={() => setStakes({ player: 0, banker: 0, tie: 0 })}
          disabled={busy || total === 0}
        >
          <Trans>Clear</Trans>
        </Button>
        <Button
          variant="primary"
          className="hg-go"
          onClick={() => void deal()}
          disabled={busy || total === 0}
          data-testid="deal"
        >
          {busy ? <Trans>Dealing…</Trans> : <Trans>Deal</Trans>}
        </Button>
      </div>
      <GameError>{error}</GameError>
    </div>
  );
}
