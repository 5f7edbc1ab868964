import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showDialog, showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/errors';
import { answerContract, findDownlines, setDownlineStatus } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { AccountSearch, LoadState, PageNav } from '../parts';
import { KindName, StatusName, Terms } from './contract-text';
import { OfferForm } from './OfferForm';
import { Button } from '../../../ui/Button';

const isAgentType = (type: number) => [1, 2, 41, 42].includes(type);

/** Downline management: direct downlines (or the whole team), their status and contracts; offers. */
export default function Downlines() {
  const { t, i18n } = useLingui();
  const [scope, setScope] = useState<'direct' | 'all'>('direct');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [offering, setOffering] = useState<number | null>(null);
  const load = useLoad(
    () => findDownlines({ scope, account: account || undefined, page }),
    [scope, account, page],
  );
  const v = load.data;

  const search = (next: string) => {
    setAccount(next);
    setPage(1);
  };
  const terminate = async (id: number) => {
    try {
      await answerContract(id, 'terminate');
      load.reload();
    } catch (err) {
      showToast(errorText(i18n, err));
    }
  };

  // Suspending logs the account out at once: ask first. Restoring needs no confirmation.
  const changeStatus = (id: number, account: string, status: 'active' | 'disabled') => {
    const apply = async () => {
      try {
        await setDownlineStatus(id, status);
        showToast(status === 'disabled' ? t`${account} is suspended` : t`${account} is active again`);
        load.reload();
      } catch (err) {
        showToast(errorText(i18n, err));
      }
    };
    if (status === 'active') return void apply();
    showDialog({
      kind: 'confirm',
      title: <Trans>Suspend account</Trans>,
      message: <Trans>{account} will be logged out and cannot log in until you restore it.</Trans>,
      testId: 'suspend-dialog',
      onOk: () => void apply(),
    });
  };

  return (
    <section className="agent-section" data-testid="agent-downlines">
      <h2>
        <Trans>Downline management</Trans>
      </h2>
      <div className="agent-tabs" role="tablist">
        {(['direct', 'all'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={scope === s}
            className="agent-tab"
            onClick={() => {
              setScope(s);
              setPage(1);
            }}
          >
            {s === 'direct' ? <Trans>Direct downlines</Trans> : <Trans>Whole team</Trans>}
          </button>
        ))}
      </div>
      <AccountSearch onSearch={search} />
      <LoadState load={load} empty={v !== null && v.total === 0} />
      <ul className="agent-list">
        {(v?.items ?? []).map((d) => (
          <li key={d.id} className="panel agent-item" data-testid="downline">
            <div className="agent-item-head">
              <strong>{d.account}</strong>
              <span className={d.status === 'active' ? 'agent-badge' : 'agent-badge agent-badge-off'}>
                {d.status === 'active' ? <Trans>Active</Trans> : <Trans>Disabled</Trans>}
              </span>
            </div>
            <div className="agent-item-head muted">
              <span>
                {isAgentType(d.type) ? <Trans>Agent</Trans> : <Trans>Member</Trans>} ·{' '}
                <Trans>level {d.depth}</Trans>
              </span>
              <span>
                <Trans>team {d.teamSize}</Trans>
              </span>
            </div>
            <button
              type="button"
              className="link-btn"
              data-testid="downline-status-toggle"
              onClick={() => changeStatus(d.id, d.account, d.status === 'active' ? 'disabled' : 'active')}
            >
              {d.status === 'active' ? <Trans>Suspend</Trans> : <Trans>Restore</Trans>}
            </button>
            {d.contracts.map((c) => (
              <div key={c.id} className="agent-contract" data-testid="downline-contract">
                <div className="agent-item-head">
                  <strong>
                    <KindName kind={c.kind} />
                  </strong>
                  <span className="agent-badge">
                    <StatusName c={c} />
                  </span>
                </div>
                <p className="muted agent-item-text">
                  <Terms c={c} />
                </p>
                {c.status === 'active' && c.requestType === null && d.depth === 1 ? (
                  <button type="button" className="link-btn" onClick={() => void terminate(c.id)}>
                    <Trans>Request termination</Trans>
                  </button>
                ) : null}
              </div>
            ))}
            {isAgentType(d.type) && d.depth === 1 ? (
              offering === d.id ? (
                <OfferForm
                  downlineId={d.id}
                  onDone={() => {
                    setOffering(null);
                    showToast(t`Contract offered`);
                    load.reload();
                  }}
                />
              ) : (
                <Button
                  variant="outline"
                  className="agent-offer-btn"
                  onClick={() => setOffering(d.id)}
                  data-testid="offer-open"
                >
                  <Trans>Offer contract</Trans>
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {v ? <PageNav page={v.page} totalPages={v.totalPages} onPage={setPage} /> : null}
    </section>
  );
}
