import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { Pager } from '../../ui/Pager';
import { SectionPending } from '../wallet/SectionPending';
import { formatMoney } from '../wallet/money';
import { formatPoints, pointsReasonLabels, redemptionStatusLabels } from './points-labels';
import { findMovements, findRedemptions } from './points-api';
import '../../ui/list.css';

/** Redeem history: the spec's redemption fields, newest first. */
export function RedemptionList({ version }: { version: number }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const load = useLoad(() => findRedemptions(page), [page, version, language.value]);
  if (!load.data) return <SectionPending error={load.error} />;
  if (load.data.list.length === 0)
    return (
      <p className="list-empty">
        <Trans>You have not redeemed anything yet.</Trans>
      </p>
    );
  return (
    <>
      <ul className="points-rows" data-testid="redemptions">
        {load.data.list.map((r) => {
          const status = redemptionStatusLabels[r.status];
          const quantity = r.quantity;
          return (
            <li key={r.id} className="panel points-row" data-testid="redemption" data-status={r.status}>
              <div className="points-row-top">
                <strong>
                  {r.name}
                  {quantity > 1 ? ` × ${quantity}` : ''}
                </strong>
                <span className="badge reward-status" data-tone={status.tone}>
                  {i18n._(status.label)}
                </span>
              </div>
              <div className="points-row-line">
                <span data-testid="redemption-points">
                  <Trans>−{formatPoints(r.points, i18n.locale)} points</Trans>
                </span>
                {r.cashAmount ? <span>+{formatMoney(r.cashAmount)}</span> : null}
              </div>
              <div className="points-row-line points-muted">
                <span>{formatLocalDateTime(r.createdAt)}</span>
                <span>
                  <Trans>Ref. {r.reference}</Trans>
                </span>
              </div>
              {r.delivery ? (
                <p className="points-muted">
                  {r.delivery.name}, {r.delivery.phone}, {r.delivery.address}
                </p>
              ) : null}
              {r.remark ? <p className="points-muted">{r.remark}</p> : null}
            </li>
          );
        })}
      </ul>
      <Pager page={page} totalPages={load.data.totalPages} range={2} margin={1} onPage={setPage} />
    </>
  );
}

/** Points details: every movement with the balance after it. */
export function MovementList({ version }: { version: number }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const load = useLoad(() => findMovements(page), [page, version]);
  if (!load.data) return <SectionPending error={load.error} />;
  if (load.data.list.length === 0)
    return (
      <p className="list-empty">
        <Trans>No points yet: they arrive a few seconds after your bets are settled.</Trans>
      </p>
    );
  return (
    <>
      <ul className="points-rows" data-testid="points-movements">
        {load.data.list.map((m) => {
          const up = !m.amount.startsWith('-');
          const amount = formatPoints(m.amount.replace('-', ''), i18n.locale);
          const after = formatPoints(m.balanceAfter, i18n.locale);
          return (
            <li key={m.id} className="panel points-row" data-testid="points-movement" data-reason={m.reason}>
              <div className="points-row-top">
                <span>{i18n._(pointsReasonLabels[m.reason])}</span>
                <strong className={up ? 'points-up' : 'points-down'} data-testid="movement-amount">
                  {up ? '+' : '−'}
                  {amount}
                </strong>
              </div>
              <div className="points-row-line points-muted">
                <span>{formatLocalDateTime(m.at)}</span>
                <span>
                  <Trans>Balance {after}</Trans>
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} totalPages={load.data.totalPages} range={2} margin={1} onPage={setPage} />
    </>
  );
}
