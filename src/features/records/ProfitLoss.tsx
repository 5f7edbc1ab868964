import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { language } from '../../lib/i18n';
import { gameTypeLabels } from '../games/labels';
import { getProfit, type ProfitReport } from './records-api';
import { formatMoney, initialRange, toneOf, zoneOffset } from './records-logic';
import { RecordFilters, RecordStates, TotalsBar } from './RecordParts';
import './records.css';
import { PressGroup, Term } from '../../ui/form/fields';

type Figures = ProfitReport['totals'];

/** Profit and loss (personalProfit): per day and per vendor and game type over a range. */
export default function ProfitLoss() {
  const { i18n } = useLingui();
  const lang = language.value;
  const [range, setRange] = useState(initialRange);
  const [view, setView] = useState<'days' | 'groups'>('days');
  const [report, setReport] = useState<ProfitReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tz = zoneOffset();

  useEffect(() => {
    let live = true;
    setReport(null);
    setError(null);
    getProfit({ ...range, tz }).then(
      (r) => live && setReport(r),
      (err: unknown) => live && setError(errorText(i18n, err)),
    );
    return () => {
      live = false;
    };
  }, [range, tz, lang, attempt, i18n]);

  const money = (v: string, signed = false) => formatMoney(v, report?.currencySymbol ?? '', lang, { signed });
  const status = error ? 'error' : report ? 'ready' : 'loading';
  const typeName = (type: string | null) =>
    type && Object.hasOwn(gameTypeLabels, type) ? i18n._(gameTypeLabels[type as 'RNG']) : null;

  const rows =
    report === null
      ? []
      : view === 'days'
        ? report.days.map((d) => ({
            key: d.day,
            title: d.day.replaceAll('-', '/'),
            sub: null,
            f: d as Figures,
          }))
        : report.groups.map((g) => ({
            key: `${g.vendor}:${g.gameType ?? ''}`,
            title: g.vendorName,
            sub: typeName(g.gameType),
            f: g as Figures,
          }));

  return (
    <section className="records" data-testid="records-profit">
      <RecordFilters range={range} onRange={setRange} />
      {report ? (
        <TotalsBar
          testId="records-totals"
          totals={[
            { key: 'bet', label: <Trans>Stake</Trans>, value: money(report.totals.bet) },
            { key: 'validBet', label: <Trans>Valid bets</Trans>, value: money(report.totals.validBet) },
            { key: 'win', label: <Trans>Win</Trans>, value: money(report.totals.win) },
            {
              key: 'profit',
              label: <Trans>Profit</Trans>,
              value: money(report.totals.profit, true),
              raw: report.totals.profit,
            },
          ]}
        />
      ) : null}
      <PressGroup
        className="records-tabs"
        itemClass="pill date-range-chip"
        items={[
          { id: 'days', label: <Trans>By day</Trans>, testId: 'records-view-days' },
          { id: 'groups', label: <Trans>By vendor</Trans>, testId: 'records-view-groups' },
        ]}
        pressed={view}
        onPress={setView}
      />
      <RecordStates
        status={status}
        empty={rows.length === 0}
        error={error}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      {rows.length > 0 ? (
        <ol className="records-list">
          {rows.map((r) => (
            <li key={r.key} className="panel records-card" data-testid="records-row">
              <div className="records-card-top">
                <strong className="records-card-title">
                  {r.title}
                  {r.sub ? <span className="records-card-sub"> · {r.sub}</span> : null}
                </strong>
                <strong className={`records-amount tone-${toneOf(r.f.profit)}`}>
                  {money(r.f.profit, true)}
                </strong>
              </div>
              <dl className="records-figures is-four">
                <Term label={<Trans>Bets</Trans>}>{r.f.count}</Term>
                <Term label={<Trans>Stake</Trans>}>{money(r.f.bet)}</Term>
                <Term label={<Trans>Valid bets</Trans>}>{money(r.f.validBet)}</Term>
                <Term label={<Trans>Win</Trans>}>{money(r.f.win)}</Term>
              </dl>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
