import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { getTransactions } from './records-api';
import {
  formatMoney,
  initialRange,
  recordTime,
  toneOf,
  transactionFilterKinds,
  zoneOffset,
} from './records-logic';
import { kindLabel } from './record-labels';
import { FilterSelect, PagedList, RecordFilters, TotalsBar } from './RecordParts';
import { useRecordPages } from './use-record-pages';
import './records.css';

/** Transaction history ("Income", transactionHistory): every movement of the member's wallets. */
export default function TransactionHistory() {
  const { i18n, t } = useLingui();
  const lang = language.value;
  const [range, setRange] = useState(initialRange);
  const [type, setType] = useState('');
  const tz = zoneOffset();
  const key = JSON.stringify([range, type, tz]);
  const pages = useRecordPages(key, (cursor) =>
    getTransactions({ ...range, tz, cursor, type: type || undefined }),
  );
  const money = (v: string, signed = false) => formatMoney(v, pages.symbol, lang, { signed });

  return (
    <section className="records" data-testid="records-transactions">
      <RecordFilters range={range} onRange={setRange}>
        <FilterSelect
          label={<Trans>Type</Trans>}
          value={type}
          onChange={setType}
          options={transactionFilterKinds.map((k) => ({ value: k, label: kindLabel(i18n, k) }))}
          testId="records-type"
        />
      </RecordFilters>
      {pages.totals ? (
        <TotalsBar
          testId="records-totals"
          totals={[
            { key: 'count', label: <Trans>Entries</Trans>, value: String(pages.totals.count) },
            { key: 'in', label: <Trans>Money in</Trans>, value: money(pages.totals.in) },
            { key: 'out', label: <Trans>Money out</Trans>, value: money(pages.totals.out) },
            {
              key: 'net',
              label: <Trans>Net</Trans>,
              value: money(pages.totals.net, true),
              raw: pages.totals.net,
            },
          ]}
        />
      ) : null}
      <PagedList pages={pages} label={t`Transactions`}>
        {(e) => (
          <li key={e.id} className="panel records-card" data-testid="records-row">
            <div className="records-card-top">
              <strong className="records-card-title">{kindLabel(i18n, e.type)}</strong>
              <strong className={`records-amount tone-${toneOf(e.amount)}`}>{money(e.amount, true)}</strong>
            </div>
            <div className="records-card-line">
              <time className="records-time" dateTime={e.at}>
                {recordTime(e.at)}
              </time>
              <span className="records-balance">
                <Trans>Balance</Trans> {money(e.balanceAfter)}
              </span>
            </div>
            {e.wallet !== 'main' ? (
              <p className="records-card-sub">
                <WalletName wallet={e.wallet} />
              </p>
            ) : null}
          </li>
        )}
      </PagedList>
    </section>
  );
}

function WalletName({ wallet }: { wallet: string }) {
  return <Trans>Wallet: {wallet}</Trans>;
}
