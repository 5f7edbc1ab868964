import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { GrantList } from '../rewards/GrantList';
import { getBonuses } from './records-api';
import { formatMoney, initialRange, recordTime, toneOf, zoneOffset } from './records-logic';
import { kindLabel } from './record-labels';
import { PagedList, RecordFilters, TotalsBar } from './RecordParts';
import { useRecordPages } from './use-record-pages';
import './records.css';

/**
 * Bonus details (bonusDetails): every grant with its source, amount, turnover bar, state and
 * expiry; below, the bonus postings of the ledger by date, with their reason.
 */
export default function BonusDetails() {
  const { i18n, t } = useLingui();
  const lang = language.value;
  const [range, setRange] = useState(initialRange);
  const tz = zoneOffset();
  const pages = useRecordPages(JSON.stringify([range, tz]), (cursor) => getBonuses({ ...range, tz, cursor }));
  const money = (v: string, signed = false) => formatMoney(v, pages.symbol, lang, { signed });

  return (
    <section className="records" data-testid="records-bonuses">
      <GrantList withTurnover />
      <h3 className="records-heading">
        <Trans>Bonus postings</Trans>
      </h3>
      <RecordFilters range={range} onRange={setRange} />
      {pages.totals ? (
        <TotalsBar
          testId="records-totals"
          totals={[
            { key: 'count', label: <Trans>Bonuses</Trans>, value: String(pages.totals.count) },
            {
              key: 'amount',
              label: <Trans>Total bonus</Trans>,
              value: money(pages.totals.amount, true),
              raw: pages.totals.amount,
            },
          ]}
        />
      ) : null}
      <PagedList pages={pages} label={t`Bonuses`}>
        {(b) => (
          <li key={b.id} className="panel records-card" data-testid="records-row">
            <div className="records-card-top">
              <strong className="records-card-title">{b.reason ?? kindLabel(i18n, b.type)}</strong>
              <strong className={`records-amount tone-${toneOf(b.amount)}`}>{money(b.amount, true)}</strong>
            </div>
            <div className="records-card-line">
              <time className="records-time" dateTime={b.at}>
                {recordTime(b.at)}
              </time>
              <span className="records-card-sub">{kindLabel(i18n, b.type)}</span>
            </div>
          </li>
        )}
      </PagedList>
    </section>
  );
}
