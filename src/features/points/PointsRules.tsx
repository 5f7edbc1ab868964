import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { gameTypeLabels } from '../games/labels';
import { formatMoney } from '../wallet/money';
import { SIGN_IN_POINTS } from '../../../contract/points/constants';
import { BACCARAT_SIDES_VALID_BP } from '../../../contract/values';
import { formatPoints } from './points-labels';
import type { PointsMall } from './points-api';

/** The rules, the earning table (valid bet → points by game type) and the exchange table (points → cash). */
/** One of the rules' tables: its heading cells, then a row of cells for each entry. */
function RulesTable(props: {
  testId: string;
  head: ReactNode[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <table className="data-table points-table" data-testid={props.testId}>
      <thead>
        <tr>
          {props.head.map((cell, i) => (
            <th key={i}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PointsRules({ mall }: { mall: PointsMall }) {
  const { i18n } = useLingui();
  const cash = mall.goods.filter((g) => g.kind === 'cash' && g.cashAmount);
  const baccaratShare = BACCARAT_SIDES_VALID_BP / 100;
  return (
    <div className="points-rules" data-testid="points-rules">
      <ul className="points-rule-list">
        <li>
          <Trans>
            Every settled bet earns points on its valid bet amount, at the rate of its game type below.
            Opposite bets in one baccarat hand count only for their difference, and baccarat player and banker
            bets count {baccaratShare}% of their stake.
          </Trans>
        </li>
        <li>
          <Trans>
            Points are whole numbers; a valid bet smaller than one step is kept and counted with your next
            bets of that type.
          </Trans>
        </li>
        <li>
          <Trans>Points arrive a few seconds after a bet is settled. Points never expire.</Trans>
        </li>
        <li>
          <Trans>
            Each day's sign-in in the reward centre also gives {SIGN_IN_POINTS} points, and some missions give
            points as stated on the mission.
          </Trans>
        </li>
        <li>
          <Trans>
            Redeeming needs your payment password. Cash goes to your main wallet at once; other goods are
            delivered after a review, and a rejected redemption gives the points back.
          </Trans>
        </li>
      </ul>
      <h3>
        <Trans>Earning rates</Trans>
      </h3>
      <RulesTable
        testId="points-rates"
        head={[<Trans>Game type</Trans>, <Trans>Valid bet</Trans>, <Trans>Points</Trans>]}
        rows={mall.rates.map((r) => ({
          key: r.gameType,
          cells: [
            i18n._(gameTypeLabels[r.gameType]),
            formatMoney(r.perAmount),
            formatPoints(r.points, i18n.locale),
          ],
        }))}
      />
      {cash.length > 0 ? (
        <>
          <h3>
            <Trans>Exchange rates</Trans>
          </h3>
          <RulesTable
            testId="points-exchange"
            head={[<Trans>Points</Trans>, <Trans>Cash</Trans>, <Trans>Per point</Trans>]}
            rows={cash.map((g) => ({
              key: g.id,
              cells: [
                formatPoints(g.pricePoints, i18n.locale),
                formatMoney(g.cashAmount),
                formatMoney((BigInt(g.cashAmount!) / BigInt(g.pricePoints)).toString()),
              ],
            }))}
          />
        </>
      ) : null}
    </div>
  );
}
