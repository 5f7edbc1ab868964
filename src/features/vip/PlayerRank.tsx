import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { loadMemberInfo, member } from '../accounts/session';
import { GrantCard } from '../rewards/GrantList';
import { TurnoverBar } from '../rewards/TurnoverBar';
import { SectionPending } from '../wallet/SectionPending';
import { formatMoney } from '../wallet/money';
import { getVip, type VipSummary } from './vip-api';
import '../../ui/list.css';
import '../rewards/rewards.css';
import './vip.css';

/** One target as a bar: what is counted of what is needed. */
function Bar(p: { label: ReactNode; done: string; target: string; testId: string }) {
  return (
    <TurnoverBar label={p.label} required={p.target} progress={p.done} testId={p.testId} showLeft={false} />
  );
}

function Progress({ v }: { v: VipSummary }) {
  if (!v.next)
    return (
      <p className="vip-note" data-testid="vip-top">
        <Trans>You hold the highest level.</Trans>
      </p>
    );
  const next = v.next.level;
  return (
    <section className="reward-block" data-testid="vip-progress">
      <h3>
        <Trans>To VIP {next}</Trans>
      </h3>
      <Bar label={<Trans>Valid bets</Trans>} done={v.validBet} target={v.next.betTarget} testId="vip-bet" />
      <Bar
        label={<Trans>Deposits</Trans>}
        done={v.deposits}
        target={v.next.depositTarget}
        testId="vip-deposit"
      />
      {v.next.upgradeBonus !== '0' ? (
        <p className="vip-note">
          <Trans>
            Reaching VIP {next} pays an upgrade bonus of {formatMoney(v.next.upgradeBonus)}.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

function Keep({ v }: { v: VipSummary }) {
  if (v.keepBet === '0') return null;
  const when = formatLocalDateTime(v.keepCheckAt);
  return (
    <section className="reward-block" data-testid="vip-keep">
      <h3>
        <Trans>Keep VIP {v.level}</Trans>
      </h3>
      <Bar
        label={<Trans>Valid bets this month</Trans>}
        done={v.monthBet}
        target={v.keepBet}
        testId="vip-keep-bet"
      />
      <p className="vip-note">
        <Trans>Checked on {when}: below the target, the level drops by one.</Trans>
      </p>
    </section>
  );
}

function Benefits({ v }: { v: VipSummary }) {
  return (
    <section className="reward-block" data-testid="vip-benefits">
      <h3>
        <Trans>Level benefits</Trans>
      </h3>
      <div className="vip-table-wrap">
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Level</Trans>
              </th>
              <th scope="col">
                <Trans>Valid bets / deposits</Trans>
              </th>
              <th scope="col">
                <Trans>Upgrade bonus</Trans>
              </th>
              <th scope="col">
                <Trans>Monthly gift</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {v.levels
              .filter((l) => l.level > 0)
              .map((l) => (
                <tr
                  key={l.level}
                  aria-current={l.level === v.level ? 'true' : undefined}
                  data-testid="vip-level-row"
                >
                  <th scope="row">VIP {l.level}</th>
                  <td>
                    {formatMoney(l.betTarget)}
                    <br />
                    {formatMoney(l.depositTarget)}
                  </td>
                  <td>{formatMoney(l.upgradeBonus)}</td>
                  <td>{formatMoney(l.monthlyGift)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="vip-note">
        <Trans>
          Bonuses and gifts go to your main wallet by themselves; bet each once before you withdraw or
          transfer it.
        </Trans>
      </p>
    </section>
  );
}

/** The VIP tab (playerRank): level, progress to the next level, the month's keep target, benefits, VIP rewards. */
export default function PlayerRank() {
  const { t } = useLingui();
  const lang = language.value;
  const load = useLoad(getVip, [lang]);
  const v = load.data;
  // This read may have just raised the level: the header's VIP label follows.
  const level = v?.level;
  useEffect(() => {
    const shown = member.peek()?.vipLevel;
    if (level !== undefined && shown !== undefined && shown !== level)
      void loadMemberInfo().catch(() => null);
  }, [level]);
  if (!v) return <SectionPending error={load.error} />;
  return (
    <div className="vip" data-testid="vip-section">
      <div
        className="vip-badge"
        data-testid="vip-level"
        data-level={v.level}
        aria-label={t`Your level: VIP ${v.level}`}
      >
        <span className="vip-badge-crown" aria-hidden="true">
          ♛
        </span>
        <strong>VIP {v.level}</strong>
      </div>
      <Progress v={v} />
      <Keep v={v} />
      <Benefits v={v} />
      <section className="reward-block" data-testid="vip-history">
        <h3>
          <Trans>My VIP rewards</Trans>
        </h3>
        {v.history.length === 0 ? (
          <p className="list-empty">
            <Trans>No VIP rewards yet. Reach VIP 1 for your first upgrade bonus.</Trans>
          </p>
        ) : (
          <ul className="grant-items">
            {v.history.map((g) => (
              <GrantCard key={g.id} g={g} withTurnover={false} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
