import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LotteryState, Ticket } from '../../../contract/house/schemas';
import { useLoadEffect } from '../../lib/use-load';
import { useSubmit } from '../../lib/use-submit';
import { BalanceBar } from '../seamless/BalanceBar';
import { houseGet, housePost, type GameSession } from '../seamless/house-api';
import * as house from '../../../contract/house/endpoints';
import { money } from '../seamless/money';
import { GameError, StakePicker } from '../seamless/SlotGame';
import { refreshBalance } from '../wallet/balance';
import { LOTTERY_MAX_PICKS } from '../../../contract/values';
import { Button } from '../../ui/Button';

const MAX_PICKS = LOTTERY_MAX_PICKS;
const two = (n: number) => String(n).padStart(2, '0');

/** Seconds until a time, never below zero. */
const secondsUntil = (iso: string, skewMs: number) =>
  Math.max(0, Math.ceil((new Date(iso).getTime() - (Date.now() + skewMs)) / 1000));
const clock = (s: number) => `${Math.floor(s / 60)}:${two(s % 60)}`;

/**
 * One lottery game: the open draw with its countdown and seed hash, a 00-99 number grid (up to
 * ten picks, one stake each), the opened numbers of past draws and the player's tickets.
 */
export function LotteryGame({ session }: { session: GameSession }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<LotteryState | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [stake, setStake] = useState(1_000);
  const { busy, error, setError, run } = useSubmit();
  const [notice, setNotice] = useState<string | null>(null);
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

  if (!state)
    return error ? (
      <GameError>{error}</GameError>
    ) : (
      <div className="coming-soon" role="status">
        <span className="spinner" />
      </div>
    );

  const left = secondsUntil(state.current.drawAt, skew.current);
  const closed = left <= state.closeSeconds;
  const toggle = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p));

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

  return (
    <div className="hg" data-testid="lottery-game">
      <BalanceBar mode={state.mode} balance={state.balance} name={state.game.name} />
      <div className="hg-draw" data-testid="current-draw">
        <div>
          <div>
            <Trans>Draw #{state.current.drawNo}</Trans>
          </div>
          <small className="muted">
            {closed ? (
              <Trans>Bets closed, drawing…</Trans>
            ) : (
              <Trans>Bets close {state.closeSeconds} s before the draw</Trans>
            )}
          </small>
        </div>
        <span className="hg-countdown" data-testid="countdown" aria-live="off">
          {clock(left)}
        </span>
      </div>

      <p className="muted" style={{ margin: 0 }}>
        <Trans>
          Pick up to {MAX_PICKS} numbers. Each draw opens 5 of 00-99; a picked number among them pays{' '}
          {state.pays} times its stake.
        </Trans>
      </p>
      <div className="hg-grid" role="group" aria-label={t`Numbers`}>
        {Array.from({ length: 100 }, (_, n) => (
          <button
            key={n}
            type="button"
            className={`hg-num${picks.includes(n) ? ' is-on' : ''}`}
            aria-pressed={picks.includes(n)}
            onClick={() => toggle(n)}
            data-testid={`num-${two(n)}`}
          >
            {two(n)}
          </button>
        ))}
      </div>
      <StakePicker value={stake} onChange={setStake} />
      <Button
        variant="primary"
        block
        className="hg-go"
        disabled={busy || closed || picks.length === 0}
        onClick={() => void place()}
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
      {notice ? (
        <p className="hg-result" role="status" data-testid="bet-placed">
          {notice}
        </p>
      ) : null}
      <GameError>{error}</GameError>

      <ListSection
        title={<Trans>Results</Trans>}
        empty={<Trans>No draws yet.</Trans>}
        testId="past-draws"
        items={state.past}
        row={(d) => (
          <tr key={d.drawNo}>
            <td>#{d.drawNo}</td>
            <td>
              <span className="hg-balls">
                {(d.numbers ?? []).map((n) => (
                  <span key={n} className="hg-ball">
                    {two(n)}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        )}
      />

      <ListSection
        title={<Trans>My tickets</Trans>}
        empty={<Trans>No tickets yet.</Trans>}
        testId="my-tickets"
        items={state.tickets}
        row={(tk) => (
          <tr key={tk.ticketRef}>
            <td>#{tk.drawNo}</td>
            <td>{tk.picks.map(two).join(' ')}</td>
            <td>{money(tk.stake, i18n.locale)}</td>
            <td>
              <TicketStatus ticket={tk} />
            </td>
          </tr>
        )}
      />

      <details className="hg-fair" data-testid="fairness-panel">
        <summary>
          <Trans>Provably fair</Trans>
        </summary>
        <p className="muted">
          <Trans>
            Each draw has its own server seed; its SHA-256 is shown while bets are open and the seed after the
            draw. The numbers are HMAC-SHA256(server seed, client seed:0), client seed = game:draw.
          </Trans>
        </p>
        <dl className="hg-fair-list">
          <dt>
            <Trans>Open draw seed (SHA-256)</Trans>
          </dt>
          <dd className="hg-mono" data-testid="server-seed-hash">
            {state.current.serverSeedHash}
          </dd>
          {state.past[0] ? (
            <>
              <dt>
                <Trans>Last draw seed</Trans>
              </dt>
              <dd className="hg-mono">{state.past[0].serverSeed}</dd>
              <dt>
                <Trans>Client seed</Trans>
              </dt>
              <dd className="hg-mono">{state.past[0].clientSeed}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </div>
  );
}

/** A titled table, one `row` (a `<tr>` with its key) per item, or a note when there are none. */
function ListSection<T>(props: {
  title: ReactNode;
  empty: ReactNode;
  testId: string;
  items: readonly T[];
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      <h2 className="hg-section-title">{props.title}</h2>
      {props.items.length === 0 ? (
        <p className="muted">{props.empty}</p>
      ) : (
        <table className="hg-table" data-testid={props.testId}>
          <tbody>{props.items.map((item) => props.row(item))}</tbody>
        </table>
      )}
    </>
  );
}

function TicketStatus({ ticket }: { ticket: Ticket }) {
  const { i18n } = useLingui();
  switch (ticket.status) {
    case 'won':
      return <b className="hg-ok">{money(ticket.payout ?? '0', i18n.locale)}</b>;
    case 'lost':
      return (
        <span className="muted">
          <Trans>Lost</Trans>
        </span>
      );
    case 'void':
      return (
        <span className="muted">
          <Trans>Void</Trans>
        </span>
      );
    default:
      return (
        <span>
          <Trans>Waiting</Trans>
        </span>
      );
  }
}
