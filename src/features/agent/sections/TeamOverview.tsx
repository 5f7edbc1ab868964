import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '../BarChart';
import { getOverview } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { initialRange, LoadState, money, RangeFilter, Signed, Stat } from '../parts';

export default function TeamOverview() {
  const { t } = useLingui();
  const [range, setRange] = useState(initialRange);
  const load = useLoad(() => getOverview(range), [range.from, range.to]);
  const v = load.data;
  return (
    <section className="agent-section" data-testid="agent-overview">
      <h2>
        <Trans>Team overview</Trans>
      </h2>
      <RangeFilter value={range} onChange={setRange} />
      <LoadState load={load} />
      {v ? (
        <>
          <div className="agent-stats">
            <Stat label={<Trans>Members</Trans>} testId="overview-members">
              {v.members}
            </Stat>
            <Stat label={<Trans>Direct downlines</Trans>}>{v.directMembers}</Stat>
            <Stat label={<Trans>Active members</Trans>} testId="overview-active">
              {v.activeMembers}
            </Stat>
            <Stat label={<Trans>New registrations</Trans>}>{v.newMembers}</Stat>
            <Stat label={<Trans>Deposits</Trans>}>{money(v.deposits)}</Stat>
            <Stat label={<Trans>Withdrawals</Trans>}>{money(v.withdrawals)}</Stat>
            <Stat label={<Trans>Valid bets</Trans>} testId="overview-valid-bet">
              {money(v.validBet)}
            </Stat>
            <Stat label={<Trans>Profit and loss</Trans>}>
              <Signed value={v.profitLoss} />
            </Stat>
          </div>
          <BarChart
            testId="overview-chart"
            title={t`Valid bets per day`}
            bars={v.days.map((d) => ({ label: d.day, value: Number(d.validBet) }))}
          />
          <BarChart
            title={t`Team profit and loss per day`}
            bars={v.days.map((d) => ({ label: d.day, value: Number(d.profitLoss) }))}
          />
        </>
      ) : null}
    </section>
  );
}
