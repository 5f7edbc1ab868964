import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../wallet/money';
import type { LuckyDraw, LuckyPrize } from './lucky-api';

/** The published table: every prize with its odds (weight / sum of weights). */
export function PrizeTable({
  prizes,
  odds,
  wageringMultiple,
}: {
  prizes: LuckyPrize[];
  odds: (p: LuckyPrize) => string;
  wageringMultiple: number | null;
}) {
  return (
    <div className="lucky-table-wrap">
      <table className="data-table lucky-table" data-testid="lucky-prizes">
        <thead>
          <tr>
            <th>
              <Trans>Prize</Trans>
            </th>
            <th>
              <Trans>Odds</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p) => (
            <tr key={p.id} data-testid="lucky-prize">
              <td>{p.name}</td>
              <td>{odds(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="lucky-note">
        <Trans>
          Every draw is independent and uses one ticket. The odds are each prize&apos;s share of the table;
          the result is fixed by your seeds before the animation starts.
        </Trans>
      </p>
      {wageringMultiple ? (
        <p className="lucky-note">
          <Trans>
            Cash prizes go to your main wallet; bet {wageringMultiple}× the amount in valid bets before you
            withdraw it.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/** What one draw gave, in words. */
export function PrizeLine({ draw, wageringMultiple }: { draw: LuckyDraw; wageringMultiple: number | null }) {
  const { i18n } = useLingui();
  const amount = BigInt(draw.amount).toLocaleString(i18n.locale === 'en' ? 'en-US' : 'vi-VN');
  if (draw.kind === 'none')
    return (
      <p className="lucky-won lucky-won-none" data-prize-kind="none">
        {draw.name}
      </p>
    );
  return (
    <div className="lucky-won" data-prize-kind={draw.kind}>
      <p className="lucky-won-title">
        <Trans>You won {draw.name}</Trans>
      </p>
      <p className="lucky-note">
        {draw.kind === 'cash' ? (
          wageringMultiple ? (
            <Trans>
              {formatMoney(draw.amount)} added to your balance (bet it {wageringMultiple}× before
              withdrawing).
            </Trans>
          ) : (
            <Trans>{formatMoney(draw.amount)} added to your balance.</Trans>
          )
        ) : draw.kind === 'points' ? (
          <Trans>{amount} points added.</Trans>
        ) : draw.ticketGame === 'egg' ? (
          <Trans>{amount} golden egg ticket(s) added.</Trans>
        ) : (
          <Trans>{amount} wheel ticket(s) added.</Trans>
        )}
      </p>
    </div>
  );
}
