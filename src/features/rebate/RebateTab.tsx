import { useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { errorText } from '../../lib/errors';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { FormError } from '../../ui/form/fields';
import { gameTypeLabels } from '../games/labels';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, newRequestId } from '../wallet/money';
import { SectionPending } from '../wallet/SectionPending';
import { claimRebate, formatRate, getRebate, type RebateLine, type RebateSummary } from './rebate-api';
import '../../ui/list.css';
import './rebate.css';
import { Button } from '../../ui/Button';

function GameTypeName({ type }: { type: RebateLine['gameType'] }) {
  const { i18n } = useLingui();
  return <>{type === 'OTHER' ? <Trans>Other games</Trans> : i18n._(gameTypeLabels[type])}</>;
}

/** What accrued since the last claim: one row per game type and rate. */
function Lines({ lines }: { lines: RebateLine[] }) {
  const { i18n } = useLingui();
  if (lines.length === 0)
    return (
      <p className="rebate-empty" data-testid="rebate-empty">
        <Trans>No rebate since your last claim yet. Every settled valid bet adds to it.</Trans>
      </p>
    );
  return (
    <table className="rebate-table" data-testid="rebate-lines">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Game type</Trans>
          </th>
          <th scope="col">
            <Trans>Valid bet</Trans>
          </th>
          <th scope="col">
            <Trans>Rate</Trans>
          </th>
          <th scope="col">
            <Trans>Rebate</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={`${l.gameType}-${l.rateBp}`} data-testid="rebate-line" data-type={l.gameType}>
            <th scope="row">
              <GameTypeName type={l.gameType} />
            </th>
            <td>{formatMoney(l.validBet)}</td>
            <td>{formatRate(l.rateBp, i18n.locale)}</td>
            <td className="rebate-amount">{formatMoney(l.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A held or rejected last claim says so: a rejected one's bets are not offered again (decision 069). */
function LastClaimState({ last }: { last: NonNullable<RebateSummary['lastClaim']> }) {
  if (last.status === 'held') return <Trans>It is under review.</Trans>;
  if (last.status !== 'rejected') return null;
  const reason = last.reason ?? '';
  return <Trans>It was not approved, so the rebate of its bets is forfeited. Reason: {reason}</Trans>;
}

/** The claim: total, minimum, the wagering it brings, and the button (one request id per intent). */
function Claim({ s, onClaimed }: { s: RebateSummary; onClaimed: () => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const enough = BigInt(s.total) >= BigInt(s.minimum);
  const minimum = formatMoney(s.minimum);
  const multiple = s.wageringMultiple;

  const claim = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { grant } = await claimRebate(requestId.current);
      requestId.current = newRequestId();
      const amount = formatMoney(grant.amount);
      showToast(<Trans>{amount} added to your balance.</Trans>);
      void refreshBalance();
      onClaimed();
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel rebate-claim" data-testid="rebate-claim">
      <p className="rebate-label">
        <Trans>Rebate to claim</Trans>
      </p>
      <strong className="rebate-total" data-testid="rebate-total">
        {formatMoney(s.total)}
      </strong>
      <Button
        variant="primary"
        block
        disabled={!enough || busy}
        onClick={() => void claim()}
        data-testid="rebate-claim-button"
      >
        {busy ? <span className="spinner" /> : <Trans>Claim rebate</Trans>}
      </Button>
      <p className="rebate-note">
        {enough ? null : <Trans>You can claim from {minimum}.</Trans>}{' '}
        {multiple > 0 ? (
          <Plural
            value={multiple}
            one="Bet the rebate once before you withdraw or transfer it."
            other="Bet the rebate # times before you withdraw or transfer it."
          />
        ) : null}
      </p>
      {error ? <FormError>{error}</FormError> : null}
    </section>
  );
}

/** The member's rates now, by game type. */
function Rates({ s }: { s: RebateSummary }) {
  const { i18n } = useLingui();
  return (
    <section className="rebate-block" data-testid="rebate-rates">
      <h3>
        <Trans>Your rebate rates</Trans>
      </h3>
      <ul className="rebate-rates">
        {s.rates.map((r) => (
          <li key={r.gameType}>
            <span>
              <GameTypeName type={r.gameType} />
            </span>
            <strong>{formatRate(r.rateBp, i18n.locale)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The manualRebate member tab (spec section 2; decision 045): the rebate accrued since the last
 * claim per game type (valid bet, rate, amount), the claim, the member's rates and the last claim.
 * Accrual runs on the server every few seconds after a bet settles, so "Refresh" shows new bets.
 */
export default function RebateTab() {
  const lang = language.value;
  const load = useLoad(getRebate, [lang]);
  const s = load.data;
  if (!s) return <SectionPending error={load.error} />;
  const last = s.lastClaim;
  return (
    <div className="rebate" data-testid="rebate-section">
      <Claim s={s} onClaimed={load.reload} />
      <section className="rebate-block">
        <div className="rebate-head">
          <h3>
            <Trans>Since your last claim</Trans>
          </h3>
          <Button
            variant="outline"
            className="rebate-refresh"
            onClick={load.reload}
            data-testid="rebate-refresh"
          >
            <Trans>Refresh</Trans>
          </Button>
        </div>
        <Lines lines={s.lines} />
        {last ? (
          <p className="rebate-note" data-testid="rebate-last" data-status={last.status}>
            <Trans>
              Last claim: {formatMoney(last.amount)} on {formatLocalDateTime(last.at)}
            </Trans>{' '}
            <LastClaimState last={last} />
          </p>
        ) : null}
      </section>
      <Rates s={s} />
    </div>
  );
}
