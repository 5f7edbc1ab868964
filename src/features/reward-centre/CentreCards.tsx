import { useState, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLocation } from 'wouter';
import { showToast } from '../../lib/dialogs';
import { language } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { FormError } from '../../ui/form/fields';
import { OfferCard } from '../../ui/OfferCard';
import { claimErrorText, ruleText } from '../rewards/rule-labels';
import { refreshBalance } from '../wallet/balance';
import { formatMoney } from '../wallet/money';
import { SectionPending } from '../wallet/SectionPending';
import {
  claimRescue,
  claimTask,
  getRewardCentre,
  signInToday,
  type CentreClaimResult,
  type NewbieTask,
  type RewardCentre,
} from './reward-centre-api';
import '../../ui/list.css';
import './reward-centre.css';
import { Button } from '../../ui/Button';

/** One claim button's call: busy while it runs, the amount in a toast, the refused rule in words. */
function usePay(onPaid: () => void) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = async (key: string, call: () => Promise<CentreClaimResult>) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      const { grant, created } = await call();
      const amount = formatMoney(grant.amount);
      showToast(
        created ? (
          <Trans>{amount} added to your balance.</Trans>
        ) : (
          <Trans>You already have this reward.</Trans>
        ),
      );
      void refreshBalance();
      onPaid();
    } catch (err) {
      setError(claimErrorText(i18n, err));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, pay };
}

function Card({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="reward-block centre-card" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The 7-day ladder: ticked days of this cycle, today's day outlined. */
function SignInCard({ s, onPaid }: { s: NonNullable<RewardCentre['signIn']>; onPaid: () => void }) {
  const { i18n } = useLingui();
  const { busy, error, pay } = usePay(onPaid);
  const today = s.signedToday ? s.cycleDone - 1 : s.cycleDone;
  const streak = s.streak;
  return (
    <Card title={<Trans>Daily sign-in</Trans>} testId="sign-in">
      <p className="centre-note" data-testid="sign-in-streak" data-streak={streak}>
        {streak > 0 ? (
          <Plural value={streak} one="Streak: # day in a row" other="Streak: # days in a row" />
        ) : (
          <Trans>Sign in every day; miss a day and the streak starts over.</Trans>
        )}
      </p>
      <ol className="sign-ladder">
        {s.ladder.map((amount, i) => {
          const day = i + 1;
          return (
            <li
              key={i}
              className="sign-day"
              data-done={i < s.cycleDone ? 'yes' : 'no'}
              data-today={i === today ? 'yes' : 'no'}
              data-testid="sign-day"
            >
              <span className="sign-day-label">
                <Trans>Day {day}</Trans>
              </span>
              <strong>{formatMoney(amount)}</strong>
              <span className="sign-day-tick" aria-hidden="true">
                {i < s.cycleDone ? '✓' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {s.signedToday ? (
        <Button variant="outline" block disabled data-testid="sign-in-button">
          <Trans>Signed in today. Come back tomorrow.</Trans>
        </Button>
      ) : s.eligible ? (
        <Button
          variant="primary"
          block
          disabled={busy !== null}
          onClick={() => void pay('sign-in', signInToday)}
          data-testid="sign-in-button"
        >
          <Trans>Sign in: +{formatMoney(s.todayAmount)}</Trans>
        </Button>
      ) : (
        <p className="centre-note" data-testid="sign-in-blocked" data-rule={s.blockedBy ?? ''}>
          {s.blockedBy === 'deposit_count' ? (
            <Trans>Daily sign-in is for members who have made a deposit or reached VIP 1.</Trans>
          ) : (
            (ruleText(i18n, s.blockedBy) ?? <Trans>This offer is for player accounts only.</Trans>)
          )}
        </p>
      )}
      <FormError>{error}</FormError>
    </Card>
  );
}

const taskLabels: Record<NewbieTask, MessageDescriptor> = {
  bind_phone: msg`Bind your mobile number`,
  first_deposit: msg`Make your first deposit`,
  first_bet: msg`Place your first bet`,
};
/** Where each task is done. */
const taskPaths: Record<NewbieTask, string> = {
  bind_phone: '/member?tab=securityCenter',
  first_deposit: '/member?tab=depositv2',
  first_bet: '/',
};

function TasksCard({ tasks, onPaid }: { tasks: RewardCentre['tasks']; onPaid: () => void }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const { busy, error, pay } = usePay(onPaid);
  if (tasks.length === 0) return null;
  return (
    <Card title={<Trans>Newbie tasks</Trans>} testId="newbie-tasks">
      <ul className="offer-list">
        {tasks.map((t) => (
          <OfferCard
            key={t.task}
            data={{ 'data-testid': 'newbie-task', 'data-task': t.task, 'data-state': t.state }}
            title={i18n._(taskLabels[t.task])}
            amount={`+${formatMoney(t.amount)}`}
            action={
              t.state === 'claim' ? (
                <Button
                  variant="primary"
                  disabled={busy !== null}
                  onClick={() => void pay(t.task, () => claimTask(t.task))}
                >
                  <Trans>Claim</Trans>
                </Button>
              ) : t.state === 'todo' ? (
                <Button variant="outline" onClick={() => navigate(taskPaths[t.task])}>
                  <Trans>Go</Trans>
                </Button>
              ) : (
                <span className="badge reward-status" data-tone={t.state === 'claimed' ? 'ok' : 'off'}>
                  {t.state === 'claimed' ? <Trans>Claimed</Trans> : <Trans>Not available</Trans>}
                </span>
              )
            }
          />
        ))}
      </ul>
      <FormError>{error}</FormError>
    </Card>
  );
}

function RescueCard({ r, onPaid }: { r: NonNullable<RewardCentre['rescue']>; onPaid: () => void }) {
  const { busy, error, pay } = usePay(onPaid);
  const percent = r.percent;
  const min = formatMoney(r.minLoss);
  const cap = formatMoney(r.cap);
  return (
    <Card title={<Trans>Loss rescue</Trans>} testId="rescue">
      <p className="centre-note">
        <Trans>
          Lost {min} or more net yesterday? Get {percent}% back today, up to {cap}.
        </Trans>
      </p>
      <OfferCard
        as="div"
        data={{ 'data-testid': 'rescue-line', 'data-state': r.state }}
        title={<Trans>Yesterday's net loss</Trans>}
        amount={formatMoney(r.loss)}
        amountTestId="rescue-loss"
        action={
          r.state === 'claim' ? (
            <Button
              variant="primary"
              disabled={busy !== null}
              onClick={() => void pay('rescue', claimRescue)}
            >
              <Trans>Claim {formatMoney(r.amount)}</Trans>
            </Button>
          ) : (
            <span className="badge reward-status" data-tone={r.state === 'claimed' ? 'ok' : 'off'}>
              {r.state === 'claimed' ? (
                <Trans>Claimed {formatMoney(r.amount)}</Trans>
              ) : r.state === 'none' ? (
                <Trans>Nothing to claim</Trans>
              ) : (
                <Trans>Not available</Trans>
              )}
            </span>
          )
        }
      />
      <FormError>{error}</FormError>
    </Card>
  );
}

/** Daily sign-in, newbie tasks and loss rescue; `onPaid` after any payment (the grants list reloads). */
export default function CentreCards({ onPaid }: { onPaid: () => void }) {
  const load = useLoad(getRewardCentre, [language.value]);
  if (!load.data) return <SectionPending error={load.error} />;
  const paid = () => {
    load.reload();
    onPaid();
  };
  const c = load.data;
  return (
    <>
      {c.signIn ? <SignInCard s={c.signIn} onPaid={paid} /> : null}
      <TasksCard tasks={c.tasks} onPaid={paid} />
      {c.rescue ? <RescueCard r={c.rescue} onPaid={paid} /> : null}
    </>
  );
}
