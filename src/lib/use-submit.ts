import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './errors';

/**
 * The busy flag and translated error every submitting form keeps; `run` sets both around one
 * request. Callers disable the button or return early while `busy`, so a double tap sends once.
 */
export function useSubmit() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
