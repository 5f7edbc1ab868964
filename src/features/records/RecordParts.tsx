import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DateRangeFilter } from '../../ui/date-range/DateRangeFilter';
import type { DayRange } from '../../ui/date-range/ranges';
import { FormError, LoadingStatus, RetryError } from '../../ui/form/fields';
import '../../ui/list.css';
import { toneOf } from './records-logic';
import type { RecordPages } from './use-record-pages';
import { Button } from '../../ui/Button';

export type Total = { key: string; label: ReactNode; value: string; raw?: string | null };

/** The filter bar every record screen starts with: the date range, then its own selects (if any). */
export function RecordFilters({
  range,
  onRange,
  children,
}: {
  range: DayRange;
  onRange: (range: DayRange) => void;
  children?: ReactNode;
}) {
  return (
    <div className="records-filters">
      <DateRangeFilter value={range} onChange={onRange} />
      {children ? <div className="records-selects">{children}</div> : null}
    </div>
  );
}

/** The sums of the whole filter, above the list; a profit is coloured by its sign. */
export function TotalsBar({ totals, testId }: { totals: Total[]; testId: string }) {
  return (
    <dl className="fact-grid records-totals" data-testid={testId}>
      {totals.map((t) => (
        <div key={t.key} data-testid={`${testId}-${t.key}`}>
          <dt>{t.label}</dt>
          <dd className={t.raw === undefined ? undefined : `tone-${toneOf(t.raw)}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, error (with a retry) and empty states shared by the record screens. */
export function RecordStates({
  status,
  empty,
  error,
  onRetry,
}: {
  status: 'loading' | 'ready' | 'error';
  empty: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  if (status === 'loading') return <LoadingStatus testId="records-loading" />;
  if (status === 'error')
    return <RetryError className="records-error" error={error} onRetry={onRetry} testId="records-retry" />;
  if (empty)
    return (
      <p className="list-empty" data-testid="records-empty">
        <Trans>No records for these dates.</Trans>
      </p>
    );
  return null;
}

export function LoadMore({
  hasMore,
  loading,
  onMore,
  error,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  error: string | null;
}) {
  return (
    <>
      {error ? <FormError>{error}</FormError> : null}
      {hasMore ? (
        <Button
          variant="outline"
          className="records-more"
          onClick={onMore}
          disabled={loading}
          data-testid="records-more"
        >
          {loading ? <span className="spinner spinner-sm" /> : null}
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </>
  );
}

/** A labelled select for one filter; "" means all. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  testId: string;
}) {
  const { t } = useLingui();
  return (
    <label className="date-range-day records-filter">
      <span>{label}</span>
      <select
        className="input"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      >
        <option value="">{t`All`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A paged record list with its states: loading, error with retry, empty, the rows, then
 * "load more" while the server has older rows.
 */
export function PagedList<I, T>({
  pages,
  label,
  children,
}: {
  pages: RecordPages<I, T>;
  label: string;
  children: (item: I) => ReactNode;
}) {
  return (
    <>
      <RecordStates
        status={pages.status}
        empty={pages.items.length === 0}
        error={pages.error}
        onRetry={pages.retry}
      />
      {pages.items.length > 0 ? (
        <ol className="records-list" aria-label={label}>
          {pages.items.map(children)}
        </ol>
      ) : null}
      <LoadMore
        hasMore={pages.hasMore}
        loading={pages.loadingMore}
        onMore={pages.loadMore}
        error={pages.status === 'ready' ? pages.error : null}
      />
    </>
  );
}
