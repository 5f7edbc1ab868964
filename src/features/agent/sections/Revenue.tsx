import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BarChart } from '../BarChart';
import { getRevenue } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { initialRange, LoadState, money, RangeFilter, Signed, Stat } from '../parts';

export default function Revenue() {
  const { t } = useLingui();
  const [range, setRange] = useState(initialRange);
  const load = useLoad(() => getRevenue(range), [range.from, range.to]);
  const v = load.data;
  return (
    <section className="agent-section" data-testid="agent-revenue">
      <h2>
        <Trans>Revenue report</Trans>
      </h2>
      <RangeFilter value={range} onChange={setRange} />
      <LoadState load={load} />
      {v ? (
        <>
          <div className="agent-stats">
            <Stat label={<Trans>Valid bets</Trans>}>{money(v.validBet)}</Stat>
            <Stat label={<Trans>Team revenue</Trans>} testId="revenue-total">
              <Signed value={v.revenue} />
            </Stat>
            <Stat label={<Trans>My salary and dividends</Trans>}>{money(v.income)}</Stat>
          </div>
          <BarChart
            testId="revenue-chart"
            title={t`Team revenue per day`}
            bars={v.days.map((d) => ({ label: d.day, value: Number(d.revenue) }))}
          />
          <ul className="agent-list">
            {v.days
              .filter((d) => d.validBet !== '0' || d.income !== '0')
              .reverse()
              .map((d) => (
                <li key={d.day} className="panel agent-item agent-row">
                  <span>{d.day.replaceAll('-', '/')}</span>
                  <span className="muted">{money(d.validBet)}</span>
                  <Signed value={d.revenue} />
                </li>
              ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
