import { Trans } from '@lingui/react/macro';
import type { Contract, ContractKind } from '../agent-api';
import { money, percent } from '../parts';

export function KindName({ kind }: { kind: ContractKind }) {
  switch (kind) {
    case 'dividend':
      return <Trans>Dividend</Trans>;
    case 'daily_salary':
      return <Trans>Daily salary</Trans>;
    case 'hourly_salary':
      return <Trans>Hourly salary</Trans>;
    case 'realtime_salary':
      return <Trans>Real-time salary</Trans>;
  }
}

export function PeriodName({ period }: { period: string }) {
  switch (period) {
    case 'daily':
      return <Trans>daily</Trans>;
    case 'weekly':
      return <Trans>weekly</Trans>;
    case 'semimonthly':
      return <Trans>semimonthly</Trans>;
    case 'monthly':
      return <Trans>monthly</Trans>;
    case 'hourly':
      return <Trans>hourly</Trans>;
    default:
      return <Trans>every 5 minutes</Trans>;
  }
}

export function StatusName({ c }: { c: Contract }) {
  if (c.requestType === 'new') return <Trans>Offer waiting</Trans>;
  if (c.requestType === 'termination') return <Trans>Termination requested</Trans>;
  switch (c.status) {
    case 'active':
      return <Trans>Active</Trans>;
    case 'declined':
      return <Trans>Declined</Trans>;
    default:
      return <Trans>Ended</Trans>;
  }
}

/** The terms in one line: rates and conditions. */
export function Terms({ c }: { c: Contract }) {
  const rate =
    c.kind === 'realtime_salary' ? (
      <Trans>
        profit {percent(c.profitRateBp)}, loss {percent(c.lossRateBp)}
      </Trans>
    ) : (
      percent(c.rateBp)
    );
  const min = c.minValidBet !== '0' ? money(c.minValidBet) : null;
  return (
    <span>
      {rate} · <PeriodName period={c.period} />
      {min ? (
        <>
          {' · '}
          <Trans>min. bet {min}</Trans>
        </>
      ) : null}
      {c.minActiveMembers > 0 ? (
        <>
          {' · '}
          <Trans>{c.minActiveMembers} active members</Trans>
        </>
      ) : null}
      {c.minLoss !== '0' ? (
        <>
          {' · '}
          <Trans>loss from {money(c.minLoss)}</Trans>
        </>
      ) : null}
    </span>
  );
}
