import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/errors';
import { answerContract, findContracts, findPayouts, type ContractKind } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { LoadState, localTime, money, PageNav, Stat } from '../parts';
import { KindName, StatusName, Terms } from './contract-text';
import { Button } from '../../../ui/Button';

/**
 * One contract kind's screen (dividend record, daily wages, hourly salary, real-time salary): the
 * agent's contract with its answers (accept, decline, end, termination) and the payout records.
 */
export default function ContractScreen({ kind, onChanged }: { kind: ContractKind; onChanged: () => void }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const contracts = useLoad(findContracts, []);
  const payouts = useLoad(() => findPayouts(kind, page), [kind, page]);
  const mine = (contracts.data?.mine ?? []).filter(
    (c) => c.kind === kind && (c.status === 'offered' || c.status === 'active'),
  );

  const act = async (id: number, action: 'accept' | 'decline' | 'end') => {
    try {
      await answerContract(id, action);
      contracts.reload();
      onChanged();
    } catch (err) {
      showToast(errorText(i18n, err));
    }
  };

  return (
    <section className="agent-section" data-testid={`agent-contract-${kind}`}>
      <h2>
        <KindName kind={kind} />
      </h2>
      <LoadState load={contracts} />
      {contracts.data && mine.length === 0 ? (
        <p className="muted">
          <Trans>You have no contract of this kind.</Trans>
        </p>
      ) : null}
      {mine.map((c) => (
        <div key={c.id} className="panel agent-card-block" data-testid="my-contract">
          <div className="agent-item-head">
            <strong>
              <Trans>From {c.uplineAccount ?? '—'}</Trans>
            </strong>
            <span className="agent-badge" data-testid="my-contract-status">
              <StatusName c={c} />
            </span>
          </div>
          <p className="agent-item-text">
            <Terms c={c} />
          </p>
          <div className="agent-actions">
            {c.requestType !== null ? (
              <>
                <Button
                  variant="primary"
                  onClick={() => void act(c.id, 'accept')}
                  data-testid="contract-accept"
                >
                  {c.requestType === 'new' ? <Trans>Accept</Trans> : <Trans>Accept termination</Trans>}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => void act(c.id, 'decline')}
                  data-testid="contract-decline"
                >
                  <Trans>Decline</Trans>
                </Button>
              </>
            ) : c.status === 'active' ? (
              <Button variant="outline" onClick={() => void act(c.id, 'end')} data-testid="contract-end">
                <Trans>End contract</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      ))}

      <h3>
        <Trans>Payout records</Trans>
      </h3>
      <LoadState load={payouts} empty={payouts.data !== null && payouts.data.total === 0} />
      {payouts.data && payouts.data.total > 0 ? (
        <>
          <div className="agent-stats">
            <Stat label={<Trans>Payouts</Trans>}>{payouts.data.total}</Stat>
            <Stat label={<Trans>Total paid</Trans>} testId="payouts-sum">
              {money(payouts.data.sum)}
            </Stat>
          </div>
          <ul className="agent-list">
            {payouts.data.items.map((p) => (
              <li key={p.id} className="panel agent-item" data-testid="payout">
                <div className="agent-item-head">
                  <strong>{money(p.amount)}</strong>
                  <span className="muted">{localTime(p.paidAt)}</span>
                </div>
                <div className="agent-item-head muted">
                  <span>
                    {localTime(p.periodStart)} – {localTime(p.periodEnd).slice(11)}
                  </span>
                  <span>
                    <Trans>base {money(p.base)}</Trans>
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <PageNav page={payouts.data.page} totalPages={payouts.data.totalPages} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
