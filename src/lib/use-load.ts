import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './errors';

export type Load<T> = { data: T | null; error: string | null; reload: () => void };

/**
 * Loads `run` whenever `deps` change; the latest answer wins, an error becomes its translated text.
 * The one data-loading hook for screens: every feature's screens load through it.
 */
export function useLoad<T>(run: () => Promise<T>, deps: readonly unknown[]): Load<T> {
  const { i18n } = useLingui();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    run().then(
      (v) => live && setData(v),
      (err: unknown) => live && setError(errorText(i18n, err)),
    );
    return () => {
      live = false;
    };
  }, [...deps, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return { data, error, reload: () => setAttempt((n) => n + 1) };
}

/**
 * For a screen that keeps what it loads in its own state (several setters, a load again after each
 * write): runs `job` now and whenever `deps` change, and answers it as `load` to call again; a
 * failure becomes its translated text, handed to `onError` (a stable state setter: the screen's
 * error line, often the one its form shares).
 */
export function useLoadEffect(
  job: () => Promise<void>,
  onError: (text: string) => void,
  deps: readonly unknown[],
): () => Promise<void> {
  const { i18n } = useLingui();
  const load = useCallback(async () => {
    try {
      await job();
    } catch (err) {
      onError(errorText(i18n, err));
    }
  }, [...deps, i18n]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    void load();
  }, [load]);
  return load;
}
