import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Load } from '../../lib/use-load';
import { DateRangeFilter } from '../../ui/date-range/DateRangeFilter';
import type { DayRange } from '../../ui/date-range/ranges';
import { Pager } from '../../ui/Pager';
import { formatMoney } from '../wallet/money';
import { awayFromSiteZone, siteToday } from './report-days';
import { ACCOUNT_SEARCH_MAX } from '../../../contract/agent/schemas';
import { MAX_REPORT_DAYS } from '../../../contract/values';
import { Button } from '../../ui/Button';

/** Spec section 9's date shortcuts (past and next 7 and 30 days), with today first. */
export const AGENT_SHORTCUTS = ['today', 'past7', 'past30', 'next7', 'next30'] as const;
/** The server's longest report range. */
export const MAX_DAYS = MAX_REPORT_DAYS;

export { initialRange } from './report-days';

export function RangeFilter({ value, onChange }: { value: DayRange; onChange: (r: DayRange) => void }) {
  return (
    <>
      <DateRangeFilter
        value={value}
        onChange={onChange}
        shortcuts={AGENT_SHORTCUTS}
        maxDays={MAX_DAYS}
        today={siteToday()}
        testId="agent-range"
      />
      {/* Away from the site's zone the phone's clock shows another day than "Today" picks. */}
      {awayFromSiteZone() ? (
        <p className="muted agent-zone-note" data-testid="agent-zone-note">
          <Trans>Report days follow the site's time (GMT+7).</Trans>
        </p>
      ) : null}
    </>
  );
}

export function LoadState({ load, empty }: { load: Load<unknown>; empty?: boolean }) {
  if (load.error)
    return (
      <div className="agent-state" role="alert">
        <p>{load.error}</p>
        <Button variant="outline" onClick={load.reload}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  if (!load.data) return <p className="agent-state muted">…</p>;
  if (empty)
    return (
      <p className="agent-state muted" data-testid="agent-empty">
        <Trans>No data</Trans>
      </p>
    );
  return null;
}

export const money = (v: string) => formatMoney(v);

/** Signed money coloured by sign. */
export function Signed({ value }: { value: string }) {
  const n = BigInt(value);
  return (
    <span className={n < 0n ? 'agent-neg' : n > 0n ? 'agent-pos' : undefined}>{formatMoney(value)}</span>
  );
}

export function Stat({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="panel agent-stat" data-testid={testId}>
      <span className="agent-stat-label">{label}</span>
      <span className="agent-stat-value">{children}</span>
    </div>
  );
}

export function PageNav({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Pager page={page} totalPages={totalPages} range={2} margin={1} onPage={onPage} testId="agent-pager" />
  );
}

/** A percentage from basis points: 150 → "1.5%". */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('vi-VN', { maximumFractionDigits: 2 })}%`;

export const localTime = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * The account search of the agent lists: typing only edits a draft; the list reloads when the
 * form is submitted, with the trimmed account ('' for everyone).
 */
export function AccountSearch({
  initial = '',
  onSearch,
  testId,
}: {
  initial?: string;
  onSearch: (account: string) => void;
  testId?: string;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="agent-search" role="search" onSubmit={submit}>
      <input
        className="input"
        value={draft}
        placeholder={t`Account`}
        aria-label={t`Account`}
        maxLength={ACCOUNT_SEARCH_MAX}
        onChange={(e) => setDraft(e.currentTarget.value)}
        data-testid={testId}
      />
      <Button type="submit" variant="outline">
        <Trans>Search</Trans>
      </Button>
    </form>
  );
}
