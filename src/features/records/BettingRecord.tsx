import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { language } from '../../lib/i18n';
import { gameMenus, loadGameMenus } from '../games/menus';
import { gameTypeLabels } from '../games/labels';
import type { GameType } from '../../../contract/common';
import { getBets, type BetRecordsPage, type BetStatus } from './records-api';
import { formatMoney, initialRange, recordTime, toneOf, zoneOffset } from './records-logic';
import { statusLabel } from './record-labels';
import { FilterSelect, PagedList, RecordFilters, TotalsBar } from './RecordParts';
import { useRecordPages } from './use-record-pages';
import '../../ui/list.css';
import './records.css';
import { Term } from '../../ui/form/fields';

type Bet = BetRecordsPage['items'][number];
const statuses: BetStatus[] = ['open', 'settled', 'rolled_back'];

/** Betting record (personalHistoryCopy): the member's bets with filters and the totals of the filter. */
export default function BettingRecord() {
  const { i18n, t } = useLingui();
  const lang = language.value;
  const [range, setRange] = useState(initialRange);
  const [vendor, setVendor] = useState('');
  const [gameType, setGameType] = useState('');
  const [status, setStatus] = useState('');
  const tz = zoneOffset();

  useEffect(() => {
    if (gameMenus.peek().menus.length === 0) void loadGameMenus(lang);
  }, [lang]);
  const vendorOptions = useMemo(() => {
    const seen = new Map<string, string>();
    for (const m of gameMenus.value.menus)
      for (const v of m.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.displayName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [gameMenus.value.menus]); // eslint-disable-line react-hooks/exhaustive-deps

  const key = JSON.stringify([range, vendor, gameType, status, tz, lang]);
  const pages = useRecordPages(key, (cursor) =>
    getBets({
      ...range,
      tz,
      cursor,
      vendor: vendor || undefined,
      gameType: (gameType || undefined) as GameType | undefined,
      status: (status || undefined) as BetStatus | undefined,
    }),
  );
  const money = (v: string, signed = false) => formatMoney(v, pages.symbol, lang, { signed });

  return (
    <section className="records" data-testid="records-bets">
      <RecordFilters range={range} onRange={setRange}>
        <FilterSelect
          label={<Trans>Vendor</Trans>}
          value={vendor}
          onChange={setVendor}
          options={vendorOptions}
          testId="records-vendor"
        />
        <FilterSelect
          label={<Trans>Game type</Trans>}
          value={gameType}
          onChange={setGameType}
          options={Object.entries(gameTypeLabels).map(([value, label]) => ({
            value,
            label: i18n._(label),
          }))}
          testId="records-game-type"
        />
        <FilterSelect
          label={<Trans>Status</Trans>}
          value={status}
          onChange={setStatus}
          options={statuses.map((s) => ({ value: s, label: statusLabel(i18n, s) }))}
          testId="records-status"
        />
      </RecordFilters>
      {pages.totals ? (
        <TotalsBar
          testId="records-totals"
          totals={[
            { key: 'count', label: <Trans>Bets</Trans>, value: String(pages.totals.count) },
            { key: 'bet', label: <Trans>Stake</Trans>, value: money(pages.totals.bet) },
            { key: 'win', label: <Trans>Win</Trans>, value: money(pages.totals.win) },
            {
              key: 'profit',
              label: <Trans>Profit</Trans>,
              value: money(pages.totals.profit, true),
              raw: pages.totals.profit,
            },
          ]}
        />
      ) : null}
      <PagedList pages={pages} label={t`Bets`}>
        {(b) => <BetCard key={b.id} bet={b} money={money} />}
      </PagedList>
    </section>
  );
}

function BetCard({ bet, money }: { bet: Bet; money: (v: string, signed?: boolean) => string }) {
  const { i18n } = useLingui();
  const type =
    bet.gameType && Object.hasOwn(gameTypeLabels, bet.gameType)
      ? i18n._(gameTypeLabels[bet.gameType as 'RNG'])
      : null;
  return (
    <li className="panel records-card" data-testid="records-row">
      <div className="records-card-top">
        <strong className="records-card-title">{bet.gameName}</strong>
        <span className={`badge records-badge is-${bet.status}`}>{statusLabel(i18n, bet.status)}</span>
      </div>
      <p className="records-card-sub">
        {[bet.vendorName, type].filter(Boolean).join(' · ')}
        <span className="records-round">
          <Trans>Round</Trans> {bet.roundId}
        </span>
      </p>
      <dl className="records-figures">
        <Term label={<Trans>Stake</Trans>}>{money(bet.bet)}</Term>
        <Term label={<Trans>Win</Trans>}>{money(bet.win)}</Term>
        <Term label={<Trans>Profit</Trans>} className={`tone-${toneOf(bet.profit)}`}>
          {bet.profit === null ? '—' : money(bet.profit, true)}
        </Term>
      </dl>
      <time className="records-time" dateTime={bet.at}>
        {recordTime(bet.at)}
      </time>
    </li>
  );
}
