import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { Button } from '../../ui/Button';
import * as api from './console-api';

/**
 * The console's own sign-in (decision 039): the operator key is kept only once a queue read with
 * it succeeds, so a wrong key never leaves the console half signed in.
 */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    api.saveOperatorKey(value.trim());
    try {
      await api.getQueue('live');
      onSignedIn();
    } catch (err) {
      api.saveOperatorKey(null);
      setError(errorText(i18n, err));
    }
  };
  return (
    <main className="console-signin">
      <form className="console-card" onSubmit={(e) => void submit(e)} data-testid="console-signin">
        <h1>
          <Trans>Customer service console</Trans>
        </h1>
        <label className="field">
          <Trans>Operator key</Trans>
          <input
            className="input"
            type="password"
            autoComplete="off"
            value={value}
            placeholder={t`op_…`}
            onChange={(e) => setValue(e.target.value)}
            required
            data-testid="console-key"
          />
        </label>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block data-testid="console-signin-submit">
          <Trans>Sign in</Trans>
        </Button>
      </form>
    </main>
  );
}
