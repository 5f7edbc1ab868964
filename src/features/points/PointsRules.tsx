import { Trans, useLingui } from '@lingui/react/macro';
import { gameTypeLabels } from '../games/labels';
import { formatMoney } from '../wallet/money';
import { SIGN_IN_POINTS } from '../../../contract/points-constants';
import { formatPoints } from './points-labels';
import type { PointsMall } from './points-api';

/** The rules, the earning table (valid bet → points by game type) and the exchange table (points → cash). */
export function PointsRules({ mall }: { mall: PointsMall }) {
  const { i18n } = useLingui();
  const cash = mall.goods.filter((g) => g.kind === 'cash' && g.cashAmount);
  return (
    <div className="points-rules" data-testid="points-rules">
      <ul className="points-rule-list">
        <li>
          <Trans>
            Every settled bet earns points on its valid bet amount, at the rate of its game type below.
            Opposite bets in one baccarat hand count only once.
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
      <table className="data-table points-table" data-testid="points-rates">
        <thead>
          <tr>
            <th>
              <Trans>Game type</Trans>
            </th>
            <th>
              <Trans>Valid bet</Trans>
            </th>
            <th>
              <Trans>Points</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {mall.rates.map((r) => (
            <tr key={r.gameType}>
              <td>{i18n._(gameTypeLabels[r.gameType])}</td>
              <td>{formatMoney(r.perAmount)}</td>
              <td>{formatPoints(r.points, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cash.length > 0 ? (
        <>
          <h3>
            <Trans>Exchange rates</Trans>
          </h3>
          <table className="data-table points-table" data-testid="points-exchange">
            <thead>
              <tr>
                <th>
                  <Trans>Points</Trans>
                </th>
                <th>
                  <Trans>Cash</Trans>
                </th>
                <th>
                  <Trans>Per point</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {cash.map((g) => (
                <tr key={g.id}>
                  <td>{formatPoints(g.pricePoints, i18n.locale)}</td>
                  <td>{formatMoney(g.cashAmount)}</td>
                  <td>{formatMoney((BigInt(g.cashAmount!) / BigInt(g.pricePoints)).toString())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
