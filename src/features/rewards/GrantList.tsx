import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { FormError } from '../../ui/form/fields';
import { SectionPending } from '../wallet/SectionPending';
import { formatMoney } from '../wallet/money';
import { GiveUpButton } from './GiveUpButton';
import { findGrants, type Grant, type TurnoverSummary } from './rewards-api';
import { grantSourceLabels, grantStatusLabels } from './reward-labels';
import { TurnoverBar } from './TurnoverBar';
import '../../ui/list.css';
import './rewards.css';
import { Button } from '../../ui/Button';

/**
 * One grant: title, amount, source, date, status and (optionally) its turnover; with `onGiveUp`,
 * an open bonus offers "give up" (decision 069) and calls it once done.
 */
export function GrantCard({
  g,
  withTurnover,
  onGiveUp,
}: {
  g: Grant;
  withTurnover: boolean;
  onGiveUp?: () => void;
}) {
  const { i18n } = useLingui();
  const status = grantStatusLabels[g.status];
  const expires = formatLocalDateTime(g.expiresAt);
  return (
    <li className="panel grant-card" data-testid="grant" data-id={g.id} data-status={g.status}>
      <div className="grant-top">
        <strong className="grant-title">{g.title}</strong>
        <strong className="grant-amount" data-testid="grant-amount">
          {formatMoney(g.amount)}
        </strong>
      </div>
      <div className="grant-line">
        <span className="grant-sub">
          {i18n._(grantSourceLabels[g.source])} · {formatLocalDateTime(g.createdAt)}
        </span>
        <span className="badge reward-status" data-tone={status.tone} data-testid="grant-status">
          {i18n._(status.label)}
        </span>
      </div>
      {withTurnover && g.turnoverRequired !== '0' && g.status !== 'forfeited' ? (
        <TurnoverBar required={g.turnoverRequired} progress={g.turnoverProgress} testId="grant-turnover" />
      ) : null}
      {withTurnover && g.maxBet && g.status === 'active' ? (
        <p className="grant-note">
          <Trans>Bets above {formatMoney(g.maxBet)} do not count toward the turnover.</Trans>
        </p>
      ) : null}
      {expires && (g.status === 'active' || g.status === 'held') ? (
        <p className="grant-note" data-testid="grant-expiry">
          <Trans>Meet the turnover by {expires}</Trans>
        </p>
      ) : null}
      {g.status === 'forfeited' ? (
        <p className="grant-note" data-testid="grant-given-up">
          <Trans>You gave this bonus up: it went back and its turnover no longer applies.</Trans>
        </p>
      ) : null}
      {onGiveUp ? <GiveUpButton g={g} onDone={onGiveUp} /> : null}
      {expires && g.status === 'expired' ? (
        <p className="grant-note">
          <Trans>Expired on {expires}</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** The turnover of every open bonus together, as the withdrawal checks it. */
export function TurnoverTotal({ t }: { t: TurnoverSummary }) {
  if (t.required === '0') return null;
  return (
    <section className="panel grant-total" data-testid="turnover-total">
      <h3>
        <Trans>Open turnover</Trans>
      </h3>
      <TurnoverBar required={t.required} progress={t.progress} testId="turnover-total-bar" />
    </section>
  );
}

/**
 * The member's grants, newest first, a page at a time ("show more"). With `withTurnover` each
 * shows its turnover bar and rules (bonus details); without, status and expiry only (reward centre).
 */
export function GrantList({ withTurnover }: { withTurnover: boolean }) {
  const { i18n } = useLingui();
  const lang = language.value;
  const [pages, setPages] = useState<{ list: Grant[]; totalPages: number; turnover: TurnoverSummary } | null>(
    null,
  );
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped after a give-up: the first page again, with the grant's new state and the turnover.
  const [version, setVersion] = useState(0);
  const reload = () => {
    setPage(1);
    setVersion((v) => v + 1);
  };

  useEffect(() => {
    let live = true;
    setBusy(true);
    findGrants({ page, pageSize: 20 }).then(
      (p) => {
        if (!live) return;
        setPages((prev) => (page === 1 || !prev ? p : { ...p, list: [...prev.list, ...p.list] }));
        setError(null);
        setBusy(false);
      },
      (err: unknown) => {
        if (!live) return;
        setError(errorText(i18n, err));
        setBusy(false);
      },
    );
    return () => {
      live = false;
    };
  }, [page, lang, i18n, version]);

  if (!pages) return <SectionPending error={error} />;
  return (
    <div className="grants" data-testid="grant-list">
      {withTurnover ? <TurnoverTotal t={pages.turnover} /> : null}
      {pages.list.length === 0 ? (
        <p className="list-empty" data-testid="grant-empty">
          {withTurnover ? (
            <Trans>You have no bonuses yet. Claim one on the promotions page.</Trans>
          ) : (
            <Trans>No rewards yet. Claim a promotion and it shows here.</Trans>
          )}
        </p>
      ) : (
        <ul className="grant-items">
          {pages.list.map((g) => (
            <GrantCard
              key={g.id}
              g={g}
              withTurnover={withTurnover}
              {...(withTurnover ? { onGiveUp: reload } : {})}
            />
          ))}
        </ul>
      )}
      <FormError>{error}</FormError>
      {page < pages.totalPages ? (
        <Button variant="outline" className="grant-more" busy={busy} onClick={() => setPage(page + 1)}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
