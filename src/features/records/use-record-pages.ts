import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';

type Page<I, T> = { items: I[]; nextCursor: string | null; totals: T; currencySymbol: string };

export type RecordPages<I, T> = {
  status: 'loading' | 'ready' | 'error';
  items: I[];
  totals: T | null;
  symbol: string;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

/**
 * A newest-first record list paged by the server's cursor ("load more" appends the next page).
 * A new filter (`key`) starts over; an answer for a filter the member already left is dropped.
 */
export function useRecordPages<I, T>(
  key: string,
  load: (cursor: string | undefined) => Promise<Page<I, T>>,
): RecordPages<I, T> {
  const { i18n } = useLingui();
  const [state, setState] = useState<
    Omit<RecordPages<I, T>, 'loadMore' | 'retry'> & { cursor: string | null }
  >({
    status: 'loading',
    items: [],
    totals: null,
    symbol: '',
    error: null,
    hasMore: false,
    loadingMore: false,
    cursor: null,
  });
  const [attempt, setAttempt] = useState(0);
  const current = useRef(key);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    current.current = key;
    setState((s) => ({
      ...s,
      status: 'loading',
      error: null,
      items: [],
      totals: null,
      cursor: null,
      hasMore: false,
    }));
    loadRef.current(undefined).then(
      (page) => {
        if (current.current !== key) return;
        setState({
          status: 'ready',
          items: page.items,
          totals: page.totals,
          symbol: page.currencySymbol,
          error: null,
          hasMore: page.nextCursor !== null,
          loadingMore: false,
          cursor: page.nextCursor,
        });
      },
      (err: unknown) => {
        if (current.current !== key) return;
        setState((s) => ({ ...s, status: 'error', error: errorText(i18n, err) }));
      },
    );
  }, [key, attempt, i18n]);

  const loadMore = useCallback(() => {
    const { cursor, loadingMore } = state;
    if (!cursor || loadingMore) return;
    const forKey = key;
    setState((s) => ({ ...s, loadingMore: true, error: null }));
    loadRef.current(cursor).then(
      (page) => {
        if (current.current !== forKey) return;
        setState((s) => ({
          ...s,
          items: [...s.items, ...page.items],
          totals: page.totals,
          hasMore: page.nextCursor !== null,
          cursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      (err: unknown) => {
        if (current.current !== forKey) return;
        setState((s) => ({ ...s, loadingMore: false, error: errorText(i18n, err) }));
      },
    );
  }, [state, key, i18n]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const { cursor: _cursor, ...rest } = state;
  return { ...rest, loadMore, retry };
}
