import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { RoundResult } from '../../../contract/house/schemas';
import { errorText } from '../../lib/errors';
import { housePost, type GameSession } from './house-api';
import * as house from '../../../contract/house/endpoints';
import { money, STAKES } from './money';
import { Button } from '../../ui/Button';

// Text symbols every system font has (colour emoji are missing on some phones and servers).
const GLYPH: Record<string, string> = {
  SEVEN: '7',
  BAR: 'BAR',
  BELL: '★',
  PLUM: '♦',
  LEMON: '●',
  CHERRY: '♥',
};
const START = [
  ['LEMON', 'BELL', 'PLUM'],
  ['SEVEN', 'SEVEN', 'SEVEN'],
  ['CHERRY', 'BAR', 'LEMON'],
];

/** The slot: three reels, the middle row pays; stake chips and a spin button. */
export function SlotGame({ session, onRound }: { session: GameSession; onRound: (r: RoundResult) => void }) {
  const { t, i18n } = useLingui();
  const [stake, setStake] = useState<number>(STAKES[0]);
  const [rows, setRows] = useState<string[][]>(START);
  const [last, setLast] = useState<RoundResult['round'] | null>(null);
  const [jackpot, setJackpot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const spin = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await housePost(session, house.slotSpin, { stake: String(stake) });
      if (r.round.outcome.engine === 'slot') setRows(r.round.outcome.rows);
      setLast(r.round);
      setJackpot(r.jackpot ?? null);
      onRound(r);
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };
  const won = last && BigInt(last.payout) > 0n;

  return (
    <div className="hg-slot" data-testid="slot-game">
      <div className={`hg-reels${busy ? ' is-spinning' : ''}`} aria-label={t`Reels`}>
        {rows.map((row, r) => (
          <div
            key={r}
            className={`hg-reel-row${r === 1 ? ' is-payline' : ''}`}
            data-testid={r === 1 ? 'payline' : undefined}
          >
            {row.map((s, c) => (
              <span key={c} className={`hg-sym hg-sym-${s.toLowerCase()}`} title={s}>
                {GLYPH[s] ?? s}
              </span>
            ))}
          </div>
        ))}
      </div>
      {/* The rules stay and the result has a line of its own from the start: a result replacing
          the (longer) rules moved the Spin button up under the player's thumb after the first spin. */}
      <p className="hg-rules muted">
        <Trans>Three of a kind on the middle line wins; a cherry on the first reel returns the stake.</Trans>
      </p>
      <p className="hg-result" aria-live="polite" data-testid="round-result">
        {last ? (
          won ? (
            <Trans>You won {money(last.payout, i18n.locale)}</Trans>
          ) : (
            <Trans>No win this time</Trans>
          )
        ) : null}
        {jackpot ? (
          <b className="hg-jackpot" data-testid="jackpot-won">
            {' '}
            <Trans>Jackpot! The pool of {money(jackpot, i18n.locale)} is yours.</Trans>
          </b>
        ) : null}
      </p>
      <StakePicker value={stake} onChange={setStake} />
      <Button
        variant="primary"
        block
        className="hg-go"
        onClick={() => void spin()}
        disabled={busy}
        data-testid="spin"
      >
        {busy ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
      </Button>
      <GameError>{error}</GameError>
    </div>
  );
}

/** A house game's error line (the lottery's too), read out as it appears. */
export function GameError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="hg-error" role="alert" data-testid="game-error">
      {children}
    </p>
  );
}

/** Stake chips (minor units). */
export function StakePicker({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="hg-chips" role="radiogroup" aria-label={t`Stake`}>
      {STAKES.map((s) => (
        <button
          key={s}
          type="button"
          role="radio"
          aria-checked={value === s}
          className={`hg-chip${value === s ? ' is-on' : ''}`}
          onClick={() => onChange(s)}
          data-testid={`stake-${s}`}
        >
          {money(String(s), i18n.locale).replace(/\s*₫$/, '')}
        </button>
      ))}
    </div>
  );
}
