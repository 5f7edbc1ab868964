import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from './errors';

/**
 * The busy flag and translated error every submitting form keeps; `run` sets both around one
 * request. Callers disable the button or return early while `busy`, so a double tap sends once.
 * `stayBusyOnSuccess` is for a form that goes away once it succeeded (closes, navigates): its
 * button stays disabled until it is gone, so nothing is sent twice while it leaves.
 */
export function useSubmit(opts: { stayBusyOnSuccess?: boolean } = {}) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      if (!opts.stayBusyOnSuccess) setBusy(false);
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/**
 * The submit path of a form that checks its fields and goes away once it succeeded: the first
 * submit marks it `touched` (field problems show from then on), an invalid form sends nothing, a
 * valid one runs `action` as `useSubmit` with `stayBusyOnSuccess`.
 */
export function useFormSubmit() {
  const submit = useSubmit({ stayBusyOnSuccess: true });
  const [touched, setTouched] = useState(false);

  const handle = (invalid: boolean, action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    await submit.run(action);
  };
  return { ...submit, touched, handle };
}
