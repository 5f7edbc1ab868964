import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { FormError } from '../../ui/form/fields';
import { turnoverProgress } from '../rewards/turnover';
import { ProgressTrack } from '../rewards/TurnoverBar';
import { claimErrorText } from '../rewards/rule-labels';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, newRequestId } from '../wallet/money';
import { SectionPending } from '../wallet/SectionPending';
import { countdown } from './mission-time';
import {
  claimMission,
  getMissions,
  type MissionBoard,
  type MissionView,
  type MissionsPage,
} from './missions-api';
import '../../ui/list.css';
import '../rewards/rewards.css';
import './missions.css';
import { Button } from '../../ui/Button';

/** The time now, once a second (the reset countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** The condition's figures: money for bets and deposits, a count for days and games. */
function Figures({ m }: { m: MissionView }) {
  const done = Number(m.progress);
  const target = Number(m.target);
  switch (m.condition.type) {
    case 'bet':
    case 'deposit':
      return (
        <>
          {formatMoney(m.progress)} / {formatMoney(m.target)}
        </>
      );
    case 'login_days':
      return <Plural value={target} one={`${done} / # day`} other={`${done} / # days`} />;
    case 'distinct_games':
      return <Plural value={target} one={`${done} / # game`} other={`${done} / # games`} />;
  }
}

function Rewards({ m }: { m: MissionView }) {
  const points = m.reward.missionPoints;
  return (
    <span className="mission-rewards">
      {points > 0 ? (
        <span className="mission-chip">
          <Trans>+{points} mission pts</Trans>
        </span>
      ) : null}
      {m.reward.cash ? <span className="mission-chip">+{formatMoney(m.reward.cash)}</span> : null}
      {m.reward.mallPoints ? (
        <span className="mission-chip">
          <Trans>+{m.reward.mallPoints} mall points</Trans>
        </span>
      ) : null}
    </span>
  );
}

/** One mission: title, rewards, progress bar and its button. */
function MissionItem({
  m,
  busy,
  open,
  onClaim,
}: {
  m: MissionView;
  busy: boolean;
  /** False once missions pay nothing (their campaign has ended): no claim button. */
  open: boolean;
  onClaim: (m: MissionView) => void;
}) {
  const p = turnoverProgress(m.target, m.progress);
  return (
    <li className="mission" data-testid="mission" data-code={m.code} data-state={m.state}>
      <div className="mission-head">
        <strong className="mission-title">{m.title}</strong>
        <Rewards m={m} />
      </div>
      <div className="turnover" data-met={p.met}>
        <div className="turnover-figures">
          <span className="turnover-amounts" data-testid="mission-progress">
            <Figures m={m} />
          </span>
          <span>{p.percent}%</span>
        </div>
        <ProgressTrack percent={p.percent} label={m.title} />
      </div>
      <div className="mission-action">
        {m.state === 'claim' && open ? (
          <Button variant="primary" busy={busy} onClick={() => onClaim(m)} data-testid="mission-claim">
            <Trans>Claim</Trans>
          </Button>
        ) : (
          <span className="badge reward-status" data-tone={m.state === 'claimed' ? 'ok' : 'off'}>
            {m.state === 'claimed' ? (
              <Trans>Claimed</Trans>
            ) : m.state === 'claim' ? (
              <Trans>Complete</Trans>
            ) : (
              <Trans>In progress</Trans>
            )}
          </span>
        )}
      </div>
    </li>
  );
}

function Group({
  title,
  resetsAt,
  now,
  testId,
  children,
}: {
  title: ReactNode;
  resetsAt: string | null;
  now: number;
  testId: string;
  children: ReactNode;
}) {
  const left = resetsAt ? countdown(resetsAt, now) : null;
  return (
    <section className="reward-block mission-group" data-testid={testId}>
      <div className="mission-group-head">
        <h3>{title}</h3>
        {left ? (
          <span className="mission-reset" data-testid={`${testId}-reset`}>
            <Trans>Resets in {left}</Trans>
          </span>
        ) : null}
      </div>
      <ul className="mission-list">{children}</ul>
    </section>
  );
}

function Board({ b, now }: { b: MissionBoard; now: number }) {
  const left = countdown(b.endsAt, now);
  const outside = b.me && !b.top.some((r) => r.me) ? b.me : null;
  const prize = (rank: number) => b.prizes[rank - 1] ?? null;
  const row = (r: MissionBoard['top'][number]) => (
    <li key={r.rank} className="board-row" data-me={r.me ? 'yes' : 'no'} data-testid="board-row">
      <span className="board-rank">{r.rank}</span>
      <span className="board-name">{r.me ? <Trans>You</Trans> : r.name}</span>
      <span className="board-score">{r.score}</span>
      <span className="board-prize">{prize(r.rank) ? formatMoney(prize(r.rank)) : ''}</span>
    </li>
  );
  return (
    <section className="reward-block mission-group" data-testid="mission-board">
      <div className="mission-group-head">
        <h3>
          <Trans>This week's leaderboard</Trans>
        </h3>
        <span className="mission-reset">
          <Trans>Ends in {left}</Trans>
        </span>
      </div>
      <p className="mission-note">
        <Trans>
          Ranked by mission points earned this week; equal points go to whoever reached them first. Prizes are
          paid once when the week ends.
        </Trans>
      </p>
      {b.top.length === 0 ? (
        <p className="mission-note" data-testid="board-empty">
          <Trans>No mission points yet this week. Claim a mission to be first.</Trans>
        </p>
      ) : (
        <ol className="board">
          <li className="board-row board-header" aria-hidden="true">
            <span className="board-rank">#</span>
            <span className="board-name">
              <Trans>Member</Trans>
            </span>
            <span className="board-score">
              <Trans>Points</Trans>
            </span>
            <span className="board-prize">
              <Trans>Prize</Trans>
            </span>
          </li>
          {b.top.map(row)}
          {outside ? <li className="board-gap" aria-hidden="true" /> : null}
          {outside ? row(outside) : null}
        </ol>
      )}
      <p className="mission-note" data-testid="board-me">
        {b.me ? (
          <Trans>
            Your rank: {b.me.rank} with {b.me.score} mission points.
          </Trans>
        ) : (
          <Trans>You have no mission points this week yet.</Trans>
        )}
      </p>
    </section>
  );
}

/** What a claim paid, in words for the toast. */
function paidText(m: MissionView): ReactNode {
  const points = m.reward.missionPoints;
  const cash = m.reward.cash ? formatMoney(m.reward.cash) : null;
  const mall = m.reward.mallPoints;
  if (cash && mall)
    return (
      <Trans>
        Claimed: {cash}, {mall} mall points and {points} mission points.
      </Trans>
    );
  if (cash)
    return (
      <Trans>
        Claimed: {cash} and {points} mission points.
      </Trans>
    );
  if (mall)
    return (
      <Trans>
        Claimed: {mall} mall points and {points} mission points.
      </Trans>
    );
  return <Trans>Claimed: {points} mission points.</Trans>;
}

/** The missionLeaderboard tab: missions by period with progress and claims, then the week's board. */
export default function MissionsTab() {
  const { i18n } = useLingui();
  const load = useLoad(getMissions, [language.value]);
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One request id per mission until its claim succeeds: a retry after a lost answer reuses it.
  const ids = useRef(new Map<number, string>());
  if (!load.data) return <SectionPending error={load.error} />;
  const page: MissionsPage = load.data;

  const claim = async (m: MissionView) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const requestId = ids.current.get(m.id) ?? newRequestId();
    ids.current.set(m.id, requestId);
    try {
      const r = await claimMission(m.id, requestId);
      ids.current.delete(m.id);
      showToast(r.created ? paidText(r.mission) : <Trans>You already claimed this mission.</Trans>);
      void refreshBalance();
      load.reload();
    } catch (err) {
      setError(claimErrorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };
  const group = (period: MissionView['period']) => page.missions.filter((m) => m.period === period);
  const groups = [
    { period: 'daily', title: <Trans>Daily missions</Trans> },
    { period: 'weekly', title: <Trans>Weekly missions</Trans> },
    { period: 'once', title: <Trans>One-off missions</Trans> },
  ] as const;
  return (
    <div className="missions" data-testid="missions">
      <FormError>{error}</FormError>
      {page.open ? null : (
        <p className="mission-note mission-closed" role="status" data-testid="missions-closed">
          <Trans>Mission rewards have ended: missions can no longer be claimed.</Trans>
        </p>
      )}
      {groups.map(({ period, title }) => {
        const list = group(period);
        if (list.length === 0) return null;
        return (
          <Group
            key={period}
            title={title}
            resetsAt={list[0]!.resetsAt}
            now={now}
            testId={`missions-${period}`}
          >
            {list.map((m) => (
              <MissionItem key={m.id} m={m} busy={busy} open={page.open} onClaim={(x) => void claim(x)} />
            ))}
          </Group>
        );
      })}
      {page.missions.length === 0 ? (
        <p className="mission-note">
          <Trans>No missions are running right now.</Trans>
        </p>
      ) : null}
      <Board b={page.board} now={now} />
    </div>
  );
}
